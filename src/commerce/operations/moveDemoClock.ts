import type { PayloadRequest } from 'payload'

import { asSystem, inOperation } from '@/core/operation'

import { commerceNow } from '../billing/clock'
import { requireDemoPayments } from './confirmDemoPayment'

/**
 * Demo mode only: the demo payments clock moves ahead by whole days, so a month of instalments,
 * a failed renewal or the end of a paid period can be tried at once. Access checks and the demo
 * billing run read this clock (commerceNow); the real clock and Stripe are never touched.
 */
export async function moveDemoClock(
  req: PayloadRequest,
  input: { days: number },
): Promise<{ now: string; offsetDays: number }> {
  requireDemoPayments('The demo clock')
  return inOperation(req, async (req) => {
    const clock = await req.payload.findGlobal({
      slug: 'billing-clock',
      depth: 0,
      req,
      ...asSystem('demoBilling'),
    })
    const offsetMs = (clock.offsetMs ?? 0) + input.days * 86_400_000
    await req.payload.updateGlobal({
      slug: 'billing-clock',
      data: { offsetMs },
      depth: 0,
      req,
      ...asSystem('demoBilling'),
    })
    return {
      now: (await commerceNow(req.payload, req)).toISOString(),
      offsetDays: Math.round(offsetMs / 86_400_000),
    }
  })
}
