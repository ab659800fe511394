import type { Endpoint } from 'payload'

import { contactMessageSchema } from '@/contact/schema'
import { ownerAddresses, queueEmail } from '@/jobs/queueEmail'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'
import { getServerSideURL } from '@/utilities/getURL'
import { inTransaction } from '@/utilities/transaction'

import { readJson } from './utilities/readJson'

/**
 * POST /api/contact {name, email, message}: stores the message and queues the owner's
 * notification in one transaction, so a message is never kept without the owner hearing of it
 * (nor she told of one that is not there).
 */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, contactMessageSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.contactPerAddress, subject: data.email },
      { rule: RATE_RULES.contactPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const { payload } = req
    const message = await inTransaction(payload, async (transaction) => {
      const stored = await payload.create({
        collection: 'contact-messages',
        data: { ...data, status: 'new' },
        overrideAccess: true,
        req: transaction,
      })
      const link = `${getServerSideURL()}/admin/collections/contact-messages/${stored.id}`
      for (const to of await ownerAddresses(payload)) {
        await queueEmail(
          payload,
          {
            to,
            replyTo: data.email,
            subject: `New message from ${data.name}`,
            text: `${data.name} <${data.email}> wrote:\n\n${data.message}\n\nOpen it in the admin: ${link}`,
          },
          transaction,
        )
      }
      return stored
    })
    return Response.json({ ok: true, id: message.id }, { status: 201 })
  },
}
