import type { Payload } from 'payload'

import type { Application } from '@/payload-types'

import type { ApplicationInput } from './schema'

/** A second submission from the same address this soon after the first is the same application. */
export const REPEAT_WINDOW_MS = 60_000

/**
 * Stores an application, or refreshes the one the same address sent less than a minute ago (a
 * double submit, or a retry after an answer that got lost on the way), so the owner never reads
 * the same application twice.
 *
 * The latest application of each address carries the address in its unique `dedupeKey`; an older
 * one gives the key up when a new application arrives. So two submissions racing each other
 * cannot both insert: the database refuses the second, which then refreshes the first.
 */
export async function saveApplication(
  payload: Payload,
  input: ApplicationInput,
): Promise<{ application: Application; created: boolean }> {
  const data = { ...input, phone: input.phone ?? null }
  const findLatest = async () =>
    (
      await payload.find({
        collection: 'applications',
        where: { dedupeKey: { equals: input.email } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const refresh = (id: number) =>
    payload.update({ collection: 'applications', id, data, overrideAccess: true })

  const latest = await findLatest()
  if (latest) {
    if (Date.now() - new Date(latest.createdAt).getTime() < REPEAT_WINDOW_MS) {
      return { application: await refresh(latest.id), created: false }
    }
    await payload.update({
      collection: 'applications',
      id: latest.id,
      data: { dedupeKey: null },
      overrideAccess: true,
    })
  }
  try {
    const application = await payload.create({
      collection: 'applications',
      data: { ...data, status: 'new', dedupeKey: input.email },
      overrideAccess: true,
    })
    return { application, created: true }
  } catch (error) {
    const winner = await findLatest()
    if (!winner) throw error
    return { application: await refresh(winner.id), created: false }
  }
}
