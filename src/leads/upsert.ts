import { randomBytes } from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { Lead, WaitlistEntry } from '@/payload-types'

import type { LeadInput, WaitlistInput } from './schema'

const newToken = () => randomBytes(24).toString('base64url')

/**
 * One lead per e-mail and source: a repeat submission refreshes the row (name, quiz result and
 * answers, last seen) instead of adding one. Two submissions racing each other both end up on the
 * same row, because the database's unique (email, source) index turns the loser into an update.
 */
export async function upsertLead(
  payload: Payload,
  input: LeadInput,
): Promise<{ lead: Lead; created: boolean }> {
  const refresh = {
    ...(input.name ? { name: input.name } : {}),
    ...(input.quizResult ? { quizResult: input.quizResult } : {}),
    ...(input.quizAnswers ? { quizAnswers: input.quizAnswers } : {}),
    lastSeenAt: new Date().toISOString(),
  }
  const find = () =>
    payload.find({
      collection: 'leads',
      where: { and: [{ email: { equals: input.email } }, { source: { equals: input.source } }] },
      limit: 1,
      overrideAccess: true,
    })
  const update = (id: number) =>
    payload.update({ collection: 'leads', id, data: refresh, overrideAccess: true })

  const existing = (await find()).docs[0]
  if (existing) return { lead: await update(existing.id), created: false }
  try {
    const lead = await payload.create({
      collection: 'leads',
      data: { email: input.email, source: input.source, ...refresh, unsubscribeToken: newToken() },
      overrideAccess: true,
    })
    return { lead, created: true }
  } catch (error) {
    const winner = (await find()).docs[0]
    if (!winner) throw error
    return { lead: await update(winner.id), created: false }
  }
}

/** One waitlist entry per e-mail and program, refreshed on a repeat. */
export async function upsertWaitlistEntry(
  payload: Payload,
  input: WaitlistInput,
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const find = () =>
    payload.find({
      collection: 'waitlist-entries',
      where: { and: [{ email: { equals: input.email } }, { program: { equals: input.program } }] },
      limit: 1,
      overrideAccess: true,
    })
  const refresh = { name: input.name, ...(input.source ? { source: input.source } : {}) }
  const update = (id: number) =>
    payload.update({ collection: 'waitlist-entries', id, data: refresh, overrideAccess: true })

  const existing = (await find()).docs[0]
  if (existing) return { entry: await update(existing.id), created: false }
  try {
    const entry = await payload.create({
      collection: 'waitlist-entries',
      data: {
        ...refresh,
        email: input.email,
        program: input.program,
        status: 'active',
        unsubscribeToken: newToken(),
      },
      overrideAccess: true,
    })
    return { entry, created: true }
  } catch (error) {
    const winner = (await find()).docs[0]
    if (!winner) throw error
    return { entry: await update(winner.id), created: false }
  }
}

/** Whether this address has asked for no more marketing e-mail, from any list. */
export async function isUnsubscribed(payload: Payload, email: string): Promise<boolean> {
  const where: Where = { and: [{ email: { equals: email } }, { unsubscribed: { equals: true } }] }
  const [leads, waitlist] = await Promise.all([
    payload.count({ collection: 'leads', where, overrideAccess: true }),
    payload.count({ collection: 'waitlist-entries', where, overrideAccess: true }),
  ])
  return leads.totalDocs + waitlist.totalDocs > 0
}

/** Unsubscribes the address behind a token from every list; false when the token is unknown. */
export async function unsubscribeByToken(payload: Payload, token: string): Promise<boolean> {
  const where = { unsubscribeToken: { equals: token } }
  const [lead, entry] = await Promise.all([
    payload.find({ collection: 'leads', where, limit: 1, overrideAccess: true }),
    payload.find({ collection: 'waitlist-entries', where, limit: 1, overrideAccess: true }),
  ])
  const email = lead.docs[0]?.email ?? entry.docs[0]?.email
  if (!email) return false
  const data = { unsubscribed: true }
  await payload.update({
    collection: 'leads',
    where: { email: { equals: email } },
    data,
    overrideAccess: true,
  })
  await payload.update({
    collection: 'waitlist-entries',
    where: { email: { equals: email } },
    data,
    overrideAccess: true,
  })
  return true
}
