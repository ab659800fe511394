import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { countBusinessEvent } from '@/analytics/count'
import { asSystem, inOperation } from '@/core/operation'

import type { CreatePaymentIntentResponse, PaymentMode, PurchaseKind } from '../api'
import { COURSE_KIND, demoClientSecret } from '../checkout'
import { entitlementsFor } from '../entitlements'
import { priceOrder } from '../price'
import { loadPrices } from '../pricing'
import { getStripe, PAYMENTS_NOT_SET_UP, paymentMode } from '../stripe'

type CheckoutRequest = {
  email: string
  purchase: PurchaseKind
  hasReturnToBodyAddon: boolean
  paymentIntentId?: string
}

async function pendingOrder(
  req: PayloadRequest,
  paymentIntentId: string | undefined,
  email: string,
) {
  if (!paymentIntentId) return undefined
  const { docs } = await req.payload.find({
    collection: 'course-orders',
    where: {
      and: [
        { paymentIntentId: { equals: paymentIntentId } },
        { email: { equals: email } },
        { status: { equals: 'pending' } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('publicCheckout'),
  })
  return docs[0]
}

/**
 * Starts or updates a checkout. The amount is always the catalogue's: a browser can choose what
 * to buy, never what it costs. Toggling the bonus (or sending the same e-mail again) updates the
 * pending intent instead of creating another.
 */
export async function startCheckout(
  req: PayloadRequest,
  request: CheckoutRequest,
): Promise<CreatePaymentIntentResponse> {
  const { payload } = req
  const mode = paymentMode()
  if (mode === 'unavailable') throw new AppError('unavailable', PAYMENTS_NOT_SET_UP)

  const owned = await entitlementsFor(payload, request.email)
  if (request.purchase === 'bonus-upgrade') {
    if (!owned.hasAccess) {
      throw new AppError(
        'conflict',
        'Return to the Body is added to a masterclass you own. Buy the masterclass first, or use the e-mail you bought it with.',
      )
    }
    if (owned.hasReturnToBodyAddon) {
      throw new AppError('conflict', 'You already own Return to the Body.')
    }
  } else if (owned.hasAccess) {
    throw new AppError(
      'conflict',
      owned.hasReturnToBodyAddon
        ? 'This e-mail already owns the masterclass and Return to the Body. Open them from /watch.'
        : 'This e-mail already owns the masterclass. Open it from /watch, where you can also add Return to the Body.',
    )
  }

  const order = priceOrder(await loadPrices(payload), request)
  const previous = await pendingOrder(req, request.paymentIntentId, request.email)
  const orderData = {
    email: request.email,
    kind: order.purchase,
    amountInCents: order.amountInCents,
    hasReturnToBodyAddon: order.hasReturnToBodyAddon,
    mode,
  }

  let paymentIntentId: string
  let clientSecret: string
  if (mode === 'stripe') {
    const stripe = getStripe()!
    const details = {
      amount: order.amountInCents,
      description: order.description,
      receipt_email: request.email,
      metadata: {
        kind: COURSE_KIND,
        email: request.email,
        purchase: order.purchase,
        hasReturnToBodyAddon: String(order.hasReturnToBodyAddon),
      },
    }
    const intent = previous
      ? await stripe.paymentIntents.update(previous.paymentIntentId, details)
      : await stripe.paymentIntents.create({
          ...details,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
        })
    paymentIntentId = intent.id
    clientSecret = intent.client_secret!
  } else {
    paymentIntentId = previous?.paymentIntentId ?? `demo_pi_${randomBytes(12).toString('hex')}`
    clientSecret = demoClientSecret(paymentIntentId)
  }

  // Stripe is asked above, outside any transaction: a network call must not hold one open. The
  // step is idempotent for the browser: its next call names this intent and updates it.
  await inOperation(req, async (req) => {
    if (previous) {
      await payload.update({
        collection: 'course-orders',
        id: previous.id,
        data: orderData,
        depth: 0,
        req,
        ...asSystem('publicCheckout'),
      })
    } else {
      await payload.create({
        collection: 'course-orders',
        data: { ...orderData, paymentIntentId, status: 'pending' },
        depth: 0,
        req,
        ...asSystem('publicCheckout'),
      })
    }
    // Ties her visit to her address, so a sale Stripe reports later counts under its source.
    await countBusinessEvent(req, 'checkout_started', {
      email: request.email,
      link: paymentIntentId,
      valueCents: order.amountInCents,
    })
  })

  return {
    clientSecret,
    paymentIntentId,
    amountInCents: order.amountInCents,
    hasReturnToBodyAddon: order.hasReturnToBodyAddon,
    purchase: order.purchase,
    mode: mode as PaymentMode,
    ...(mode === 'stripe'
      ? { publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY }
      : {}),
  }
}
