import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { nothing } from '@/core/inputs'

import { DEFAULT_ANALYTICS_DAYS, DEFAULT_TRAFFIC_PERIOD, TRAFFIC_PERIODS } from '../constants'
import { trafficEventsCsv } from '../exportEvents'
import { loadTraffic } from '../report'
import { analyticsDays, pageEventSchema } from '../schema'
import { recordPageEvent } from './recordPageEvent'
import { sumTrafficDays } from './sumTrafficDays'

/** A filter from the Overview's address: her words when it was edited by hand into nonsense. */
const FILTER_UNUSABLE =
  'This filter cannot be used: choose a page, source or campaign from the lists.'

const trafficFilterText = () =>
  z.optional(z.string(FILTER_UNUSABLE).check(z.maxLength(300, FILTER_UNUSABLE)))

/** Visits to her site: counted from the beacon, summed daily, reported and exported. */
export const analyticsOperations = operations({
  getTraffic: {
    description:
      'Visits to her site over 7, 30 or 90 days beside the days before: visitors, pages, sources, campaigns, devices and the funnel from visit to lead to buyer, optionally for one page, source or campaign.',
    input: z.strictObject({
      days: z.optional(
        z.union(
          TRAFFIC_PERIODS.map((days) => z.literal(days, 'days must be 7, 30 or 90.')),
          'days must be 7, 30 or 90.',
        ),
      ),
      path: trafficFilterText(),
      source: trafficFilterText(),
      campaign: trafficFilterText(),
    }),
    audience: 'owner',
    effect: 'read',
    run: (req, { days, ...filter }) =>
      loadTraffic(req, { days: days ?? DEFAULT_TRAFFIC_PERIOD, ...filter }),
  },

  exportTrafficEvents: {
    description:
      'Every page view, play, sign-up and sale of the last days (30 unless asked) with its visit, as a spreadsheet (CSV).',
    input: z.strictObject({ days: analyticsDays }),
    audience: 'owner',
    effect: 'read',
    run: async (req, { days }) => trafficEventsCsv(req, { days: days ?? DEFAULT_ANALYTICS_DAYS }),
  },

  recordPageEvent: {
    description:
      'A page of her site reports a visit (a view, a video played, a quiz started, or that the visitor is leaving): counted without cookies, unless it is a bot, a prefetch or the owner herself.',
    input: pageEventSchema,
    audience: 'public',
    effect: 'write',
    run: recordPageEvent,
  },

  sumTrafficDays: {
    description:
      'Every ten minutes: adds up each finished day of visits for the Overview, and deletes visits older than she keeps them (13 months unless she set another period).',
    input: nothing,
    audience: 'system',
    effect: 'write',
    run: (req) => sumTrafficDays(req),
  },
})
