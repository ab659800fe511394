import type { Endpoint } from 'payload'

import { statusAnswer } from '@/core/errors'
import { handleResendWebhook } from '@/email/providerWebhook'

/** POST /api/email/provider-events: Resend's bounces and complaints, signature-checked on the raw body. */
export const mailProviderWebhookEndpoint: Endpoint = {
  path: '/email/provider-events',
  method: 'post',
  handler: async (req) => {
    const rawBody = (await req.text?.()) ?? ''
    return statusAnswer(await handleResendWebhook(req.payload, rawBody, req.headers))
  },
}
