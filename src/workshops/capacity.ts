import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { revalidateTargets, WORKSHOP_PAGES } from '@/content/revalidate'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { HOLD_GRACE_MINUTES } from './constants'

/*
 * A workshop's `current_registrations` counts the spots held by pending and paid registrations.
 * Every change to it is one SQL statement, so the check and the change cannot be split by another
 * visitor: the last spot goes to exactly one of any number of simultaneous registrations, and a
 * hold released twice (Stripe retries) frees one spot. Each change also refreshes the cached pages
 * that show the spots left, in every web process, once it commits (src/content/revalidate.ts).
 */

type Statement = Parameters<typeof queryRows>[1]

/**
 * Takes one spot if the workshop is open (active, not started) and not full. False means no spot
 * was taken; the caller reads the workshop again to say why.
 */
export async function takeSpot(req: PayloadRequest, workshopId: number): Promise<boolean> {
  const taken = await writeAsSystem<{ id: number }>(
    'publicCheckout',
    req.payload,
    sql`update workshops
        set current_registrations = current_registrations + 1, updated_at = now()
        where id = ${workshopId}
          and is_active is not false
          and date > now()
          and current_registrations < max_participants
        returning id`,
    req,
  )
  if (taken.length === 1) await revalidateTargets(req, WORKSHOP_PAGES)
  return taken.length === 1
}

/** Gives spots back (or takes them unconditionally, for a payment that has already happened). */
export async function adjustSpots(req: PayloadRequest, workshopId: number, delta: number) {
  await writeAsSystem(
    'paymentWebhook',
    req.payload,
    sql`update workshops
        set current_registrations = greatest(current_registrations + ${delta}, 0),
            updated_at = now()
        where id = ${workshopId}`,
    req,
  )
  await revalidateTargets(req, WORKSHOP_PAGES)
}

type Release = {
  from: 'pending' | 'paid'
  to: 'expired' | 'refunded'
  /** Which registrations, as a SQL condition on `workshop_registrations`. */
  where: Statement
}

type Released = {
  id: number
  participant_email: string
  amount_paid_in_cents: number | null
  mode: 'stripe' | 'demo'
  checkout_session_id: string | null
}

/**
 * Moves registrations from a status that holds a spot to one that does not, and gives their spots
 * back, in one statement. Returns the registrations it moved: none when another call got there
 * first.
 */
async function release(req: PayloadRequest, { from, to, where }: Release): Promise<Released[]> {
  const released = await writeAsSystem<Released>(
    'housekeeping',
    req.payload,
    sql`with released as (
          update workshop_registrations
          set payment_status = ${to}, updated_at = now()
          where payment_status = ${from} and (${where})
          returning id, workshop_id, participant_email, amount_paid_in_cents, mode,
                    checkout_session_id
        ),
        per_workshop as (
          select workshop_id, count(*)::int as spots from released group by workshop_id
        ),
        freed as (
          update workshops
          set current_registrations = greatest(current_registrations - per_workshop.spots, 0),
              updated_at = now()
          from per_workshop
          where workshops.id = per_workshop.workshop_id
        )
        select id, participant_email, amount_paid_in_cents, mode, checkout_session_id
        from released`,
    req,
  )
  if (released.length) await revalidateTargets(req, WORKSHOP_PAGES)
  return released
}

/** An unpaid registration whose checkout ended (expired, failed to open, or replaced). */
export const releaseHold = (
  req: PayloadRequest,
  registrationId: number,
  checkoutSessionId?: string,
) =>
  release(req, {
    from: 'pending',
    to: 'expired',
    where: checkoutSessionId
      ? sql`id = ${registrationId} and (checkout_session_id is null or checkout_session_id = ${checkoutSessionId})`
      : sql`id = ${registrationId}`,
  })

/**
 * Holds whose checkout can no longer be paid, in every workshop: their expiry has passed, plus a
 * few minutes for a payment Stripe was finishing at that moment. The housekeeping job runs this
 * every minute, so a spot is never lost because an "expired" webhook did not arrive (or, in demo
 * mode, never exists).
 */
export const releaseExpiredHolds = (req: PayloadRequest, graceMinutes = HOLD_GRACE_MINUTES) =>
  release(req, {
    from: 'pending',
    to: 'expired',
    where: sql`expires_at < now() - make_interval(mins => ${graceMinutes})`,
  })

/** A refunded payment gives its spot back. */
export const releaseRefunded = (req: PayloadRequest, paymentIntentId: string) =>
  release(req, {
    from: 'paid',
    to: 'refunded',
    where: sql`payment_intent_id = ${paymentIntentId}`,
  })

export type PaidRegistration = {
  id: number
  workshop_id: number
  participant_email: string
  participant_name: string | null
  amount_paid_in_cents: number
  previous_status: 'pending' | 'expired'
}

/**
 * Marks a registration paid, once: the row is locked, and only a pending or expired registration
 * of this checkout session changes. Nothing comes back when it was already paid.
 */
export async function markPaid(
  req: PayloadRequest,
  {
    registrationId,
    checkoutSessionId,
    amountPaidInCents,
    paymentIntentId,
  }: {
    registrationId: number
    checkoutSessionId: string
    amountPaidInCents: number
    paymentIntentId: string | null
  },
): Promise<PaidRegistration | undefined> {
  const [paid] = await writeAsSystem<PaidRegistration>(
    'paymentWebhook',
    req.payload,
    sql`with before as (
          select id, payment_status from workshop_registrations
          where id = ${registrationId}
            and (checkout_session_id is null or checkout_session_id = ${checkoutSessionId})
          for update
        )
        update workshop_registrations as registration
        set payment_status = 'paid',
            amount_paid_in_cents = ${amountPaidInCents},
            payment_intent_id = coalesce(${paymentIntentId}, registration.payment_intent_id),
            checkout_session_id = ${checkoutSessionId},
            paid_at = now(),
            updated_at = now()
        from before
        where registration.id = before.id and before.payment_status in ('pending', 'expired')
        returning registration.id, registration.workshop_id, registration.participant_email,
                  registration.participant_name, registration.amount_paid_in_cents,
                  before.payment_status as previous_status`,
    req,
  )
  return paid
}
