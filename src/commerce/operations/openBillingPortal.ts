import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import { getServerSideURL } from '@/utilities/getURL'

import { buyerEmail, ownBillingOrder, provenBuyerEmail } from '../billing/portal'
import { getStripe, PAYMENTS_NOT_SET_UP, paymentMode } from '../stripe'

/** Where the demo mode's honest stand-in for Stripe's customer portal lives. */
const DEMO_BILLING_PATH = '/watch/billing'

const NOTHING_TO_MANAGE = 'You have no payment plan or membership to manage.'

/**
 * "Manage billing" for a signed-in buyer: Stripe's customer portal for her own customer (change
 * her card, pay a failed payment, cancel at the end of the period), back to /watch afterwards.
 * In demo mode, the labelled demo billing page instead. Stripe is asked outside any transaction.
 */
export async function openBillingPortal(
  req: PayloadRequest,
  input: { order?: number },
): Promise<{ url: string }> {
  const mode = paymentMode()
  if (mode === 'unavailable') throw new AppError('unavailable', PAYMENTS_NOT_SET_UP)
  // The demo page only shows her plans (its changes ask again); Stripe's portal changes them.
  if (mode === 'demo') {
    await buyerEmail(req)
    return { url: DEMO_BILLING_PATH }
  }
  const email = await provenBuyerEmail(req)

  let customerId: string | null | undefined
  if (input.order !== undefined) {
    customerId = (await ownBillingOrder(req, input.order)).provider?.customerId
  } else {
    const { docs } = await req.payload.find({
      collection: 'orders',
      where: {
        and: [
          { email: { equals: email } },
          { mode: { equals: 'stripe' } },
          { priceType: { in: ['payment-plan', 'subscription'] } },
          { status: { in: ['paid', 'past_due', 'cancelled'] } },
          { 'provider.customerId': { exists: true } },
        ],
      },
      depth: 0,
      limit: 1,
      sort: '-createdAt',
      req,
      ...asSystem('memberCourse'),
    })
    customerId = docs[0]?.provider?.customerId
  }
  if (!customerId) throw new AppError('not_found', NOTHING_TO_MANAGE)
  const stripe = (await getStripe())!
  const session = await stripe.billingPortal.sessions
    .create({
      customer: customerId,
      return_url: `${getServerSideURL()}/watch`,
    })
    .catch((error: unknown) => {
      throw new AppError(
        'bad_gateway',
        'Stripe could not open your billing page. Please try again.',
        {
          cause: error,
        },
      )
    })
  return { url: session.url }
}
