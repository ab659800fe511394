import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

import { paymentMode } from '../stripe'

/**
 * Now, for payments and course access. With Stripe it is the real clock (Stripe keeps its own).
 * In demo mode it runs ahead by the demo payments clock's offset (global billing-clock), so a
 * month of instalments, a failed renewal or the end of a paid period can be tried — and tested —
 * at once: the demo billing run and every access check read the same clock.
 */
export async function commerceNow(payload: Payload, req?: PayloadRequest): Promise<Date> {
  if (paymentMode() !== 'demo') return new Date()
  const clock = await payload.findGlobal({
    slug: 'billing-clock',
    depth: 0,
    req,
    ...asSystem('demoBilling'),
  })
  return new Date(Date.now() + (clock.offsetMs ?? 0))
}
