import type { PayloadRequest } from 'payload'

import type { MyBillingResponse } from '../billing/api'
import { billingOrdersFor, buyerEmail } from '../billing/portal'
import { paymentMode } from '../stripe'

/** The signed-in buyer's payment plans and memberships, and who manages them (Stripe or demo). */
export async function listMyBilling(req: PayloadRequest): Promise<MyBillingResponse> {
  const email = await buyerEmail(req)
  return { mode: paymentMode(), orders: await billingOrdersFor(req.payload, email, req) }
}
