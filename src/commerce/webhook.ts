import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { AppError } from '@/core/errors'
import { systemRequest } from '@/core/operation'

import {
  markWorkshopRegistrationPaid,
  refundWorkshopRegistration,
  releaseWorkshopRegistration,
} from '@/workshops/fulfil'

import {
  invoicePaid,
  invoicePaymentFailed,
  subscriptionDeleted,
  subscriptionUpdated,
} from './billing/stripeEvents'
import { cardFingerprintOf, confirmedPaymentFromIntent } from './checkout'
import { fulfilOrder } from './operations/fulfilOrder'
import { refundPurchase } from './operations/refundPurchase'
import { loadStripe } from './stripe'

const ignoreNotFound = (error: unknown) => {
  if (!(error instanceof AppError && error.code === 'not_found')) throw error
}

type WebhookAnswer = { status: number; body: Record<string, unknown> }

/**
 * Stripe's word on a payment, verified by its signature before anything is read. Every handler
 * is idempotent because Stripe delivers at least once and retries for days.
 */
export async function handleStripeWebhook(
  payload: Payload,
  rawBody: string,
  signature: string | null,
  secret = process.env.STRIPE_WEBHOOK_SECRET,
): Promise<WebhookAnswer> {
  if (!secret) {
    return {
      status: 503,
      body: { message: 'Stripe webhooks are not configured here (STRIPE_WEBHOOK_SECRET).' },
    }
  }
  let event: Stripe.Event
  try {
    const StripeLibrary = await loadStripe()
    event = StripeLibrary.webhooks.constructEvent(rawBody, signature ?? '', secret)
  } catch {
    return { status: 400, body: { message: 'Invalid Stripe signature.' } }
  }

  switch (event.type) {
    case 'payment_intent.succeeded': {
      const payment = confirmedPaymentFromIntent(event.data.object)
      // An intent whose order is not here (another site on the same Stripe account) is not ours.
      if (payment) {
        payment.cardFingerprint = await cardFingerprintOf(event.data.object)
        await fulfilOrder(await systemRequest(payload, 'paymentWebhook'), payment).catch(
          ignoreNotFound,
        )
      }
      break
    }
    // Payment plans and memberships (Stripe subscriptions): see billing/stripeEvents.ts.
    case 'invoice.paid':
      await invoicePaid(await systemRequest(payload, 'paymentWebhook'), event.data.object)
      break
    case 'invoice.payment_failed':
      await invoicePaymentFailed(await systemRequest(payload, 'paymentWebhook'), event.data.object)
      break
    case 'customer.subscription.updated':
      await subscriptionUpdated(await systemRequest(payload, 'paymentWebhook'), event.data.object)
      break
    case 'customer.subscription.deleted':
      await subscriptionDeleted(await systemRequest(payload, 'paymentWebhook'), event.data.object)
      break
    case 'charge.refunded': {
      const charge = event.data.object
      const paymentIntent =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id
      // A partial refund is a goodwill gesture; the guarantee is a full refund.
      if (charge.refunded && paymentIntent) {
        // Each ignores payment intents that are not its own.
        await refundPurchase(await systemRequest(payload, 'paymentWebhook'), {
          purchase: { paymentIntentId: paymentIntent },
          system: 'paymentWebhook',
        }).catch(ignoreNotFound)
        await refundWorkshopRegistration(
          await systemRequest(payload, 'paymentWebhook'),
          paymentIntent,
        )
      }
      break
    }
    case 'checkout.session.completed':
      if (event.data.object.metadata?.kind === 'workshop') {
        await markWorkshopRegistrationPaid(
          await systemRequest(payload, 'paymentWebhook'),
          event.data.object,
        )
      }
      break
    case 'checkout.session.expired':
      if (event.data.object.metadata?.kind === 'workshop') {
        await releaseWorkshopRegistration(
          await systemRequest(payload, 'paymentWebhook'),
          event.data.object,
        )
      }
      break
  }
  return { status: 200, body: { received: true } }
}
