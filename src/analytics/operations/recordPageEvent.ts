import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { countPageEvent } from '../count'
import type { pageEventSchema } from '../schema'

/**
 * A page of the site reports its view (or a play, or that she is leaving it). Not a
 * transaction of its own: it joins the other views arriving at the same moment in one statement
 * (store.ts). `counted` is false for bots, prefetches, the owner and other sites' addresses; the
 * beacon's answer is the same either way.
 */
export async function recordPageEvent(
  req: PayloadRequest,
  input: z.output<typeof pageEventSchema>,
): Promise<{ counted: boolean }> {
  const counted = await countPageEvent(req, {
    name: input.n,
    url: input.u,
    referrer: input.r,
    width: input.w,
    label: input.l,
  })
  return { counted }
}
