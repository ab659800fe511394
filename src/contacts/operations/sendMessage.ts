import type { PayloadRequest } from 'payload'

import type { ContactMessageInput } from '@/contacts/messageSchema'
import { asSystem, inOperation } from '@/core/operation'
import { ownerAddresses, queueEmail } from '@/jobs/queueEmail'
import type { ContactMessage } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'

import { recordOptIn } from '../consent'
import { CONTACT_SOURCES } from '../constants'

/**
 * POST /api/contact {name, email, message}: stores the message (linked to her contact) and queues
 * the owner's notification in one transaction, so a message is never kept without the owner
 * hearing of it (nor she told of one that is not there).
 */
export async function sendContactMessage(
  req: PayloadRequest,
  input: ContactMessageInput,
): Promise<ContactMessage> {
  return inOperation(req, async (req) => {
    const { payload } = req
    const { marketingConsent, ...message } = input
    const stored = await payload.create({
      collection: 'contact-messages',
      data: { ...message, status: 'new' },
      depth: 0,
      req,
      ...asSystem('publicSignUp'),
    })
    const link = `${getServerSideURL()}/admin/collections/contact-messages/${stored.id}`
    for (const to of await ownerAddresses(payload)) {
      await queueEmail(
        payload,
        {
          to,
          replyTo: input.email,
          subject: `New message from ${input.name}`,
          text: `${input.name} <${input.email}> wrote:\n\n${input.message}\n\nOpen it in the admin: ${link}`,
        },
        req,
      )
    }
    await recordOptIn(
      req,
      { email: input.email, name: input.name, source: CONTACT_SOURCES.contactForm },
      marketingConsent,
    )
    return stored
  })
}
