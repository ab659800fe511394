import { Card, EmptyState, Stack } from '@/components/admin/center/ui'
import { DailyChart } from '@/components/admin/center/overview/DailyChart.client'
import { InsightsPanel } from '@/components/admin/center/overview/InsightsPanel.client'
import { LaunchBanner } from '@/components/admin/center/overview/LaunchBanner'
import { CountedAt, OverviewCards } from '@/components/admin/center/overview/OverviewCards'
import { TrafficPanel } from '@/components/admin/center/overview/TrafficPanel'
import { trafficPlaceFrom } from '@/components/admin/center/overview/trafficPlace'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'

import { param, shownProblem, type TabProps } from '../types'

/**
 * Overview: the four cards, each saying what it counts, new leads and revenue over 30 days of
 * her calendar (her time zone, Site settings), the launch banner until the checklist is done, and the site's visits for the period and filters in the address
 * (`days`, `path`, `source`, `campaign`). A filter the operation refuses is shown in her words
 * beside the rest, not as a broken tab. The AI Insights panel of spec §2 is read by the browser
 * after the page shows ("Analyzing..." meanwhile) and appears only when there are insights.
 */
export default async function OverviewTab({ req, searchParams }: TabProps) {
  const place = trafficPlaceFrom((name) => param(searchParams, name))
  const { path, source, campaign } = place.filter
  const [overview, checklist, traffic] = await Promise.all([
    invoke(catalogue.getOverview, req, {}),
    invoke(catalogue.getLaunchChecklist, req, { reuseRecentEmailCheck: true }),
    shownProblem(() =>
      invoke(catalogue.getTraffic, req, { days: place.days, path, source, campaign }),
    ),
  ])
  const quiet = overview.daily.every((day) => day.leads === 0 && day.revenue === 0)
  return (
    <Stack>
      <LaunchBanner checklist={checklist} />
      <OverviewCards overview={overview} />
      <CountedAt overview={overview} />
      <InsightsPanel />
      <Card title="New leads and revenue, last 30 days">
        {quiet ? (
          <EmptyState>No sign-ups or sales in the last 30 days yet.</EmptyState>
        ) : (
          <DailyChart daily={overview.daily} timeZone={overview.timeZone} />
        )}
      </Card>
      <TrafficPanel traffic={traffic} place={place} timeZone={overview.timeZone} />
    </Stack>
  )
}
