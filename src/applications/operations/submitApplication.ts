import type { PayloadRequest } from 'payload'

import { countBusinessEvent } from '@/analytics/count'
import { lockAddress } from '@/contacts/record'
import { asSystem, inOperation } from '@/core/operation'
import type { Application } from '@/payload-types'

import { queueApplicationEmails } from '../emails'
import type { ApplicationInput } from '../schema'

/** A second submission from the same address this soon after the first is the same application. */
export const REPEAT_WINDOW_MS = 60_000

/**
 * POST /api/applications: stores an application, or refreshes the one the same address sent less
 * than a minute ago (a double submit, or a retry after an answer that got lost on the way), so
 * the owner never reads the same application twice. Submissions for one address take turns under
 * its lock; the latest application of each address also carries the address in its unique
 * `dedupeKey`, so the database itself refuses a second "latest". The e-mails are queued after
 * the application is stored, so mail trouble never loses one.
 */
export async function submitApplication(
  req: PayloadRequest,
  input: ApplicationInput,
): Promise<{ application: Application; created: boolean }> {
  const saved = await inOperation(req, async (req) => {
    const system = { depth: 0, req, ...asSystem('publicSignUp') } as const
    const data = { ...input, phone: input.phone ?? null }
    await lockAddress(req, input.email)
    const { docs } = await req.payload.find({
      collection: 'applications',
      where: { dedupeKey: { equals: input.email } },
      limit: 1,
      ...system,
    })
    const latest = docs[0]
    if (latest) {
      if (Date.now() - new Date(latest.createdAt).getTime() < REPEAT_WINDOW_MS) {
        const application = await req.payload.update({
          collection: 'applications',
          id: latest.id,
          data,
          ...system,
        })
        return { application, created: false }
      }
      await req.payload.update({
        collection: 'applications',
        id: latest.id,
        data: { dedupeKey: null },
        ...system,
      })
    }
    const application = await req.payload.create({
      collection: 'applications',
      data: { ...data, status: 'new', dedupeKey: input.email },
      ...system,
    })
    await countBusinessEvent(req, 'application', { contact: application.contact })
    return { application, created: true }
  })
  if (saved.created) await queueApplicationEmails(req.payload, saved.application)
  return saved
}
