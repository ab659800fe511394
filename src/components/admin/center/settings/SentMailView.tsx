import Link from 'next/link'

import type { SentMail, SentMessage } from '@/reports/sentMail'
import { formatOwnerDate, formatOwnerDateTime, zoneWords } from '@/settings/timeZone'

import courseStyles from '../courses/courses.module.css'
import { tabHref } from '../tabs'
import { Badge, type BadgeTone, EmptyState, Stack } from '../ui'
import { RetryButton } from './RetryButton.client'
import styles from './settings.module.css'

const STATUS: Record<SentMessage['status'], { word: string; tone: BadgeTone }> = {
  queued: { word: 'Queued', tone: 'info' },
  sent: { word: 'Sent', tone: 'success' },
  failed: { word: 'Failed', tone: 'error' },
  skipped: { word: 'Skipped (unsubscribed)', tone: 'neutral' },
}

const messageHref = (id: number) => `/admin/collections/email-messages/${id}`

/**
 * Sent mail: messages that failed for good (with Retry), then the latest messages or one day's
 * (her day: midnight to midnight on her clock). Every time is on her clock.
 */
export function SentMailView({ mail }: { mail: SentMail }) {
  const formatMoment = (iso: string) => formatOwnerDateTime(iso, mail.zone)
  const caption = mail.day
    ? `E-mails of ${formatOwnerDate(`${mail.day}T12:00:00Z`, 'UTC')} (${zoneWords(mail.zone)})`
    : 'Recent e-mails'
  return (
    <Stack>
      <section aria-labelledby="failed-mail-title">
        <h3 id="failed-mail-title" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
          Failed after the last retry ({mail.failedCount})
        </h3>
        {mail.failed.length === 0 ? (
          <p className={styles.checkDetail}>
            None: every message was sent or is still being tried.
          </p>
        ) : (
          <ul className={styles.failed}>
            {mail.failed.map((message) => (
              <li key={message.id} className={styles.failedItem}>
                <p className={styles.failedText}>
                  <Link className={styles.itemLink} href={messageHref(message.id)}>
                    {message.subject}
                  </Link>
                  <span>
                    To {message.to}, {message.attempts} attempts, last{' '}
                    {formatMoment(message.createdAt)}
                  </span>
                  {message.error ? <span>Error: {message.error}</span> : null}
                </p>
                <RetryButton messageId={message.id} subject={message.subject} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <form method="get" action="/admin" className={styles.dayForm} aria-label="E-mails of one day">
        <input type="hidden" name="tab" value="settings" />
        <label className={styles.dayLabel} htmlFor="sent-mail-day">
          Show the e-mails of one day ({zoneWords(mail.zone)})
        </label>
        <input
          id="sent-mail-day"
          className={styles.dayInput}
          type="date"
          name="mailDay"
          defaultValue={mail.day ?? ''}
          required
        />
        <button type="submit" className={styles.dayButton}>
          Show
        </button>
        {mail.day ? (
          <Link className={styles.itemLink} href={tabHref('settings')}>
            Back to the latest
          </Link>
        ) : null}
      </form>
      {mail.recent.length === 0 ? (
        <EmptyState>{mail.day ? 'No e-mails that day.' : 'No e-mails sent yet.'}</EmptyState>
      ) : (
        <div
          className={courseStyles.scroller}
          tabIndex={0}
          role="region"
          aria-label="Recent e-mails table"
        >
          <table className={courseStyles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">Queued</th>
              </tr>
            </thead>
            <tbody>
              {mail.recent.map((message) => (
                <tr key={message.id}>
                  <td>
                    <Link className={styles.itemLink} href={messageHref(message.id)}>
                      {message.subject}
                    </Link>
                  </td>
                  <td>{message.to}</td>
                  <td>
                    <Badge tone={STATUS[message.status].tone}>{STATUS[message.status].word}</Badge>
                  </td>
                  <td className={courseStyles.numeric}>{formatMoment(message.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.checkDetail}>
        <Link className={styles.itemLink} href="/admin/collections/email-messages">
          Open the full e-mail log
        </Link>
      </p>
    </Stack>
  )
}
