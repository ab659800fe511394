import type { ErasureAsk } from '@/privacy/erasureAsks'
import { formatOwnerDate } from '@/settings/timeZone'

import { tabHref } from '../tabs'
import { Card } from '../ui'

/**
 * The people who asked, by the link e-mailed to them, to be erased and still wait: above the
 * Leads list, oldest first, each a link to her page, where "Erase her…" does it.
 */
export function ErasureAsks({ asks, zone }: { asks: ErasureAsk[]; zone: string }) {
  return (
    <Card title="Waiting to be erased">
      <p>
        These people asked to be erased. The law gives you 30 days from their request: open her
        page, download her data if you want a copy for her, then choose “Erase her…”.
      </p>
      <ul>
        {asks.map((ask) => (
          <li key={ask.contactId}>
            <a href={tabHref('leads', { contact: ask.contactId })}>{ask.name || ask.email}</a> asked
            on {formatOwnerDate(ask.askedAt, zone)}
          </li>
        ))}
      </ul>
    </Card>
  )
}
