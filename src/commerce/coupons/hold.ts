import type { PayloadRequest } from 'payload'

import type { CouponTerms } from '../offers/types'

/*
 * CONTRACT (issue 25) — owner: CHECKOUT helper. Coupons are validated and counted on the server.
 */

/**
 * Validates `code` for this offer and buyer and holds one redemption for the order, atomically
 * (one conditional UPDATE of the coupon's count; the redemption's unique buyer key). Throws
 * AppError('bad_request', <clear message for the checkout page>) for a wrong, expired, used-up,
 * inactive or other-offer code, or one she already used. Re-holding for the same order is a no-op.
 */
export async function holdCoupon(
  _req: PayloadRequest,
  _hold: { code: string; offerId: number; email: string; orderId: number },
): Promise<CouponTerms & { couponId: number }> {
  throw new Error('holdCoupon: not built yet (issue 25, checkout helper)')
}

/** Fulfilment: the order's held redemption becomes redeemed (no-op without one). */
export async function redeemCoupon(_req: PayloadRequest, _orderId: number): Promise<void> {
  throw new Error('redeemCoupon: not built yet (issue 25, checkout helper)')
}

/** An abandoned or changed checkout gives its held redemption back (no-op without one). */
export async function releaseCoupon(_req: PayloadRequest, _orderId: number): Promise<void> {
  throw new Error('releaseCoupon: not built yet (issue 25, checkout helper)')
}
