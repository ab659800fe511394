import type { PayloadRequest } from 'payload'

/*
 * CONTRACT (issue 25) — owner: AFFILIATES helper.
 */

/**
 * The affiliate a checkout is attributed to: the last affiliate link this browser followed
 * (a first-party cookie set when the click was recorded) within AFFILIATE_ATTRIBUTION_DAYS, an
 * active affiliate, and not the buyer herself (no self-referral). Null otherwise.
 */
export async function attributedAffiliate(
  _req: PayloadRequest,
  _buyerEmail: string,
): Promise<number | null> {
  throw new Error('attributedAffiliate: not built yet (issue 25, affiliates helper)')
}
