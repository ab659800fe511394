import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/commerce/stripe'
import type { Workshop } from '@/payload-types'

import { releaseExpiredHolds } from './capacity'
import { scheduleLabels } from './view'

/**
 * The page's address after checkout, telling it to show how the registration went. Session ids
 * (Stripe's cs_..., ours demo_cs_...) are URL-safe, and Stripe fills in {CHECKOUT_SESSION_ID}.
 */
export const confirmationPath = (slug: string, sessionId: string) =>
  `/workshop/${slug}?registration=confirmed&session_id=${sessionId}`

export const demoCheckoutPath = (slug: string, sessionId: string) =>
  `/workshop/${slug}/test-checkout?session=${sessionId}`

type SessionInput = {
  workshop: Pick<Workshop, 'title' | 'slug' | 'date' | 'date_tz' | 'durationMinutes' | 'location'>
  priceInCents: number
  registrationId: number
  email: string
  expiresAt: Date
  origin: string
}

/** One seat at the CMS price, paid by card, for her address; the metadata leads back here. */
export function checkoutSessionParams({
  workshop,
  priceInCents,
  registrationId,
  email,
  expiresAt,
  origin,
}: SessionInput): Stripe.Checkout.SessionCreateParams {
  const { dateLabel, timeLabel } = scheduleLabels(workshop)
  const metadata = {
    kind: 'workshop',
    registrationId: String(registrationId),
    workshopSlug: workshop.slug,
  }
  return {
    mode: 'payment',
    allowed_payment_method_types: ['card'],
    customer_email: email,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: priceInCents,
          product_data: {
            name: `${workshop.title} (live workshop)`,
            description: `${dateLabel}, ${timeLabel}. ${workshop.location}`,
          },
        },
      },
    ],
    metadata,
    // The charge carries it too, so a refund can be traced back to the registration.
    payment_intent_data: { metadata },
    success_url: `${origin}${confirmationPath(workshop.slug, '{CHECKOUT_SESSION_ID}')}`,
    cancel_url: `${origin}/workshop/${workshop.slug}`,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  }
}

export const newDemoSessionId = () => `demo_cs_${randomBytes(24).toString('base64url')}`

/**
 * Gives back the spots of unpaid holds whose time is up (the housekeeping job), and closes their
 * Stripe checkout pages, which Stripe keeps open longer than our hold: a late payment must not
 * take a seat that has gone to someone else.
 */
export async function releaseExpiredHoldsAndCheckouts(req: PayloadRequest) {
  const released = await releaseExpiredHolds(req)
  const stripe = await getStripe()
  for (const hold of released) {
    if (!stripe || hold.mode !== 'stripe' || !hold.checkout_session_id) continue
    try {
      await stripe.checkout.sessions.expire(hold.checkout_session_id)
    } catch {
      // Completed a moment ago (its webhook marks it paid) or already closed: nothing to do.
    }
  }
  return released
}
