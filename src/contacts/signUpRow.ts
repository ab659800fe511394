import type { PayloadRequest, Where } from 'payload'

import { asSystem } from '@/core/operation'

import { lockAddress, recordContact } from './record'

type SignUpCollection = 'leads' | 'waitlist-entries'

/**
 * One row per address and list (a lead per source, a waitlist entry per program): a repeat
 * sign-up refreshes her row, and her contact, instead of adding one. Runs under the address's
 * lock in the caller's transaction, so simultaneous sign-ups end up on the same row. A new row
 * records its contact through its `contact` field.
 */
export async function refreshOrCreateSignUp<Slug extends SignUpCollection>(
  req: PayloadRequest,
  {
    collection,
    email,
    name,
    source,
    where,
    refresh,
    create,
  }: {
    collection: Slug
    email: string
    name?: string
    /** The contact's source for this list. */
    source: string
    where: Where
    refresh: Record<string, unknown>
    create: Record<string, unknown>
  },
) {
  await lockAddress(req, email)
  const system = { depth: 0, req, ...asSystem('publicSignUp') } as const
  const { docs } = await req.payload.find({ collection, where, limit: 1, ...system })
  const existing = docs[0]
  if (existing) {
    await recordContact(req, { email, name, source })
    const row = await req.payload.update({
      collection,
      id: existing.id,
      data: refresh,
      ...system,
    } as Parameters<typeof req.payload.update>[0])
    return { row: row as (typeof docs)[number], created: false }
  }
  const row = await req.payload.create({
    collection,
    data: { ...create, ...refresh },
    ...system,
  } as Parameters<typeof req.payload.create>[0])
  return { row: row as (typeof docs)[number], created: true }
}
