import type { LeadRow } from '@/dashboard/leads'
import type { ListPage } from '@/dashboard/list'
import { quizResultLabel, sourceLabel } from '@/dashboard/labels'

import { tabHref } from '../tabs'
import { Badge, Card, EmptyState, Stack } from '../ui'
import { formatDate, orDash } from './format'
import { ListToolbar, Pager } from './ListToolbar'
import styles from './people.module.css'

/** Source badges: quiz leads, meditation downloads and everything else read apart at a glance. */
const sourceTone = (source: string) =>
  source.startsWith('quiz_') ? 'info' : source === 'meditation-download' ? 'success' : 'neutral'

/** The Leads tab (§2): search, Export CSV, the table newest first, paging. */
export function LeadsList({ q, result }: { q: string; result: ListPage<LeadRow> }) {
  const { rows, total, page, limit } = result
  return (
    <Stack>
      <ListToolbar
        tab="leads"
        q={q}
        searchLabel="Search leads"
        placeholder="E-mail, name or source"
        csvHref={`/api/admin/leads.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`}
      />
      <Card title={q ? `Leads matching “${q}”` : 'Leads'}>
        {rows.length === 0 ? (
          <EmptyState>
            {q ? `No lead matches “${q}”.` : 'No leads yet: they appear here as women sign up.'}
          </EmptyState>
        ) : (
          <Stack>
            <div
              className={styles.scroller}
              role="region"
              aria-labelledby="leads-caption"
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption id="leads-caption">Leads, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Name</th>
                    <th scope="col">Source</th>
                    <th scope="col">Quiz Result</th>
                    <th scope="col">Date</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((lead) => (
                    <tr key={lead.id}>
                      <td className={styles.wrap}>{lead.email}</td>
                      <td>{orDash(lead.name)}</td>
                      <td>
                        <Badge tone={sourceTone(lead.source)}>{sourceLabel(lead.source)}</Badge>
                      </td>
                      <td>{quizResultLabel(lead.quizResult)}</td>
                      <td className={styles.nowrap}>
                        <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
                      </td>
                      <td>
                        {lead.contactId ? (
                          <a
                            className={styles.link}
                            href={tabHref('leads', { contact: lead.contactId, q })}
                            aria-label={`View ${lead.name || lead.email}`}
                          >
                            View
                          </a>
                        ) : (
                          '-'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              limit={limit}
              total={total}
              noun={['lead', 'leads']}
              hrefFor={(target) => tabHref('leads', { q, page: target })}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  )
}
