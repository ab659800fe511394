import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import type { Order } from '@/payload-types'

import type { PaymentMode } from '../api'
import { COURSE_KIND, demoClientSecret } from '../checkout'
import type { BillingInterval, CheckoutOffer, PricedCart } from '../offers/types'
import { getStripe } from '../stripe'
import { addIntervals } from './interval'

/*
 * How a payment plan or a membership begins: startCheckout calls this for an offer whose price
 * type is not one-time, after it has created or updated the pending order.
 */

export type RecurringStart = {
  /**
   * What the browser confirms. Stripe: the first invoice's payment intent secret (`pi_…`), or,
   * for a membership whose trial charges nothing today, the subscription's setup intent secret
   * (`seti_…`: confirm it with stripe.confirmSetup instead of confirmPayment). Demo: a signed
   * demo secret (confirmed through /api/demo-payments/confirm like a one-time demo payment).
   */
  clientSecret: string
  /** Stripe: the first invoice's payment intent (or the trial's setup intent); demo: the demo id. */
  paymentIntentId: string
  subscriptionId: string
  customerId: string | null
}

type Start = {
  /** The pending order: what a checkout just wrote of it is enough. */
  order: Pick<Order, 'id' | 'name' | 'provider'>
  offer: CheckoutOffer
  priced: PricedCart
  email: string
  mode: PaymentMode
}

/** What Stripe's own metadata carries for our subscriptions (and the webhook reads back). */
const subscriptionMetadata = (order: Pick<Order, 'id'>, email: string) => ({
  kind: COURSE_KIND,
  orderId: String(order.id),
  email,
})

const intervalOf = (offer: CheckoutOffer): BillingInterval => offer.billingInterval ?? 'month'

/** The customer of this e-mail on the Stripe account, or a new one: her cards stay together. */
async function customerFor(stripe: Stripe, email: string, name: string | null | undefined) {
  const existing = await stripe.customers.list({ email, limit: 1 })
  if (existing.data[0]) return existing.data[0].id
  const created = await stripe.customers.create({ email, ...(name ? { name } : {}) })
  return created.id
}

/**
 * The Stripe product prices are attached to: the offer's synced one, else one made now (the
 * sync job, when it runs, makes its own; this one only carries this checkout's lines).
 */
async function productFor(req: PayloadRequest, stripe: Stripe, offer: CheckoutOffer) {
  const doc = await req.payload.findByID({
    collection: 'offers',
    id: offer.id,
    depth: 0,
    req,
    ...asSystem('publicCheckout'),
  })
  if (doc.stripe?.productId) return { productId: doc.stripe.productId, doc }
  const product = await stripe.products.create({
    name: offer.name,
    metadata: { kind: COURSE_KIND, offerId: String(offer.id) },
  })
  return { productId: product.id, doc }
}

/**
 * Starts the subscription behind a payment plan or a membership, charging the server's priced
 * amounts only:
 * - each payment is `priced.recurringInCents` — the offer's synced Stripe price when it is
 *   exactly that, else an inline price for this subscription (a coupon that lowers every payment);
 * - the bumps ride on the first invoice only (add_invoice_items);
 * - whatever else the server's price of the first payment differs by (a coupon on the first
 *   payment only) is a one-off Stripe coupon on the first invoice;
 * - a payment plan stops after N payments by `cancel_at` = start + N intervals, set when it is
 *   created: Stripe itself never charges a plan an (N+1)th time, even if our server misses a
 *   webhook or is down on the day. Completion (access for good) is counted on `invoice.paid`.
 * - a membership's trial is `trial_period_days`; a trial without a card ends instead of billing.
 * Stripe is called outside any transaction; the caller stores the ids on the order.
 */
export async function startRecurringPayment(
  req: PayloadRequest,
  { order, offer, priced, email, mode }: Start,
): Promise<RecurringStart> {
  if (priced.priceType === 'one-time') {
    throw new AppError('bad_request', 'This offer is paid once, not in payments.')
  }
  if (mode === 'demo') {
    const paymentIntentId = order.provider?.paymentIntentId?.startsWith('demo_pi_')
      ? order.provider.paymentIntentId
      : `demo_pi_${randomBytes(12).toString('hex')}`
    const subscriptionId = order.provider?.subscriptionId?.startsWith('demo_sub_')
      ? order.provider.subscriptionId
      : `demo_sub_${randomBytes(12).toString('hex')}`
    return {
      clientSecret: demoClientSecret(paymentIntentId),
      paymentIntentId,
      subscriptionId,
      customerId: null,
    }
  }

  const stripe = await getStripe()
  if (!stripe) throw new AppError('unavailable', 'Card payments are not configured on this server.')

  // The browser changed the order (a bump, a coupon): the unpaid subscription it started before
  // is dropped, so only one can ever be paid.
  const previous = order.provider?.subscriptionId
  if (previous && !previous.startsWith('demo_')) {
    await stripe.subscriptions.cancel(previous).catch(() => undefined)
  }

  const customerId = order.provider?.customerId || (await customerFor(stripe, email, order.name))
  const { productId, doc } = await productFor(req, stripe, offer)
  const interval = intervalOf(offer)
  const metadata = subscriptionMetadata(order, email)
  const trialDays = priced.priceType === 'subscription' ? (priced.trialDays ?? 0) : 0

  const recurring = priced.recurringInCents
  const syncedPrice =
    doc.stripe?.priceId && doc.priceInCents === recurring && !doc.stripe.syncError
      ? doc.stripe.priceId
      : null
  const item: Stripe.SubscriptionCreateParams.Item = syncedPrice
    ? { price: syncedPrice }
    : {
        price_data: {
          currency: 'usd',
          product: productId,
          unit_amount: recurring,
          recurring: { interval },
        },
      }

  const bumps = priced.lines.filter((line) => line.kind === 'bump' && line.amountInCents > 0)
  const addInvoiceItems: Stripe.SubscriptionCreateParams.AddInvoiceItem[] = bumps.map((line) => ({
    price_data: { currency: 'usd', product: productId, unit_amount: line.amountInCents },
    metadata: { kind: COURSE_KIND, offerId: String(line.offerId), label: line.label },
  }))
  const bumpsInCents = bumps.reduce((sum, line) => sum + line.amountInCents, 0)
  const natural = (trialDays > 0 ? 0 : recurring) + bumpsInCents
  // A trial charges only the bumps today (the server's total counts the first period too).
  const difference = natural - (trialDays > 0 ? bumpsInCents : priced.totalInCents)
  let discounts: Stripe.SubscriptionCreateParams.Discount[] | undefined
  if (difference > 0) {
    const coupon = await stripe.coupons.create({
      amount_off: difference,
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      name: 'Discount on the first payment',
      metadata: { kind: COURSE_KIND, orderId: String(order.id) },
    })
    discounts = [{ coupon: coupon.id }]
  } else if (difference < 0) {
    addInvoiceItems.push({
      price_data: { currency: 'usd', product: productId, unit_amount: -difference },
      metadata: { kind: COURSE_KIND, orderId: String(order.id), label: 'First payment' },
    })
  }

  const start = new Date()
  const installments = priced.priceType === 'payment-plan' ? (priced.installments ?? 0) : 0
  const subscription = await stripe.subscriptions.create({
    customer: customerId,
    items: [item],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    proration_behavior: 'none',
    metadata,
    description: priced.description,
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    ...(addInvoiceItems.length > 0 && { add_invoice_items: addInvoiceItems }),
    ...(discounts && { discounts }),
    ...(installments > 0 && {
      cancel_at: Math.floor(addIntervals(start, interval, installments).getTime() / 1000),
    }),
    ...(trialDays > 0 && {
      trial_period_days: trialDays,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    }),
  })

  const invoice =
    typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null
  const paymentSecret = invoice?.confirmation_secret?.client_secret
  const setupIntent =
    typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null
  const clientSecret = paymentSecret ?? setupIntent?.client_secret
  if (!clientSecret) {
    throw new AppError('bad_gateway', 'Stripe did not start the payment. Please try again.')
  }
  return {
    clientSecret,
    paymentIntentId: paymentSecret ? paymentSecret.split('_secret_')[0]! : setupIntent!.id,
    subscriptionId: subscription.id,
    customerId,
  }
}
