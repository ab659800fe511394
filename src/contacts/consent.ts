import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import type { Contact } from '@/payload-types'
import { consentSettings } from '@/settings/consent'

import type { ConsentMethod } from './constants'
import { normaliseEmail } from './emailAddress'
import { recordContact } from './record'
import { suppress, suppressionOf, type SuppressionReason } from './suppression'

/** The proof of her yes to marketing e-mail: where, when, the words she saw, how. */
export type ConsentProof = {
  /** The form (a lead source, `waitlist:<program>`, `checkout`, …) or `import:<platform>`. */
  source: string
  words: string
  method: ConsentMethod
  /** When she agreed; now by default (an import carries the date she agreed elsewhere). */
  at?: string
}

/**
 * Her yes to marketing e-mail, recorded with its proof on her contact (made if she has none): she
 * joins the list, or, with double opt-in, waits for her click on the confirmation (then
 * `confirmConsent`). A contact already subscribed keeps the proof of her first yes; one who said
 * no, or whose address is suppressed, stays as she is.
 */
export async function giveConsent(
  req: PayloadRequest,
  person: { email: string; name?: string | null; source: string },
  proof: ConsentProof,
  { awaitConfirmation = false }: { awaitConfirmation?: boolean } = {},
): Promise<Contact> {
  const contact = await recordContact(req, person)
  // Only someone who has not answered yet: see contactUpsertCtes for why a form never puts back
  // a no (she subscribes again from the link in any of her e-mails).
  const unanswered = ['never_asked', 'awaiting_confirmation'].includes(contact.marketingStatus)
  if (!unanswered || (await suppressionOf(req, contact.email))) return contact
  return req.payload.update({
    collection: 'contacts',
    id: contact.id,
    data: {
      marketingStatus: awaitConfirmation ? 'awaiting_confirmation' : 'subscribed',
      subscriptionChangedAt: new Date().toISOString(),
      subscriptionChangedVia: 'sign-up',
      consent: {
        source: proof.source,
        at: proof.at ?? new Date().toISOString(),
        words: proof.words,
        method: awaitConfirmation ? 'double' : proof.method,
        confirmedAt: null,
      },
    },
    depth: 0,
    req,
    ...asSystem('mailingConsent'),
  })
}

/** Her click on the confirmation e-mail: a waiting yes becomes a subscription. */
export async function confirmConsent(req: PayloadRequest, contact: Contact): Promise<Contact> {
  if (contact.marketingStatus !== 'awaiting_confirmation') return contact
  const now = new Date().toISOString()
  return req.payload.update({
    collection: 'contacts',
    id: contact.id,
    data: {
      marketingStatus: 'subscribed',
      subscriptionChangedAt: now,
      subscriptionChangedVia: 'confirmed',
      consent: { ...contact.consent, method: 'double', confirmedAt: now },
    },
    depth: 0,
    req,
    ...asSystem('mailingConsent'),
  })
}

const REFUSALS = {
  bounced: { status: 'bounced', via: 'bounce' },
  complained: { status: 'complained', via: 'complaint' },
  unsubscribed: { status: 'unsubscribed', via: 'unsubscribe-link' },
} as const

/**
 * Marketing e-mail stops for an address, for good: she unsubscribed, her address refused mail for
 * good (a hard bounce), or she reported a message as spam. Her contact (if any) says why, and the
 * address goes on the suppression list, which outlives her contact.
 */
export async function refuseMarketing(
  req: PayloadRequest,
  email: string,
  reason: Exclude<SuppressionReason, 'erased'>,
): Promise<void> {
  await suppress(req, email, reason)
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { email: { equals: normaliseEmail(email) } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('mailingConsent'),
  })
  const contact = docs[0]
  if (!contact) return
  const { status, via } = REFUSALS[reason]
  if (contact.marketingStatus === status) return
  await req.payload.update({
    collection: 'contacts',
    id: contact.id,
    data: {
      marketingStatus: status,
      subscriptionChangedAt: new Date().toISOString(),
      subscriptionChangedVia: via,
    },
    depth: 0,
    req,
    ...asSystem('mailingConsent'),
  })
}

/**
 * The yes a subscribing form records (the meditation, the quiz, the waitlist): the line under its
 * button, as she set it in Site settings, and whether she asked for confirmation by e-mail.
 */
export async function signUpConsent(req: PayloadRequest, source: string) {
  const settings = await consentSettings(req.payload, req)
  return {
    source,
    words: settings.consentLine,
    method: 'single' as const,
    awaitConfirmation: settings.doubleOptIn,
  }
}

/**
 * The yes of a form that does not subscribe her unless she ticks its box (checkout, workshop,
 * application, contact form): the box's words, as she set them.
 */
export async function optInConsent(req: PayloadRequest, source: string): Promise<ConsentProof> {
  const settings = await consentSettings(req.payload, req)
  return { source, words: settings.optInLabel, method: 'single' }
}

/**
 * What a form with the unticked box records: her yes, with its proof, only when she ticked it
 * (`ticked` true); otherwise nothing about her subscription changes. In `req`'s transaction.
 */
export async function recordOptIn(
  req: PayloadRequest,
  person: { email: string; name?: string | null; source: string },
  ticked: boolean | undefined,
): Promise<void> {
  if (ticked !== true) return
  await giveConsent(req, person, await optInConsent(req, person.source))
}
