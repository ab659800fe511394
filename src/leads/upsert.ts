import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Lead, WaitlistEntry } from '@/payload-types'
import { inTransaction, lockUntilCommit } from '@/utilities/transaction'

import type { LeadInput, WaitlistInput } from './schema'

const newToken = () => randomBytes(24).toString('base64url')

/**
 * Serialises, until `req`'s transaction ends, everything that writes an address's sign-up rows:
 * the refreshes below and the welcome's check and stamp (src/email/welcome.ts). Payload writes a
 * whole row on update, so a refresh running alongside the stamp would put `welcomedAt` back to
 * empty, and the address could be welcomed again.
 */
export const lockAddress = (payload: Payload, email: string, req: PayloadRequest) =>
  lockUntilCommit(payload, `sign-up:${email}`, req)

/**
 * One lead per e-mail and source: a repeat submission refreshes the row (name, quiz result and
 * answers, last seen) instead of adding one. Simultaneous submissions for an address take turns,
 * so they end up on the same row.
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
  return inTransaction(payload, async (req) => {
    await lockAddress(payload, input.email, req)
    const { docs } = await payload.find({
      collection: 'leads',
      where: { and: [{ email: { equals: input.email } }, { source: { equals: input.source } }] },
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (docs[0]) {
      const lead = await payload.update({
        collection: 'leads',
        id: docs[0].id,
        data: refresh,
        overrideAccess: true,
        req,
      })
      return { lead, created: false }
    }
    const lead = await payload.create({
      collection: 'leads',
      data: { email: input.email, source: input.source, ...refresh, unsubscribeToken: newToken() },
      overrideAccess: true,
      req,
    })
    return { lead, created: true }
  })
}

/** One waitlist entry per e-mail and program, refreshed on a repeat (in turns, as above). */
export async function upsertWaitlistEntry(
  payload: Payload,
  input: WaitlistInput,
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const refresh = { name: input.name, ...(input.source ? { source: input.source } : {}) }
  return inTransaction(payload, async (req) => {
    await lockAddress(payload, input.email, req)
    const { docs } = await payload.find({
      collection: 'waitlist-entries',
      where: { and: [{ email: { equals: input.email } }, { program: { equals: input.program } }] },
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (docs[0]) {
      const entry = await payload.update({
        collection: 'waitlist-entries',
        id: docs[0].id,
        data: refresh,
        overrideAccess: true,
        req,
      })
      return { entry, created: false }
    }
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
      req,
    })
    return { entry, created: true }
  })
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
