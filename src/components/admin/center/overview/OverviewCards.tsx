import type { Overview } from '@/dashboard/overview'

import { StatCard, StatGrid } from '../ui'
import { formatCount, formatDollars, formatPercent } from './format'

/**
 * The four cards of spec §2, each computed from the database. Where there is nothing to compute
 * from, the card says so instead of showing a figure ("No sales yet", never a sample).
 */
export function OverviewCards({ overview }: { overview: Overview }) {
  return (
    <StatGrid>
      <StatCard
        label="Total Leads"
        value={formatCount(overview.totalLeads)}
        hint="Active email subscribers"
      />
      <StatCard
        label="Applications"
        value={formatCount(overview.applications)}
        hint="1:1 mentorship requests"
      />
      <StatCard
        label="Conversion Rate"
        value={overview.leadPeople > 0 ? formatPercent(overview.conversionRate) : 'No leads yet'}
        hint="Lead to application rate"
      />
      <StatCard
        label="Revenue"
        value={overview.hasSales ? formatDollars(overview.revenueThisMonth) : 'No sales yet'}
        hint="Total this month"
      />
    </StatGrid>
  )
}
