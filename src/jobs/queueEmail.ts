import type { Payload } from 'payload'

type Email = { to: string; subject: string; text: string; html?: string; replyTo?: string }

/** Queues an e-mail and starts sending it now; the cron in payload.config retries failures. */
export async function queueEmail(payload: Payload, email: Email) {
  const job = await payload.jobs.queue({ task: 'sendEmail', input: email })
  void payload.jobs.runByID({ id: job.id }).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `e-mail job ${job.id} failed; it will be retried` })
  })
  return job
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
