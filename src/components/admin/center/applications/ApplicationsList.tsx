import { APPLICATION_QUESTIONS } from '@/applications/schema'
import type { ApplicationRow } from '@/reports/applications'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/reports/labels'
import type { ListPage } from '@/utilities/list'

import { tabHref } from '../tabs'
import { Badge, type BadgeTone, Card, EmptyState, Stack } from '../ui'
import { formatOwnerDate, formatOwnerDateTime } from '@/settings/timeZone'

import { orDash } from '../leads/format'
import { ListToolbar, Pager } from '../leads/ListToolbar'
import styles from '../leads/people.module.css'
import { emailStatusTone } from '../leads/PersonView'
import { DecisionButtons, type DecisionKey } from './DecisionButtons.client'

const STATUS_TONE: Record<ApplicationStatus, BadgeTone> = {
  new: 'info',
  accepted: 'success',
  'call-scheduled': 'warning',
  declined: 'neutral',
}

/** What each status still allows (the server decides too: src/applications/operations). */
const ALLOWED: Record<ApplicationStatus, DecisionKey[]> = {
  new: ['accept', 'schedule-call', 'decline'],
  'call-scheduled': ['accept', 'decline'],
  accepted: [],
  declined: [],
}

/** §2's four sections of a card. */
const SECTIONS = [
  ['Experience with Embodiment', 'experience'],
  ['Intentions', 'intentions'],
  ['Current Challenges', 'challenges'],
  ['Support Needed', 'support'],
] as const

function ApplicationCard({ application, zone }: { application: ApplicationRow; zone: string }) {
  const formatDate = (iso: string | null | undefined) => formatOwnerDate(iso, zone)
  const formatDateTime = (iso: string | null | undefined) => formatOwnerDateTime(iso, zone)
  return (
    <Card
      headingLevel={3}
      title={
        <span className={styles.row} style={{ alignItems: 'center' }}>
          <span>{application.name}</span>
          <Badge tone={STATUS_TONE[application.status]}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </Badge>
        </span>
      }
    >
      <Stack>
        <dl className={styles.facts}>
          <dt>E-mail</dt>
          <dd>
            <a className={styles.link} href={`mailto:${application.email}`}>
              {application.email}
            </a>
          </dd>
          <dt>Phone</dt>
          <dd>{orDash(application.phone)}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
          </dd>
          {application.callAt ? (
            <>
              <dt>Call</dt>
              <dd>{formatDateTime(application.callAt)}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.columns}>
          {SECTIONS.map(([title, key]) => (
            <section key={key} aria-label={title}>
              <h4 className={styles.subheading}>{title}</h4>
              <p className={styles.wrap} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {application[key]}
              </p>
            </section>
          ))}
        </div>
        <details>
          <summary className={styles.summary}>View Full Details</summary>
          <dl className={styles.answers} style={{ marginTop: '0.75rem' }}>
            <div>
              <dt>Name</dt>
              <dd>{application.name}</dd>
            </div>
            <div>
              <dt>E-mail and phone</dt>
              <dd>
                {application.email} · {orDash(application.phone)}
              </dd>
            </div>
            {APPLICATION_QUESTIONS.map((question) => (
              <div key={question.name}>
                <dt>{question.question}</dt>
                <dd>{application.answers[question.name]}</dd>
              </div>
            ))}
          </dl>
          {application.contactId ? (
            <p>
              <a
                className={styles.link}
                href={tabHref('leads', { contact: application.contactId })}
              >
                Everything about {application.name}
              </a>
            </p>
          ) : null}
        </details>
        {application.decisionEmails.length > 0 ? (
          <section aria-label="What was sent">
            <h4 className={styles.subheading}>What was sent</h4>
            <ul className={styles.list}>
              {application.decisionEmails.map((email) => (
                <li key={email.id} className={styles.row} style={{ alignItems: 'center' }}>
                  <span className={styles.wrap}>{email.subject}</span>
                  <Badge tone={emailStatusTone(email.status)}>{email.status}</Badge>
                  <span className={styles.muted}>
                    {formatDateTime(email.sentAt ?? email.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
            {application.decidedBy ? (
              <p className={styles.muted}>
                Decided by {application.decidedBy}, {formatDateTime(application.decidedAt)}
              </p>
            ) : null}
          </section>
        ) : null}
        <DecisionButtons
          applicationId={application.id}
          name={application.name}
          allowed={ALLOWED[application.status]}
          zone={zone}
        />
      </Stack>
    </Card>
  )
}

/** The Applications tab (§2): search, Export CSV, one card per application, paging. */
export function ApplicationsList({
  q,
  result,
  zone,
}: {
  q: string
  result: ListPage<ApplicationRow>
  /** Her zone (Site settings): every date on the cards is on her clock. */
  zone: string
}) {
  const { rows, total, page, limit } = result
  return (
    <Stack>
      <ListToolbar
        tab="applications"
        q={q}
        searchLabel="Search applications"
        placeholder="E-mail or name"
        csvHref={`/api/admin/applications.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`}
      />
      <h2 className={styles.heading}>
        {q ? `Applications matching “${q}”` : 'Mentorship applications'}
      </h2>
      {rows.length === 0 ? (
        <EmptyState>{q ? `No application matches “${q}”.` : 'No applications yet.'}</EmptyState>
      ) : (
        <>
          {rows.map((application) => (
            <ApplicationCard key={application.id} application={application} zone={zone} />
          ))}
          <Pager
            page={page}
            limit={limit}
            total={total}
            noun={['application', 'applications']}
            hrefFor={(target) => tabHref('applications', { q, page: target })}
          />
        </>
      )}
    </Stack>
  )
}
