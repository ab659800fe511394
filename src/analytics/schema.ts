import * as z from 'zod/mini'

import { BROWSER_EVENTS, MAX_ANALYTICS_DAYS } from './constants'

/**
 * What the beacon posts (src/components/site/VisitBeacon.client.tsx), with one-letter keys to
 * keep it small: n the event, u the page's address, r the referrer, w the window's width, l what
 * was played or started.
 */
export const pageEventSchema = z.strictObject({
  n: z.enum(BROWSER_EVENTS, 'Unknown event.'),
  u: z.string('u must be the page address.').check(z.minLength(1), z.maxLength(2000)),
  r: z.optional(z.string('r must be the referrer.').check(z.maxLength(2000))),
  w: z.optional(z.int('w must be a width.').check(z.gte(0), z.lte(100_000))),
  l: z.optional(z.string('l must be a label.').check(z.maxLength(100))),
})

/** The most bytes a beacon may post. */
export const PAGE_EVENT_MAX_BYTES = 4096

const daysMessage = `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`

/** How many days back a report reads (the report's default when absent). */
export const analyticsDays = z.optional(
  z.int(daysMessage).check(z.gte(1, daysMessage), z.lte(MAX_ANALYTICS_DAYS, daysMessage)),
)
