import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { AppError } from '@/core/errors'
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
} from '../billing/stripeEvents'
import { cardFingerprintOf, confirmedPaymentFromIntent } from '../checkout'
import { fulfilOrder } from './fulfilOrder'
import { refundPurchase } from './refundPurchase'

const ignoreNotFound = (error: unknown) => {
  if (!(error instanceof AppError && error.code === 'not_found')) throw error
}

/**
 * What one of Stripe's events (its signature already checked by the webhook) changes here: a
 * first payment fulfils its order, an invoice renews or pauses a plan, a subscription's end ends
 * access, a full refund ends a purchase or a workshop place, a workshop's checkout pays or frees
 * its place. Every handler is idempotent: Stripe delivers at least once and retries for days.
 * An event of another site on the same Stripe account changes nothing.
 */
export async function applyStripeEvent(
  req: PayloadRequest,
  { event }: { event: { type: string; data: { object: unknown } } },
): Promise<{ received: true }> {
  const object = event.data.object
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = object as Stripe.PaymentIntent
      const payment = confirmedPaymentFromIntent(intent)
      if (payment) {
        payment.cardFingerprint = await cardFingerprintOf(intent)
        await fulfilOrder(req, payment).catch(ignoreNotFound)
      }
      break
    }
    // Payment plans and memberships (Stripe subscriptions): see billing/stripeEvents.ts.
    case 'invoice.paid':
      await invoicePaid(req, object as Stripe.Invoice)
      break
    case 'invoice.payment_failed':
      await invoicePaymentFailed(req, object as Stripe.Invoice)
      break
    case 'customer.subscription.updated':
      await subscriptionUpdated(req, object as Stripe.Subscription)
      break
    case 'customer.subscription.deleted':
      await subscriptionDeleted(req, object as Stripe.Subscription)
      break
    case 'charge.refunded': {
      const charge = object as Stripe.Charge
      const paymentIntent =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id
      // A partial refund is a goodwill gesture; the guarantee is a full refund.
      if (charge.refunded && paymentIntent) {
        // Each ignores payment intents that are not its own.
        await refundPurchase(req, {
          purchase: { paymentIntentId: paymentIntent },
          system: 'paymentWebhook',
        }).catch(ignoreNotFound)
        await refundWorkshopRegistration(req, paymentIntent)
      }
      break
    }
    case 'checkout.session.completed': {
      const session = object as Stripe.Checkout.Session
      if (session.metadata?.kind === 'workshop') await markWorkshopRegistrationPaid(req, session)
      break
    }
    case 'checkout.session.expired': {
      const session = object as Stripe.Checkout.Session
      if (session.metadata?.kind === 'workshop') await releaseWorkshopRegistration(req, session)
      break
    }
  }
  return { received: true }
}
