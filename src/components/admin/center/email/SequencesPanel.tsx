import Link from 'next/link'

import type { EmailTab, SequenceRow, SequenceStepRow } from '@/reports/email'
import { formatOwnerDateTime } from '@/settings/timeZone'

import { formatCount } from '../overview/format'
import { tabHref } from '../tabs'
import { Badge, Card, EmptyState } from '../ui'
import styles from './email.module.css'
import { rateOf } from './format'
import {
  EditSequenceButton,
  NewSequenceButton,
  SequenceEditorProvider,
} from './SequenceEditor.client'

/** Payload's own editor for her sequences (the advanced one), and for her e-mails. */
const SEQUENCES_PATH = '/admin/collections/email-sequences'
const NEW_TEMPLATE_HREF = '/admin/collections/email-templates/create'

type Member = SequenceRow['recent'][number]

/** Where a member is, in her words: in it (and her next step), finished, or left (and why). */
function memberStatus(member: Member, zone: string): string {
  switch (member.status) {
    case 'active': {
      if (member.nextStep === null) return 'In it now'
      const next = `next: step ${member.nextStep}`
      return member.nextStepAt
        ? `In it now, ${next} on ${formatOwnerDateTime(member.nextStepAt, zone)}`
        : `In it now, ${next}`
    }
    case 'completed':
      return 'Finished'
    case 'exited':
      return member.exitReason ? `Left: ${member.exitReason}` : 'Left'
    default:
      return member.status
  }
}

/** A count with its rate, where anything was sent: "3 (12.5%)". */
const withRate = (value: number, rate: number, sent: number) =>
  sent > 0 ? `${formatCount(value)} (${rateOf(rate, sent)})` : formatCount(value)

function StepsTable({ sequence }: { sequence: SequenceRow }) {
  const captionId = `sequence-${sequence.id}-steps`
  if (sequence.steps.length === 0) {
    return <EmptyState>No steps yet: add the first with “Edit”.</EmptyState>
  }
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>Steps of “{sequence.name}”</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">E-mail</th>
            <th scope="col">When</th>
            <th scope="col">Send window</th>
            <th scope="col">Step on</th>
            <th scope="col">Sent</th>
            <th scope="col">Opened</th>
            <th scope="col">Clicked</th>
          </tr>
        </thead>
        <tbody>
          {sequence.steps.map((step: SequenceStepRow) => (
            <tr key={step.index}>
              <th scope="row">{step.index + 1}</th>
              <td className={styles.stepEmail}>{step.email}</td>
              <td>{step.when}</td>
              <td>{step.window}</td>
              <td>{step.active ? 'On' : 'Off'}</td>
              <td>{formatCount(step.sent)}</td>
              <td>{withRate(step.opened, step.openRate, step.sent)}</td>
              <td>{withRate(step.clicked, step.clickRate, step.sent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function SequenceCard({ sequence, zone }: { sequence: SequenceRow; zone: string }) {
  const headingId = `sequence-${sequence.id}`
  const members: [string, number][] = [
    ['In it now', sequence.members.active],
    ['Finished', sequence.members.completed],
    ['Left', sequence.members.exited],
  ]
  return (
    <article className={styles.campaign} aria-labelledby={headingId}>
      <div className={styles.campaignHead}>
        <h3 className={styles.campaignTitle} id={headingId}>
          {sequence.name}
        </h3>
        <div className={styles.cardActions}>
          <EditSequenceButton id={sequence.id} name={sequence.name} />
          <a className={`${styles.link} ${styles.muted}`} href={`${SEQUENCES_PATH}/${sequence.id}`}>
            Advanced editor
            <span className={styles.visuallyHidden}> for “{sequence.name}”</span>
          </a>
        </div>
      </div>
      <p className={styles.meta}>
        <span className={styles.visuallyHidden}>Status: </span>
        <Badge tone={sequence.active ? 'success' : 'warning'}>
          {sequence.active ? 'Active' : 'Paused'}
        </Badge>
        <span>Starts when: {sequence.trigger}</span>
        {sequence.exitOnPurchase ? <span>Stops when she buys</span> : null}
      </p>
      <dl className={styles.figures}>
        {members.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <StepsTable sequence={sequence} />
      <h4 className={styles.previewTitle} id={`${headingId}-members`}>
        Latest to join
      </h4>
      {sequence.recent.length === 0 ? (
        <p className={styles.muted}>Nobody has started it yet.</p>
      ) : (
        <ul className={styles.members} aria-labelledby={`${headingId}-members`}>
          {sequence.recent.map((member) => (
            <li key={member.contactId}>
              <Link className={styles.link} href={tabHref('leads', { contact: member.contactId })}>
                {member.name || member.email}
              </Link>
              <span className={styles.muted}>{memberStatus(member, zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

/**
 * The sequences inner tab: each sequence with what starts it, who is in it, its steps and their
 * figures, and the latest to join. "New sequence" and each sequence's "Edit" open the sequence
 * window; Payload's own editor stays a small "Advanced editor" link. Steps are her e-mail templates.
 */
export function SequencesPanel({
  tab: { sequences, sequenceOptions, templates, zone },
}: {
  tab: Pick<EmailTab, 'sequences' | 'sequenceOptions' | 'templates' | 'zone'>
}) {
  return (
    <SequenceEditorProvider sequences={sequences} options={sequenceOptions} templates={templates}>
      <Card>
        <div className={styles.listHead}>
          <h2 className={styles.listTitle} id="email-sequences-title">
            Sequences
          </h2>
          <NewSequenceButton />
        </div>
        <div className={styles.stackSmall}>
          <p className={styles.muted}>
            A sequence sends its e-mails on its own, one step after another, from the moment
            something starts it. Each step is one of your e-mail templates: pick it when you edit
            the sequence, or{' '}
            <a className={styles.link} href={NEW_TEMPLATE_HREF}>
              Write a new e-mail
            </a>{' '}
            first.
          </p>
          <p className={styles.muted}>
            Opens are approximate: privacy features open some e-mails by themselves and others block
            the images that count an open. Clicks are the surer figure.
          </p>
          {sequences.length === 0 ? (
            <EmptyState>
              No sequences yet: start one with “New sequence”, then add its e-mails as steps.
            </EmptyState>
          ) : (
            <ul className={styles.campaigns} aria-labelledby="email-sequences-title">
              {sequences.map((sequence) => (
                <li key={sequence.id}>
                  <SequenceCard sequence={sequence} zone={zone} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
    </SequenceEditorProvider>
  )
}
