import type { Endpoint } from 'payload'

import { contactMessageSchema } from '@/contacts/messageSchema'
import { sendContactMessage } from '@/contacts/operations/sendMessage'
import { handled } from '@/core/operation'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/** POST /api/contact {name, email, message}: the contact form (§7). */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, contactMessageSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.contactPerAddress, subject: data.email },
      { rule: RATE_RULES.contactPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const message = await sendContactMessage(req, data)
    return Response.json({ ok: true, id: message.id }, { status: 201 })
  }),
}
