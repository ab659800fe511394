import type { PayloadRequest } from 'payload'

import type { SystemAction } from '@/core/operation'
import type { Order } from '@/payload-types'

/*
 * CONTRACT (issue 25) — owner: ORDERS helper. The one operation that changes course access:
 * fulfilment opens it, a failed instalment pauses it, paying restores it, a membership
 * cancelled at period end keeps it until then, a refund or an ended membership ends it.
 */

export type AccessChange = {
  order: { id: number } | { paymentIntentId: string } | { subscriptionId: string }
  access: 'open' | 'paused' | 'ended'
  /** 'open' only: access ends at this instant (null: for good; undefined: leave as it is). */
  until?: string | null
  /** The order's new status, when it changes with the access. */
  orderStatus?: Order['status']
  /** Extra order fields that change with it (period end, cancelAtPeriodEnd, paid counts). */
  orderData?: Partial<
    Pick<
      Order,
      'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'installmentsPaid' | 'paidInCents' | 'refundedAt'
    >
  >
  /** Set for Stripe's webhooks and the demo billing clock, which have no user. */
  system?: Extract<SystemAction, 'paymentWebhook' | 'demoBilling'>
}

export async function setOrderAccess(
  _req: PayloadRequest,
  _change: AccessChange,
): Promise<{ order: Order; memberships: number }> {
  throw new Error('setOrderAccess: not built yet (issue 25, orders helper)')
}
