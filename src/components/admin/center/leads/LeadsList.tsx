import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from '@/contacts/constants'
import {
  describeLeadFilter,
  isLeadFilterBlank,
  type LeadFilter,
  leadFilterParams,
  leadsAudienceValue,
  SUBSCRIBED_CHOICES,
} from '@/contacts/leadFilter'
import { LEAD_LIST_EXPLANATION, leadCountWords } from '@/reports/figureWords'
import type { LeadList } from '@/reports/leads'
import { quizResultLabel, sourceLabel } from '@/reports/labels'
import { formatOwnerDate } from '@/settings/timeZone'

import { tabHref } from '../tabs'
import { Badge, Card, EmptyState, Stack } from '../ui'
import { orDash } from './format'
import { Pager } from './ListToolbar'
import styles from './people.module.css'

/** Source badges: quiz leads, meditation downloads and everything else read apart at a glance. */
const sourceTone = (source: string) =>
  source.startsWith('quiz_') ? 'info' : source === 'meditation-download' ? 'success' : 'neutral'

const count = (value: number) => value.toLocaleString('en-US')

/** A labelled select of the filter form; its value stays in the address. */
function FilterSelect({
  name,
  label,
  value,
  any,
  options,
}: {
  name: string
  label: string
  value: string
  any: string
  options: { value: string; label: string }[]
}) {
  const id = `leads-filter-${name}`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select className={styles.select} id={id} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The Leads tab (§2): search and filters (a plain GET form: it works without JavaScript, and the
 * filters stay in the address, so reload and back keep them), what the numbers count, Export CSV
 * and "E-mail these people" for exactly these people, the table newest first (cards on a phone),
 * paging. Dates are on her clock.
 */
export function LeadsList({
  filter,
  result,
  zone,
}: {
  filter: LeadFilter
  result: LeadList
  zone: string
}) {
  const { rows, page, limit, choices, subscribed } = result
  const params = leadFilterParams(filter)
  const filtered = !isLeadFilterBlank(filter)
  const tagName = (id: number) => choices.tags.find((tag) => tag.id === id)?.name
  const described = describeLeadFilter(filter, tagName)
  const csv = new URLSearchParams(params).toString()
  const sources = choices.sources.some((source) => source.value === filter.source)
    ? choices.sources
    : filter.source
      ? [{ value: filter.source, label: sourceLabel(filter.source) }, ...choices.sources]
      : choices.sources
  return (
    <Stack>
      <Card title="Find people">
        <form method="get" action="/admin" role="search" aria-label="Leads">
          <input type="hidden" name="tab" value="leads" />
          <div className={styles.filters}>
            <div className={`${styles.field} ${styles.filterSearch}`}>
              <label className={styles.label} htmlFor="leads-search">
                Search leads
              </label>
              <input
                className={styles.input}
                id="leads-search"
                name="q"
                type="search"
                defaultValue={filter.q}
                placeholder="E-mail, name or source"
                maxLength={200}
                autoComplete="off"
              />
            </div>
            <FilterSelect
              name="source"
              label="Came in through"
              value={filter.source}
              any="Any source"
              options={sources}
            />
            <FilterSelect
              name="status"
              label="Status"
              value={filter.status}
              any="Any status"
              options={CONTACT_STATUSES.map((value) => ({
                value,
                label: CONTACT_STATUS_LABELS[value],
              }))}
            />
            <FilterSelect
              name="tag"
              label="Tag"
              value={filter.tag === null ? '' : String(filter.tag)}
              any="Any tag"
              options={choices.tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
            />
            <FilterSelect
              name="subscribed"
              label="Marketing e-mail"
              value={filter.subscribed}
              any="Subscribed or not"
              options={SUBSCRIBED_CHOICES.map((choice) => ({ ...choice }))}
            />
            <div className={styles.actions}>
              <button className={styles.button} type="submit">
                Show
              </button>
              {filtered ? (
                <a className={`${styles.linkButton} ${styles.secondary}`} href={tabHref('leads')}>
                  Clear filters
                </a>
              ) : null}
            </div>
          </div>
        </form>
      </Card>

      <Card title={filtered ? `Leads: ${described}` : 'Leads'}>
        <Stack>
          <p className={styles.countLine} aria-live="polite">
            {/* The Overview's own words for these numbers (one definition, src/reports/figureWords). */}
            {filtered ? 'With these filters: ' : ''}
            {leadCountWords({
              signUps: result.total,
              people: result.people,
              subscribed: result.subscribed,
            })}
          </p>
          {filtered ? null : <p className={styles.muted}>{LEAD_LIST_EXPLANATION}</p>}
          <div className={styles.actions}>
            <a
              className={`${styles.linkButton} ${styles.secondary}`}
              href={`/api/admin/leads.csv${csv ? `?${csv}` : ''}`}
              download
            >
              Export CSV
            </a>
            <a
              className={`${styles.linkButton} ${styles.secondary}`}
              href={tabHref('leads', { view: 'import' })}
            >
              Import people
            </a>
            {subscribed > 0 ? (
              <a
                className={styles.linkButton}
                href={tabHref('email', {
                  view: 'campaigns',
                  new: 1,
                  audience: leadsAudienceValue(filter),
                })}
              >
                E-mail these people ({count(subscribed)} subscribed)
              </a>
            ) : (
              <p className={styles.muted}>
                Nobody here is subscribed, so there is no one to e-mail.
              </p>
            )}
          </div>
          {rows.length === 0 ? (
            <EmptyState>
              {filtered
                ? 'Nobody matches these filters.'
                : 'No leads yet: they appear here as women sign up.'}
            </EmptyState>
          ) : (
            <>
              <div
                className={styles.scroller}
                role="region"
                aria-labelledby="leads-caption"
                tabIndex={0}
              >
                <table className={`${styles.table} ${styles.cards}`}>
                  <caption id="leads-caption">Leads, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Email</th>
                      <th scope="col">Name</th>
                      <th scope="col">Source</th>
                      <th scope="col">Status</th>
                      <th scope="col">Tags</th>
                      <th scope="col">Subscribed</th>
                      <th scope="col">Quiz Result</th>
                      <th scope="col">Signed up</th>
                      <th scope="col">Her page</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((lead) => (
                      <tr key={lead.id}>
                        <td>
                          <span className={styles.email} title={lead.email}>
                            {lead.email}
                          </span>
                        </td>
                        <td>
                          <span className={styles.cellLabel}>Name: </span>
                          {orDash(lead.name)}
                        </td>
                        <td>
                          <Badge tone={sourceTone(lead.source)}>{sourceLabel(lead.source)}</Badge>
                        </td>
                        <td>
                          <span className={styles.cellLabel}>Status: </span>
                          {lead.status ? CONTACT_STATUS_LABELS[lead.status] : '-'}
                        </td>
                        <td>
                          <span className={styles.cellLabel}>Tags: </span>
                          {lead.tags.length ? lead.tags.join(', ') : '-'}
                        </td>
                        <td>
                          <span className={styles.cellLabel}>Subscribed: </span>
                          {lead.subscribed === null ? '-' : lead.subscribed ? 'Yes' : 'No'}
                        </td>
                        <td>
                          <span className={styles.cellLabel}>Quiz result: </span>
                          {quizResultLabel(lead.quizResult)}
                        </td>
                        <td className={styles.nowrap}>
                          <span className={styles.cellLabel}>Signed up: </span>
                          <time dateTime={lead.createdAt}>
                            {formatOwnerDate(lead.createdAt, zone)}
                          </time>
                        </td>
                        <td>
                          {lead.contactId ? (
                            <a
                              className={styles.link}
                              href={tabHref('leads', { contact: lead.contactId, ...params })}
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
                total={result.total}
                noun={['sign-up', 'sign-ups']}
                hrefFor={(target) => tabHref('leads', { ...params, page: target })}
              />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  )
}
