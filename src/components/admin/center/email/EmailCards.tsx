import type { EmailTab } from '@/reports/email'

import { formatCount, formatDollars, formatPercent } from '../overview/format'
import { StatCard, StatGrid } from '../ui'

/**
 * Spec §2's four cards, counted from the deliveries. Before the first e-mail has gone out they say
 * so rather than show a rate of nothing (never a sample figure).
 */
export function EmailCards({ tab }: { tab: EmailTab }) {
  const { hasSends } = tab
  return (
    <StatGrid>
      <StatCard
        label="Total Subscribers"
        value={formatCount(tab.subscribers)}
        hint="People on your list who get your e-mails"
      />
      <StatCard
        label="Emails Sent"
        value={hasSends ? formatCount(tab.emailsSent) : 'No e-mails sent yet'}
        hint="Campaign and sequence e-mails your mail server accepted"
      />
      <StatCard
        label="Average Open Rate"
        value={hasSends ? formatPercent(tab.averageOpenRate) : 'Nothing sent yet'}
        hint={
          hasSends
            ? `Approximate: privacy features open some e-mails by themselves and others block the images that count an open. Clicks are the surer figure: ${formatPercent(tab.averageClickRate)} clicked.`
            : 'Approximate once e-mails go out: privacy features and blocked images blur opens, so clicks are the surer figure.'
        }
      />
      <StatCard
        label="Revenue Generated"
        value={hasSends ? formatDollars(tab.revenue) : 'Nothing sent yet'}
        hint="Purchases within 7 days of a click"
      />
    </StatGrid>
  )
}
