import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { getStripe, PAYMENTS_NOT_SET_UP, paymentMode } from '@/commerce/stripe'
import { AppError } from '@/core/errors'
import { clientAddress } from '@/security/clientAddress'
import type { Offer, Workshop, WorkshopRegistration } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'
import { queryRows } from '@/utilities/sql'
import { lockUntilCommit } from '@/utilities/transaction'

import { releaseHold, takeSpot } from '../capacity'
import { demoCheckoutPath, newDemoSessionId, checkoutSessionParams } from '../checkout'
import {
  HOLD_MINUTES,
  HOLDS_PER_CLIENT,
  STRIPE_CHECKOUT_MINUTES,
  WORKSHOP_MESSAGES,
} from '../constants'
import type { WorkshopRegistrationInput } from '../schema'
import { workshopStatus } from '../view'
import { countBusinessEvent } from '@/analytics/count'
import { asSystem, inOperation } from '@/core/operation'
import { recordOptIn } from '@/contacts/consent'
import { CONTACT_SOURCES } from '@/contacts/constants'

async function findWorkshop(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'workshops',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    ...asSystem('publicCheckout'),
  })
  return docs[0]
}

function refusalFor(workshop: Workshop, now = new Date()): AppError | null {
  const status = workshopStatus(workshop, now)
  if (status === 'over') return new AppError('gone', WORKSHOP_MESSAGES.over)
  if (status === 'closed') return new AppError('conflict', WORKSHOP_MESSAGES.closed)
  if (status === 'sold-out') return new AppError('conflict', WORKSHOP_MESSAGES.soldOut)
  return null
}

/**
 * An unpaid attempt by the same address is replaced rather than left holding a second spot; its
 * Stripe checkout is closed so it cannot be paid as well.
 */
async function replaceEarlierAttempts(req: PayloadRequest, workshopId: number, email: string) {
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'workshop-registrations',
    where: {
      and: [
        { workshop: { equals: workshopId } },
        { participantEmail: { equals: email } },
        { paymentStatus: { equals: 'pending' } },
      ],
    },
    depth: 0,
    limit: 10,
    ...asSystem('publicCheckout'),
  })
  for (const earlier of docs) {
    if (earlier.mode === 'stripe' && earlier.checkoutSessionId) {
      try {
        const stripe = await getStripe()
        await stripe?.checkout.sessions.expire(earlier.checkoutSessionId)
      } catch {
        // Already expired or completed: if it was paid, its webhook marks it paid anyway.
        continue
      }
    }
    await releaseHold(req, earlier.id)
  }
}

async function alreadyPaid(payload: Payload, workshopId: number, email: string) {
  const { totalDocs } = await payload.count({
    collection: 'workshop-registrations',
    where: {
      and: [
        { workshop: { equals: workshopId } },
        { participantEmail: { equals: email } },
        { paymentStatus: { equals: 'paid' } },
      ],
    },
    ...asSystem('publicCheckout'),
  })
  return totalDocs > 0
}

/**
 * Holds one spot for her, or says why not. One unpaid hold per address and HOLDS_PER_CLIENT per
 * client: without them a stranger filled a workshop with unpaid holds and turned buyers away. A
 * pending registration counts until the housekeeping job has released it, past its expiry too:
 * its spot is taken until then. The counts, the spot and the registration are one transaction
 * under per-address and per-client locks, so simultaneous requests cannot slip past the caps.
 */
async function holdSpot(
  req: PayloadRequest,
  {
    workshop,
    priceInCents,
    input,
    client,
    mode,
  }: {
    workshop: Workshop
    priceInCents: number
    input: WorkshopRegistrationInput
    client: string
    mode: 'stripe' | 'demo'
  },
): Promise<
  | { refused: 'client' | 'address' | 'full'; message: string }
  | { refused?: never; registration: WorkshopRegistration; expiresAt: Date }
> {
  // Committed before Stripe is asked (a network call must not hold a transaction open): the spot
  // is hers while she pays; if Stripe fails, the hold is released below.
  return inOperation(req, async (req) => {
    const { payload } = req
    await lockUntilCommit(payload, `hold:client:${client}`, req)
    await lockUntilCommit(payload, `hold:email:${input.email}`, req)
    const [live] = await queryRows<{ by_client: number; by_address: number }>(
      payload,
      sql`select count(*) filter (where client_address = ${client})::int as by_client,
                 count(*) filter (where participant_email = ${input.email}
                                    and workshop_id = ${workshop.id})::int as by_address
          from workshop_registrations
          where payment_status = 'pending'`,
      req,
    )
    if ((live?.by_address ?? 0) > 0) {
      return { refused: 'address', message: WORKSHOP_MESSAGES.holdPending } as const
    }
    if ((live?.by_client ?? 0) >= HOLDS_PER_CLIENT) {
      return { refused: 'client', message: WORKSHOP_MESSAGES.tooManyHolds } as const
    }
    if (!(await takeSpot(req, workshop.id))) {
      return { refused: 'full', message: WORKSHOP_MESSAGES.soldOut } as const
    }
    const expiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000)
    const registration = await payload.create({
      collection: 'workshop-registrations',
      data: {
        workshop: workshop.id,
        workshopTitle: workshop.title,
        participantName: input.name,
        participantEmail: input.email,
        paymentStatus: 'pending',
        priceInCents,
        mode,
        registrationDate: new Date().toISOString(),
        expiresAt: expiresAt.toISOString(),
        clientAddress: client,
      },
      ...asSystem('publicCheckout'),
      req,
    })
    return { registration, expiresAt }
  })
}

/**
 * POST /api/workshop/<slug>/register. Holds a spot (refused once the workshop is full, over or
 * closed), records her registration as pending and opens the payment: a Stripe Checkout Session,
 * or in demo mode the site's own labelled test checkout. Answers where to send her.
 */
export async function registerForWorkshop(
  req: PayloadRequest,
  slug: string,
  input: WorkshopRegistrationInput,
): Promise<{ sessionUrl: string }> {
  const { payload } = req
  const client = clientAddress(req)
  const mode = paymentMode()
  if (mode === 'unavailable') throw new AppError('unavailable', PAYMENTS_NOT_SET_UP)

  const workshop = await findWorkshop(payload, slug)
  if (!workshop) throw new AppError('not_found', WORKSHOP_MESSAGES.notFound)
  const product = typeof workshop.product === 'object' ? (workshop.product as Offer) : null
  if (!product) throw new AppError('conflict', WORKSHOP_MESSAGES.closed)

  // Whether a spot is left is decided by takeSpot, in the database: this copy may be stale.
  if (workshopStatus(workshop) !== 'sold-out') {
    const refusal = refusalFor(workshop)
    if (refusal) throw refusal
  }
  if (await alreadyPaid(payload, workshop.id, input.email)) {
    throw new AppError('conflict', WORKSHOP_MESSAGES.alreadyPaid)
  }
  await replaceEarlierAttempts(req, workshop.id, input.email)

  const held = await holdSpot(req, {
    workshop,
    priceInCents: product.priceInCents,
    input,
    client,
    mode,
  })
  await inOperation(req, (req) =>
    recordOptIn(
      req,
      { email: input.email, name: input.name, source: CONTACT_SOURCES.workshop },
      input.marketingConsent,
    ),
  )
  if (held.refused) {
    if (held.refused !== 'full') {
      throw new AppError(held.refused === 'client' ? 'rate_limited' : 'conflict', held.message)
    }
    const now = await findWorkshop(payload, slug)
    throw (now && refusalFor(now)) ?? new AppError('conflict', WORKSHOP_MESSAGES.soldOut)
  }
  const { registration, expiresAt } = held

  let sessionId: string
  let sessionUrl: string
  if (mode === 'demo') {
    sessionId = newDemoSessionId()
    sessionUrl = demoCheckoutPath(workshop.slug, sessionId)
  } else {
    try {
      // Stripe wants at least 30 minutes; a minute more absorbs any clock difference.
      const stripe = (await getStripe())!
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams({
          workshop,
          priceInCents: product.priceInCents,
          registrationId: registration.id,
          email: input.email,
          // Our hold ends sooner; Stripe's page must live at least 30 minutes.
          expiresAt: new Date(
            Math.max(expiresAt.getTime(), Date.now() + STRIPE_CHECKOUT_MINUTES * 60_000),
          ),
          origin: getServerSideURL(),
        }),
      )
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`)
      sessionId = session.id
      sessionUrl = session.url
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Could not create the workshop checkout session' })
      await releaseHold(req, registration.id)
      throw new AppError('bad_gateway', WORKSHOP_MESSAGES.paymentFailed)
    }
  }

  await payload.update({
    collection: 'workshop-registrations',
    id: registration.id,
    data: { checkoutSessionId: sessionId },
    ...asSystem('publicCheckout'),
    req,
  })
  await countBusinessEvent(req, 'checkout_started', {
    email: input.email,
    link: sessionId,
    valueCents: product.priceInCents,
  })
  return { sessionUrl }
}
