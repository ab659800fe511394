import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'

/*
 * CONTRACT (issue 25) — owner: AFFILIATES helper. Called inside the fulfilment and refund
 * transactions (system actions), on the caller's req.
 */

/** A paid order with an affiliate: a pending commission of her rate × what was actually paid. */
export async function createCommission(_req: PayloadRequest, _order: Order): Promise<void> {
  throw new Error('createCommission: not built yet (issue 25, affiliates helper)')
}

/** A refunded order: its commission becomes reversed (paid ones too: the owner settles them). */
export async function reverseCommission(_req: PayloadRequest, _orderId: number): Promise<void> {
  throw new Error('reverseCommission: not built yet (issue 25, affiliates helper)')
}
