import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import type { Contact } from '@/payload-types'
import { lockUntilCommit } from '@/utilities/transaction'

import type { ContactStatus } from './constants'
import { normaliseEmail } from './emailAddress'
import { refusalStatus, suppressionOf } from './suppression'

const newUnsubscribeToken = () => randomBytes(24).toString('base64url')

/**
 * Serialises, until `req`'s transaction ends, everything that writes an address's rows: her
 * contact, her sign-up rows and the welcome's check and stamp (src/email/welcome.ts). Payload
 * writes a whole row on update, so two writers interleaving could put a field back.
 */
export const lockAddress = (req: PayloadRequest, email: string) =>
  lockUntilCommit(req.payload, `sign-up:${normaliseEmail(email)}`, req)

type Sighting = {
  email: string
  name?: string | null
  /** What brought her: a lead source, `waitlist:<program>`, `purchase`, … */
  source: string
  /** Moves her status forward (a purchase makes her a customer); never backward. */
  status?: ContactStatus
}

/**
 * The one contact for an address, created on first sight and refreshed after: her latest name,
 * last seen, and every source she came through. Runs in `req`'s transaction under the address's
 * lock, so simultaneous submissions for one address find the same contact. Recording who she is
 * is a system action: the visitor who signs up cannot be given write access to contacts.
 */
export async function recordContact(req: PayloadRequest, sighting: Sighting): Promise<Contact> {
  const email = normaliseEmail(sighting.email)
  const now = new Date().toISOString()
  await lockAddress(req, email)
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('recordContact'),
  })
  const existing = docs[0]
  // Status history is written by the contacts hook (src/contacts/hooks.ts), whoever changes it.
  const statusChange =
    sighting.status === 'customer' && existing?.status !== 'customer'
      ? { status: 'customer' as const }
      : {}
  if (!existing) {
    // A suppressed address (her contact was deleted) starts as what its suppression says.
    const refused = await suppressionOf(req, email)
    return req.payload.create({
      collection: 'contacts',
      data: {
        email,
        name: sighting.name || undefined,
        sources: [sighting.source],
        firstSeenAt: now,
        lastSeenAt: now,
        // Nobody is on her list for being seen: a form that asks records her yes (consent.ts).
        subscribed: false,
        marketingStatus: refused ? refusalStatus(refused) : 'never_asked',
        unsubscribeToken: newUnsubscribeToken(),
        status: 'new',
        ...statusChange,
      },
      depth: 0,
      req,
      ...asSystem('recordContact'),
    })
  }
  const sources = existing.sources ?? []
  return req.payload.update({
    collection: 'contacts',
    id: existing.id,
    data: {
      lastSeenAt: now,
      ...(sighting.name ? { name: sighting.name } : {}),
      ...(sources.includes(sighting.source) ? {} : { sources: [...sources, sighting.source] }),
      ...statusChange,
    },
    depth: 0,
    req,
    ...asSystem('recordContact'),
  })
}

/** Her contact, if she has one (a system read: used to decide what mail she gets). */
export async function findContact(req: PayloadRequest, email: string): Promise<Contact | null> {
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { email: { equals: normaliseEmail(email) } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('recordContact'),
  })
  return docs[0] ?? null
}
