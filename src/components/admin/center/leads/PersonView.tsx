import { CONTACT_STATUS_LABELS } from '@/contacts/constants'
import { APPLICATION_STATUS_LABELS, sourceLabel } from '@/reports/labels'
import type { Person } from '@/reports/person'
import { formatOwnerDate, formatOwnerDateTime } from '@/settings/timeZone'

import { tabHref } from '../tabs'
import { Badge, type BadgeTone, Card, EmptyState, Stack } from '../ui'
import { ContactEditor } from './ContactEditor.client'
import { formatDollars, orDash } from './format'
import styles from './people.module.css'
import { PersonPrivacy } from './PersonPrivacy.client'
import { RefundPurchase } from './RefundPurchase.client'

const EMAIL_STATUS_TONE = {
  sent: 'success',
  queued: 'neutral',
  failed: 'error',
  skipped: 'warning',
} as const

const ORDER_TONE: Partial<Record<Person['orders'][number]['status'], BadgeTone>> = {
  paid: 'success',
  past_due: 'error',
  refunded: 'warning',
  cancelled: 'neutral',
  pending: 'neutral',
}

const ACCESS_TONE = { open: 'success', paused: 'error', ended: 'neutral' } as const

export const emailStatusTone = (status: string) =>
  EMAIL_STATUS_TONE[status as keyof typeof EMAIL_STATUS_TONE] ?? 'neutral'

/** A table in its own scrolling box, labelled by its caption (keyboard users can scroll it). */
function ScrollTable({
  id,
  caption,
  head,
  children,
}: {
  id: string
  caption: string
  head: string[]
  children: React.ReactNode
}) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A person (the "View" of a lead): who she is, what the owner noted, everything she did. */
export function PersonView({
  person,
  backHref,
  zone,
}: {
  person: Person
  backHref: string
  /** Her time zone: every date here is on her clock. */
  zone: string
}) {
  const { contact } = person
  return (
    <Stack>
      <p>
        <a className={styles.link} href={backHref}>
          ← All leads
        </a>
      </p>
      <Card title={contact.name || contact.email}>
        <dl className={styles.facts}>
          <dt>E-mail</dt>
          <dd>
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
          <dt>Status</dt>
          <dd>
            <Badge tone="info">{CONTACT_STATUS_LABELS[contact.status]}</Badge>
          </dd>
          <dt>Tags</dt>
          <dd>
            {contact.tags.length > 0 ? (
              <span className={styles.badges}>
                {contact.tags.map((tag) => (
                  // Everyone with this tag: the Leads list filtered by it.
                  <a
                    key={tag.id}
                    className={styles.link}
                    href={tabHref('leads', { tag: tag.id })}
                    aria-label={`Everyone tagged ${tag.name}`}
                  >
                    <Badge>{tag.name}</Badge>
                  </a>
                ))}
              </span>
            ) : (
              '-'
            )}
          </dd>
          <dt>Came in through</dt>
          <dd>
            {contact.sources.length > 0 ? (
              <span className={styles.badges}>
                {contact.sources.map((source) => (
                  <Badge key={source}>{sourceLabel(source)}</Badge>
                ))}
              </span>
            ) : (
              '-'
            )}
          </dd>
          <dt>Marketing e-mail</dt>
          <dd>
            {contact.marketing}
            {contact.consent ? (
              <span className={styles.muted}>
                {' '}
                (said yes{' '}
                {contact.consent.at ? `on ${formatOwnerDateTime(contact.consent.at, zone)} ` : ''}
                through {contact.consent.source}
                {contact.consent.method ? `; ${contact.consent.method.toLowerCase()}` : ''}
                {contact.consent.confirmedAt
                  ? `, confirmed ${formatOwnerDateTime(contact.consent.confirmedAt, zone)}`
                  : ''}
                )
              </span>
            ) : null}
          </dd>
          {contact.consent?.words ? (
            <>
              <dt>The words she agreed to</dt>
              <dd>“{contact.consent.words}”</dd>
            </>
          ) : null}
          <dt>First seen</dt>
          <dd>{formatOwnerDateTime(contact.firstSeenAt, zone)}</dd>
          <dt>Last seen</dt>
          <dd>{formatOwnerDateTime(contact.lastSeenAt, zone)}</dd>
        </dl>
      </Card>

      <Card title="Status, tags and notes">
        <Stack>
          <ContactEditor
            contactId={contact.id}
            status={contact.status}
            tags={contact.tags}
            allTags={person.allTags}
          />
          <div className={styles.columns}>
            <section aria-labelledby="person-notes">
              <h3 className={styles.subheading} id="person-notes">
                Notes
              </h3>
              {contact.notes.length > 0 ? (
                <ul className={styles.list}>
                  {[...contact.notes].reverse().map((note, index) => (
                    <li key={note.id ?? index}>
                      <p className={styles.wrap} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                        {note.note}
                      </p>
                      <p className={styles.muted}>
                        {orDash(note.adminEmail)} · {formatOwnerDateTime(note.createdAt, zone)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>No notes yet.</p>
              )}
            </section>
            <section aria-labelledby="person-history">
              <h3 className={styles.subheading} id="person-history">
                Status history
              </h3>
              {contact.statusHistory.length > 0 ? (
                <ul className={styles.list}>
                  {[...contact.statusHistory].reverse().map((change, index) => (
                    <li key={index}>
                      <span>{CONTACT_STATUS_LABELS[change.status]}</span>
                      <p className={styles.muted}>
                        {orDash(change.changedBy)} · {formatOwnerDateTime(change.changedAt, zone)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>No changes yet.</p>
              )}
            </section>
          </div>
        </Stack>
      </Card>

      <Card title="Sign-ups">
        {person.leads.length === 0 ? (
          <EmptyState>No sign-ups from the funnels.</EmptyState>
        ) : (
          <ul className={styles.list}>
            {person.leads.map((lead) => (
              <li key={lead.id}>
                <h3 className={styles.subheading}>
                  {sourceLabel(lead.source)} · {formatOwnerDate(lead.createdAt, zone)}
                </h3>
                {lead.quizResultTitle ? <p>Quiz result: {lead.quizResultTitle}</p> : null}
                {lead.quizAnswerLines.length > 0 ? (
                  <dl className={styles.answers}>
                    {lead.quizAnswerLines.map((line) => (
                      <div key={line.questionId}>
                        <dt>{line.question}</dt>
                        <dd>{line.answer}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="E-mails sent to her">
        {person.emails.length === 0 ? (
          <EmptyState>No e-mails sent yet.</EmptyState>
        ) : (
          <ScrollTable
            id="person-emails"
            caption="E-mails, newest first"
            head={['Subject', 'Template', 'Status', 'Sent', 'Opened', 'Clicked']}
          >
            {person.emails.map((email) => (
              <tr key={email.key}>
                <td className={styles.wrap}>
                  <a className={styles.link} href={email.href}>
                    {email.subject}
                  </a>
                </td>
                <td>{orDash(email.template)}</td>
                <td>
                  <Badge tone={emailStatusTone(email.status)}>{email.status}</Badge>
                </td>
                <td className={styles.nowrap}>{formatOwnerDateTime(email.sentAt, zone)}</td>
                <td className={styles.nowrap}>
                  {email.openedAt ? formatOwnerDateTime(email.openedAt, zone) : '-'}
                </td>
                <td className={styles.nowrap}>
                  {email.clickedAt ? formatOwnerDateTime(email.clickedAt, zone) : '-'}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Card>

      <Card title="Orders">
        {person.orders.length === 0 ? (
          <EmptyState>No orders.</EmptyState>
        ) : (
          <ScrollTable
            id="person-orders"
            caption="Orders, newest first"
            head={['Date', 'What', 'Charged', 'Status', 'Coupon', 'Referred by', 'Details']}
          >
            {person.orders.map((order) => (
              <tr key={order.id}>
                <td className={styles.nowrap}>
                  {formatOwnerDateTime(order.paidAt ?? order.createdAt, zone)}
                </td>
                <td className={styles.wrap}>
                  {order.what}
                  {order.mode === 'demo'
                    ? ' (demo)'
                    : order.mode === 'complimentary'
                      ? ' (complimentary)'
                      : ''}
                </td>
                <td className={styles.nowrap}>
                  {formatDollars(order.amountInCents)}
                  {order.priceType === 'one-time' ? '' : ' each payment'}
                  {order.discountInCents > 0 ? (
                    <p className={styles.muted}>
                      {formatDollars(order.discountInCents)} off · paid so far{' '}
                      {formatDollars(order.paidInCents)}
                    </p>
                  ) : order.priceType !== 'one-time' ? (
                    <p className={styles.muted}>Paid so far {formatDollars(order.paidInCents)}</p>
                  ) : null}
                </td>
                <td>
                  <Badge tone={ORDER_TONE[order.status] ?? 'neutral'}>{order.statusWords}</Badge>
                  {order.billing ? <p className={styles.muted}>{order.billing}</p> : null}
                </td>
                <td>{orDash(order.coupon)}</td>
                <td>{orDash(order.referredBy)}</td>
                <td className={styles.nowrap}>
                  <div className={styles.rowActions}>
                    <a className={styles.link} href={`/admin/collections/orders/${order.id}`}>
                      Open order {order.id}
                    </a>
                    {order.refundable ? (
                      <RefundPurchase orderId={order.id} mode={order.mode} />
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Card>

      <Card title="Course access">
        {person.access.length === 0 ? (
          <EmptyState>No course access.</EmptyState>
        ) : (
          <ScrollTable
            id="person-access"
            caption="Course access"
            head={['Course', 'From', 'Until', 'Access']}
          >
            {person.access.map((row) => (
              <tr key={row.id}>
                <td className={styles.wrap}>
                  {row.course}
                  {row.includesBonusLessons ? ' (with the bonus lessons)' : ''}
                </td>
                <td className={styles.nowrap}>{formatOwnerDate(row.startsAt, zone)}</td>
                <td className={styles.nowrap}>
                  {row.endsAt ? formatOwnerDate(row.endsAt, zone) : 'For good'}
                </td>
                <td>
                  <Badge tone={ACCESS_TONE[row.state]}>{row.stateWords}</Badge>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Card>

      <Card title="Workshop registrations">
        {person.registrations.length === 0 ? (
          <EmptyState>No workshop registrations.</EmptyState>
        ) : (
          <ScrollTable
            id="person-registrations"
            caption="Workshop registrations"
            head={['Registered', 'Workshop', 'Payment', 'Paid']}
          >
            {person.registrations.map((registration) => (
              <tr key={registration.id}>
                <td className={styles.nowrap}>
                  {formatOwnerDate(registration.registrationDate, zone)}
                </td>
                <td>{orDash(registration.workshopTitle)}</td>
                <td>{registration.paymentStatus}</td>
                <td>{formatDollars(registration.amountPaidInCents)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Card>

      <Card title="Applications">
        {person.applications.length === 0 ? (
          <EmptyState>No mentorship application.</EmptyState>
        ) : (
          <ul className={styles.list}>
            {person.applications.map((application) => (
              <li key={application.id}>
                <a className={styles.link} href={tabHref('applications', { q: application.email })}>
                  Application of {formatOwnerDate(application.createdAt, zone)}
                </a>{' '}
                <Badge tone={application.status === 'new' ? 'info' : 'neutral'}>
                  {APPLICATION_STATUS_LABELS[application.status]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Her data">
        <PersonPrivacy
          contactId={contact.id}
          email={contact.email}
          listHref={backHref}
          erasureAskedOn={
            person.erasureAskedAt ? formatOwnerDate(person.erasureAskedAt, zone) : null
          }
        />
      </Card>
    </Stack>
  )
}
