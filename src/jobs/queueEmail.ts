import type { Payload, PayloadRequest } from 'payload'

type Email = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** Marks marketing e-mail: sent only while the address is subscribed. */
  unsubscribeURL?: string
}

/**
 * Queues an e-mail. The web server's job runner sends it within seconds (payload.config: every
 * 5 s, never overlapping itself); starting it here as well would let two runners pick up the
 * same job and send it twice.
 */
export function queueEmail(payload: Payload, email: Email, req?: PayloadRequest) {
  // With a transaction's req, the e-mail is queued only if the transaction commits.
  return payload.jobs.queue({ task: 'sendEmail', input: email, req })
}

/** The owner's addresses: every account with the admin role. */
export async function ownerAddresses(payload: Payload): Promise<string[]> {
  const owners = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 10,
    pagination: false,
    select: { email: true },
  })
  return owners.docs.map((owner) => owner.email)
}
