import type { Ref } from 'react'

import type { ImportView } from '@/imports/view'
import { formatOwnerDateTime } from '@/settings/timeZone'

import { tabHref } from '../../tabs'
import styles from './import.module.css'
import { counted, importHref, isUnderWay, problemsHref, rowsDone } from './words'

/** The bar: how far the import has come, with the same words for the eye and for a reader. */
function ProgressBar({ view }: { view: ImportView }) {
  const total = view.totalRows
  const processed = total === null ? view.processedRows : Math.min(view.processedRows, total)
  const words = rowsDone(processed, total)
  const percent = total ? Math.round((processed / total) * 100) : 0
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Rows imported"
        aria-valuemin={0}
        {...(total === null ? {} : { 'aria-valuemax': total, 'aria-valuenow': processed })}
        aria-valuetext={words}
      >
        <div className={styles.fill} style={{ width: `${Math.max(percent, 2)}%` }} />
      </div>
      <p className={styles.progressWords}>{words}</p>
    </div>
  )
}

/** What the import did, each count in her words (the ones that did not happen left out). */
function ResultList({ view }: { view: ImportView }) {
  const result = view.result
  if (!result) return null
  const sequenceId = view.options?.sequence ?? null
  const sequence = view.choices.sequences.find((each) => each.id === sequenceId)
  const gaveCourses = (view.options?.products ?? []).some((product) => product.offer !== null)
  return (
    <ul className={styles.figures}>
      <li>{counted(result.created, 'new person added', 'new people added')} to your contacts</li>
      <li>{counted(result.updated, 'person', 'people')} you already had, updated</li>
      <li>{counted(result.unchanged, 'person', 'people')} already up to date, unchanged</li>
      <li>{counted(result.subscribed, 'person', 'people')} joined your list</li>
      <li>
        {counted(result.suppressed, 'person', 'people')} on your do-not-mail list (unsubscribed or
        bounced): never on your list
      </li>
      {result.duplicates ? (
        <li>
          {counted(result.duplicates, 'repeated row', 'repeated rows')}: each person imported once
        </li>
      ) : null}
      {result.problems ? (
        <li>
          {counted(result.problems, 'row', 'rows')} not imported.{' '}
          <a className={styles.link} href={problemsHref(view.id)} download>
            Download the rows not imported (CSV)
          </a>
        </li>
      ) : null}
      {gaveCourses || result.orders ? (
        <li>
          {counted(
            result.orders,
            'complimentary course access given',
            'complimentary course accesses given',
          )}{' '}
          (no payment, no revenue)
        </li>
      ) : null}
      {sequence ? (
        <li>
          {counted(result.enrolled, 'person', 'people')} started the sequence “{sequence.name}”
        </li>
      ) : null}
    </ul>
  )
}

/**
 * An import once started: while it waits and runs, the bar and its rows (the page asks the server
 * again every second); once done, what it did; if it stopped, why, and what she can do. One status
 * line, read out by screen readers as it changes.
 */
export function ImportRun({
  view,
  zone,
  headingRef,
  connectionProblem,
}: {
  view: ImportView
  zone: string
  headingRef: Ref<HTMLHeadingElement>
  /** Set while the server cannot be reached: the page keeps asking. */
  connectionProblem: string | null
}) {
  const underWay = isUnderWay(view.status)
  const title = underWay
    ? `Importing “${view.fileName}”`
    : view.status === 'done'
      ? `Imported “${view.fileName}”`
      : `The import of “${view.fileName}” stopped`
  const status = underWay
    ? `${view.statusLabel}…`
    : view.status === 'done'
      ? `Finished on ${formatOwnerDateTime(view.finishedAt, zone)}.`
      : 'It stopped before the end of the file.'
  return (
    <section className={styles.card} aria-labelledby={`import-${view.id}-title`}>
      <h2
        id={`import-${view.id}-title`}
        className={styles.cardTitle}
        ref={headingRef}
        tabIndex={-1}
      >
        {title}
      </h2>
      <div className={styles.stack}>
        <p className={styles.statusLine} role="status">
          {status}
        </p>
        {underWay ? (
          <>
            <ProgressBar view={view} />
            {connectionProblem ? <p className={styles.problem}>{connectionProblem}</p> : null}
            <p className={styles.muted}>
              You can leave this page: the import goes on without you. Come back to it from Past
              imports on the Import screen (Leads → Import people).
            </p>
          </>
        ) : null}
        {view.status === 'failed' ? (
          <>
            <p className={styles.problem}>
              {view.error ?? 'Something went wrong on the server while importing.'}
            </p>
            <p>
              The people imported before it stopped are kept. To bring in the rest, upload the same
              file again: people already imported are not changed twice.
            </p>
            {view.result ? (
              <h3 className={styles.subheading}>What it did before stopping</h3>
            ) : null}
          </>
        ) : null}
        {underWay ? null : <ResultList view={view} />}
        {view.status === 'done' ? (
          <p className={styles.muted}>
            {view.options?.sequence
              ? 'The import itself sent no e-mail: only the sequence you chose writes to those who joined it.'
              : 'The import sent nobody any e-mail.'}
          </p>
        ) : null}
        {underWay ? null : (
          <div className={styles.actions}>
            <a className={styles.linkButton} href={tabHref('leads')}>
              See your leads
            </a>
            <a className={`${styles.linkButton} ${styles.secondary}`} href={importHref()}>
              {view.status === 'failed' ? 'Upload the file again' : 'Import another file'}
            </a>
          </div>
        )}
      </div>
    </section>
  )
}
