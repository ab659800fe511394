import type { Endpoint } from 'payload'

import { submitApplication } from '@/applications/operations/submitApplication'
import { applicationSchema } from '@/applications/schema'
import { handled } from '@/core/operation'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/applications: the mentorship application (§7). It is stored first, then its e-mails
 * are queued, so mail trouble never loses an application. A repeat within a minute refreshes the
 * stored answers and sends nothing again. /api/applications is also the collection's REST route,
 * so this is attached to the collection (its endpoints come before Payload's built-in create).
 */
export const applicationsEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, applicationSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.applicationPerAddress, subject: data.email },
      { rule: RATE_RULES.applicationPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const { application, created } = await submitApplication(req, data)
    return Response.json({ ok: true, id: application.id, created }, { status: created ? 201 : 200 })
  }),
}
