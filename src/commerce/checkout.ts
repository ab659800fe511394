import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { CreatePaymentIntentResponse, PaymentMode, PurchaseKind } from './api'
import { entitlementsFor } from './entitlements'
import type { ConfirmedPayment } from './fulfilment'
import { loadPrices, priceOrder } from './pricing'
import { getStripe, PAYMENTS_NOT_SET_UP, paymentMode } from './stripe'

type CheckoutRequest = {
  email: string
  purchase: PurchaseKind
  hasReturnToBodyAddon: boolean
  paymentIntentId?: string
}

type CheckoutAnswer =
  { ok: true; body: CreatePaymentIntentResponse } | { ok: false; status: number; message: string }

/** Marks our intents among everything else on the Stripe account. */
const COURSE_KIND = 'course'

/** Demo client secrets are signed, so no secret needs storing and none can be guessed. */
function demoSignature(paymentIntentId: string) {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'demo-payments')
    .update(paymentIntentId)
    .digest('base64url')
}

export function demoClientSecret(paymentIntentId: string) {
  return `${paymentIntentId}_secret_${demoSignature(paymentIntentId)}`
}

/** The demo intent a client secret belongs to, or null when the secret is not ours. */
export function demoIntentFromSecret(clientSecret: string): string | null {
  const [paymentIntentId, signature] = clientSecret.split('_secret_')
  if (!paymentIntentId?.startsWith('demo_pi_') || !signature) return null
  const expected = Buffer.from(demoSignature(paymentIntentId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? paymentIntentId
    : null
}

/** What Stripe's intent says was paid, in our terms (for the webhook and the return to /watch). */
export function confirmedPaymentFromIntent(intent: Stripe.PaymentIntent): ConfirmedPayment | null {
  const metadata = intent.metadata ?? {}
  if (metadata.kind !== COURSE_KIND || !metadata.email) return null
  return {
    paymentIntentId: intent.id,
    email: metadata.email,
    amountInCents: intent.amount_received || intent.amount,
    purchase: metadata.purchase === 'bonus-upgrade' ? 'bonus-upgrade' : 'masterclass',
    hasReturnToBodyAddon: metadata.hasReturnToBodyAddon === 'true',
    mode: 'stripe',
  }
}

async function pendingOrder(payload: Payload, paymentIntentId: string | undefined, email: string) {
  if (!paymentIntentId) return undefined
  const { docs } = await payload.find({
    collection: 'course-orders',
    where: {
      and: [
        { paymentIntentId: { equals: paymentIntentId } },
        { email: { equals: email } },
        { status: { equals: 'pending' } },
      ],
    },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Starts or updates a checkout. The amount is always the catalogue's: a browser can choose what
 * to buy, never what it costs. Toggling the bonus (or sending the same e-mail again) updates the
 * pending intent instead of creating another.
 */
export async function startCheckout(
  payload: Payload,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  const mode = paymentMode()
  if (mode === 'unavailable') {
    return { ok: false, status: 503, message: PAYMENTS_NOT_SET_UP }
  }

  const owned = await entitlementsFor(payload, request.email)
  if (request.purchase === 'bonus-upgrade') {
    if (!owned.hasAccess) {
      return {
        ok: false,
        status: 409,
        message:
          'Return to the Body is added to a masterclass you own. Buy the masterclass first, or use the e-mail you bought it with.',
      }
    }
    if (owned.hasReturnToBodyAddon) {
      return { ok: false, status: 409, message: 'You already own Return to the Body.' }
    }
  } else if (owned.hasAccess) {
    return {
      ok: false,
      status: 409,
      message: owned.hasReturnToBodyAddon
        ? 'This e-mail already owns the masterclass and Return to the Body. Open them from /watch.'
        : 'This e-mail already owns the masterclass. Open it from /watch, where you can also add Return to the Body.',
    }
  }

  const order = priceOrder(await loadPrices(payload), request)
  const previous = await pendingOrder(payload, request.paymentIntentId, request.email)
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

  if (previous) {
    await payload.update({
      collection: 'course-orders',
      id: previous.id,
      data: orderData,
      overrideAccess: true,
    })
  } else {
    await payload.create({
      collection: 'course-orders',
      data: { ...orderData, paymentIntentId, status: 'pending' },
      overrideAccess: true,
    })
  }

  return {
    ok: true,
    body: {
      clientSecret,
      paymentIntentId,
      amountInCents: order.amountInCents,
      hasReturnToBodyAddon: order.hasReturnToBodyAddon,
      purchase: order.purchase,
      mode: mode as PaymentMode,
      ...(mode === 'stripe'
        ? { publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY }
        : {}),
    },
  }
}
