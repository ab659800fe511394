import type { Payload } from 'payload'

import { asSystem } from '@/core/operation'

import { normaliseEmail } from '@/contacts/emailAddress'

/** Whether marketing e-mail may go to this address: her contact's one subscription flag. */
export async function isUnsubscribed(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'contacts',
    where: {
      and: [{ email: { equals: normaliseEmail(email) } }, { subscribed: { equals: false } }],
    },
    ...asSystem('emailDelivery'),
  })
  return totalDocs > 0
}
