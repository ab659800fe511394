import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { id, nothing } from '@/core/inputs'
import { courseShortName } from '@/courses/schema'

import {
  billingPortalSchema,
  cancelDemoMembershipSchema,
  moveDemoClockSchema,
  payDemoInstalmentSchema,
} from '../billing/schema'
import {
  accessLinkSchema,
  claimPaymentSchema,
  createPaymentIntentSchema,
  demoConfirmSchema,
} from '../schema'
import { syncOfferToStripe } from '../billing/syncOffer'
import { applyStripeEvent } from './applyStripeEvent'
import { cancelDemoMembership } from './cancelDemoMembership'
import { claimPayment } from './claimPayment'
import { confirmDemoPayment } from './confirmDemoPayment'
import { downloadFile, downloadLessonFile } from './downloadFile'
import { fulfilOrder } from './fulfilOrder'
import { listMyBilling } from './listMyBilling'
import { lookUpPurchase } from './lookUpPurchase'
import { moveDemoClock } from './moveDemoClock'
import { openBillingPortal } from './openBillingPortal'
import { payDemoInstalment } from './payDemoInstalment'
import { refundPurchase } from './refundPurchase'
import { requestAccessLink } from './requestAccessLink'
import { runDemoBilling } from './runDemoBilling'
import { setOrderAccess } from './setOrderAccess'
import { signOutBuyer } from './signOutBuyer'
import { startCheckoutFromBrowser } from './startCheckout'
import { useAccessLink } from './useAccessLink'

/** Which order a payment or an access change is for: its id, or the payment provider's ids. */
const orderRef = z.union([
  z.strictObject({ id: z.int().check(z.positive()) }),
  z.strictObject({ paymentIntentId: z.string().check(z.minLength(1)) }),
  z.strictObject({ subscriptionId: z.string().check(z.minLength(1)) }),
])

/** Paying, buyer access and billing: checkout, fulfilment, refunds, sign-in links, downloads. */
export const commerceOperations = operations({
  startCheckout: {
    description:
      'A visitor starts paying for an offer (your main offer unless a link names another), with the extras she ticks and a coupon code; the price is always worked out here, never taken from her browser.',
    input: createPaymentIntentSchema,
    audience: 'public',
    effect: 'write',
    run: startCheckoutFromBrowser,
  },

  confirmDemoPayment: {
    description: 'A visitor pays with a test card where no real payments are set up.',
    input: demoConfirmSchema,
    audience: 'public',
    effect: 'write',
    run: confirmDemoPayment,
  },

  claimPayment: {
    description: 'A buyer back from Stripe has her payment recorded, and may be signed in.',
    input: claimPaymentSchema,
    audience: 'public',
    effect: 'write',
    run: claimPayment,
  },

  listMyBilling: {
    description:
      'A signed-in buyer’s payment plans and memberships: what she pays, until when, and whether a payment failed.',
    input: nothing,
    audience: 'buyer',
    effect: 'read',
    run: (req) => listMyBilling(req),
  },

  openBillingPortal: {
    description:
      'A buyer with a payment plan or membership opens her billing page: change her card, pay a failed payment, cancel at the end of the period.',
    input: billingPortalSchema,
    audience: 'buyer',
    effect: 'read',
    run: openBillingPortal,
  },

  cancelDemoMembership: {
    description:
      'Demo mode: a buyer cancels her membership at the end of the paid period (or takes that back); access stays open until then.',
    input: cancelDemoMembershipSchema,
    audience: 'buyer',
    effect: 'write',
    run: cancelDemoMembership,
  },

  payDemoInstalment: {
    description:
      'Demo mode: a buyer pays a failed instalment or renewal with another test card; her course opens again.',
    input: payDemoInstalmentSchema,
    audience: 'buyer',
    effect: 'write',
    run: payDemoInstalment,
  },

  moveDemoClock: {
    description:
      'Demo mode only: move the demo payments clock some days ahead, to try instalments, renewals and the end of a membership without waiting.',
    input: moveDemoClockSchema,
    audience: 'owner',
    effect: 'write',
    run: moveDemoClock,
  },

  runDemoBilling: {
    description:
      'Demo mode only: charge the demo payment plans and memberships that are due by the demo clock (also runs every hour).',
    input: nothing,
    audience: 'owner',
    // The hourly job (src/jobs/demoBilling.ts) runs it too.
    systemCallers: ['demoBilling'],
    effect: 'write',
    run: (req) => runDemoBilling(req),
  },

  applyStripeEvent: {
    description:
      'One of Stripe’s events, its signature checked: a payment fulfils its order, an invoice renews or pauses a plan, a refund ends access, a workshop checkout pays or frees its place.',
    input: z.strictObject({
      event: z.object({
        type: z.string().check(z.minLength(1), z.maxLength(100)),
        data: z.object({ object: z.unknown() }),
      }),
    }),
    audience: 'system',
    effect: 'write',
    run: applyStripeEvent,
  },

  syncOfferToStripe: {
    description:
      'With a Stripe key, an offer’s Stripe product and price are made or brought in step with its price here.',
    input: z.strictObject({ offer: id('offer') }),
    audience: 'system',
    effect: 'write',
    run: (req, { offer }) => syncOfferToStripe(req, offer),
  },

  fulfilOrder: {
    description:
      'A confirmed first payment marks the order paid once: course access opens, the coupon and the referral count, the revenue is recorded and the receipt sent.',
    input: z.strictObject({
      order: orderRef,
      providerPaymentId: z.string().check(z.minLength(1)),
      amountInCents: z.int().check(z.nonnegative()),
      mode: z.enum(['stripe', 'demo']),
      periodEnd: z.optional(z.nullable(z.iso.datetime())),
      customerId: z.optional(z.nullable(z.string())),
      cardFingerprint: z.optional(z.nullable(z.string())),
    }),
    audience: 'system',
    effect: 'write',
    run: fulfilOrder,
  },

  setOrderAccess: {
    description:
      'The course access an order gives is opened, paused (a payment failed) or ended (a refund, a membership that ended).',
    input: z.strictObject({
      order: orderRef,
      access: z.enum(['open', 'paused', 'ended']),
      until: z.optional(z.nullable(z.iso.datetime())),
      orderStatus: z.optional(z.enum(['pending', 'paid', 'past_due', 'cancelled', 'refunded'])),
    }),
    audience: 'system',
    effect: 'write',
    // The one change of course access: fulfilment, billing events and refunds make it inside
    // their own operations; listed so a script (npm run ops) can make it on its own.
    run: (req, input) => setOrderAccess(req, { ...input, system: 'paymentWebhook' }),
  },

  lookUpPurchase: {
    description: 'Whether an address bought the masterclass and the bonus.',
    input: z.strictObject({ email: z.email('Please enter a valid email address') }),
    audience: 'public',
    effect: 'read',
    run: lookUpPurchase,
  },

  requestAccessLink: {
    description:
      'A buyer asks for a sign-in link by e-mail; nobody else learns whether she bought.',
    input: accessLinkSchema,
    audience: 'public',
    effect: 'write',
    run: requestAccessLink,
  },

  useAccessLink: {
    description: 'A buyer opens her e-mailed sign-in link, once, and is signed in.',
    input: z.strictObject({ token: z.string('The sign-in link is incomplete.') }),
    audience: 'public',
    effect: 'write',
    run: useAccessLink,
  },

  signOutBuyer: {
    description: 'A buyer signs out of this browser.',
    input: nothing,
    audience: 'public',
    effect: 'write',
    run: (req) => signOutBuyer(req),
  },

  downloadFile: {
    description:
      'A signed-in buyer downloads the e-book or the integration guide of a course she owns.',
    input: z.strictObject({
      file: z.string('No such download.'),
      email: z.optional(z.string('email must be an address')),
      course: z.optional(courseShortName),
    }),
    audience: 'buyer',
    effect: 'read',
    run: downloadFile,
  },

  downloadLessonFile: {
    description:
      'A lesson’s file or download, for whoever the lesson is open to: its buyers once it opens for them, anyone for a free preview.',
    input: z.strictObject({
      lesson: z.string('No such download.').check(z.maxLength(255, 'No such download.')),
      item: z.string('No such download.').check(z.maxLength(8, 'No such download.')),
    }),
    audience: 'public',
    effect: 'read',
    run: downloadLessonFile,
  },

  refundPurchase: {
    description: 'The owner refunds a purchase: the money goes back and the course access ends.',
    input: z.strictObject({ id: id('purchase') }),
    audience: 'owner',
    effect: 'destructive',
    run: (req, input) => refundPurchase(req, { purchase: { id: input.id } }),
  },
})
