'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '@/components/useHydrated'
import { FIELD_LABELS, type ImportField } from '@/imports/platforms'
import type { FileStatus } from '@/imports/read'
import type { ImportOptions, ImportView } from '@/imports/view'
import { formatOwnerDateTime } from '@/settings/timeZone'

import { callOwner } from '../../ownerApi'
import { chosenFiles } from './chosenFiles'
import styles from './import.module.css'
import { ImportRun } from './ImportRun'
import { counted, isUnderWay, problemsHref } from './words'

const FIELDS = Object.keys(FIELD_LABELS) as ImportField[]

/** Mailchimp writes one file per status: which one this is decides everyone's consent. */
const MAILCHIMP_FILES: { value: FileStatus; label: string }[] = [
  { value: 'subscribed', label: 'Subscribed people (the file named subscribed_…)' },
  { value: 'unsubscribed', label: 'Unsubscribed people (the file named unsubscribed_…)' },
  { value: 'cleaned', label: 'Bounced addresses (the file named cleaned_…)' },
]

/** Reasons shown on the page; the CSV has every row. */
const REASONS_SHOWN = 5

/** Her tags typed with commas between them: each once, whatever its case. */
function tagList(typed: string) {
  const tags: string[] = []
  for (const tag of typed.split(',').map((each) => each.trim())) {
    if (tag && !tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag)
  }
  return tags
}

type Step = 'check' | 'start'
/** Where her place moves once a step is done (a new object each time, so it moves again). */
type Focus = { on: 'preview' | 'run' }

/** Each column of the file: its header, examples when the file was just chosen, what it holds. */
function ColumnsTable({
  id,
  view,
  mapping,
  examples,
  disabled,
  onChange,
}: {
  id: string
  view: ImportView
  mapping: Record<string, ImportField>
  examples: Record<string, string[]> | null
  disabled: boolean
  onChange: (header: string, field: ImportField) => void
}) {
  return (
    <div className={styles.scroller}>
      <table className={`${styles.table} ${styles.cards}`}>
        <caption>Columns of “{view.fileName}”</caption>
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            {examples ? <th scope="col">Examples from the file</th> : null}
            <th scope="col">What it holds</th>
          </tr>
        </thead>
        <tbody>
          {view.headers.map((header, index) => {
            const shown = header || `Column ${index + 1} (no name)`
            const values = examples?.[header] ?? []
            return (
              <tr key={`${index}-${header}`}>
                <th scope="row" className={styles.header}>
                  {shown}
                </th>
                {examples ? (
                  <td>
                    <span className={styles.cellLabel}>Examples: </span>
                    {values.length ? (
                      <ul className={styles.examples}>
                        {values.map((value) => (
                          <li key={value} title={value}>
                            {value}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className={styles.muted}>Empty in the first rows</span>
                    )}
                  </td>
                ) : null}
                <td>
                  <label className={styles.visuallyHidden} htmlFor={`${id}-column-${index}`}>
                    What “{shown}” holds
                  </label>
                  <select
                    id={`${id}-column-${index}`}
                    className={styles.select}
                    value={mapping[header] ?? 'ignore'}
                    disabled={disabled}
                    onChange={(event) => onChange(header, event.target.value as ImportField)}
                  >
                    {FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {FIELD_LABELS[field]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** One figure of the preview: the count in bold, then what it means. */
function Figure({ count, children }: { count: string; children: ReactNode }) {
  return (
    <li>
      <strong>{count}</strong> {children}
    </li>
  )
}

/**
 * One import before it starts, step by step: what the file is and what each column holds (she
 * may change any), Check (what the import would do: new people, updates, repeated and invalid
 * rows, refusals, consent, tags), her choices (offers for the file's courses, tags for everyone,
 * a sequence, whether people without consent agreed), Start; then its progress and what it did.
 * A change to a column after Check hides the preview until she checks again.
 */
export function ImportSteps({ initial, zone }: { initial: ImportView; zone: string }) {
  const id = useId()
  const hydrated = useHydrated()
  const [view, setView] = useState(initial)
  const [examples] = useState(() => chosenFiles.get(initial.id)?.examples ?? null)
  const [mapping, setMapping] = useState(initial.mapping)
  const [fileStatus, setFileStatus] = useState<FileStatus>(initial.fileStatus ?? 'subscribed')
  const [checked, setChecked] = useState(initial.status === 'previewed' && !!initial.preview)
  const [offers, setOffers] = useState<Record<string, string>>({})
  const [tags, setTags] = useState('')
  const [sequence, setSequence] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState<Step | null>(null)
  const [problem, setProblem] = useState<{ step: Step; message: string } | null>(null)
  const [unreachable, setUnreachable] = useState<string | null>(null)
  const [attempts, setAttempts] = useState(0)
  const [focus, setFocus] = useState<Focus | null>(null)
  const columnsHeading = useRef<HTMLHeadingElement>(null)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const runHeading = useRef<HTMLHeadingElement>(null)
  // Once she has checked or started, her answers are newer than any page the browser kept.
  const stepTaken = useRef(false)
  const locked = !hydrated

  // Just uploaded: her place moves to what the file turned out to be.
  useEffect(() => {
    const chosen = chosenFiles.get(initial.id)
    if (chosen?.justUploaded) {
      chosen.justUploaded = false
      columnsHeading.current?.focus()
    }
  }, [initial.id])

  useEffect(() => {
    const heading = { preview: previewHeading, run: runHeading }
    if (focus) heading[focus.on].current?.focus()
  }, [focus])

  // A page the browser kept from before (back and forward) may show an import that has moved on.
  useEffect(() => {
    let current = true
    callOwner('getImport', { id: initial.id })
      .then((fresh) => {
        if (!current || stepTaken.current || fresh.status === initial.status) return
        setView(fresh)
        setMapping(fresh.mapping)
        setChecked(fresh.status === 'previewed' && !!fresh.preview)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [initial])

  // While it waits and runs, the server is asked again every second (every five once unreachable).
  useEffect(() => {
    if (!isUnderWay(view.status)) return
    let current = true
    const timer = window.setTimeout(
      async () => {
        try {
          const fresh = await callOwner('getImport', { id: view.id })
          if (!current) return
          setUnreachable(null)
          setView(fresh)
        } catch (error) {
          if (!current) return
          setUnreachable(`${(error as Error).message} The import goes on; trying again…`)
          setAttempts((count) => count + 1)
        }
      },
      attempts > 0 ? 5_000 : 1_000,
    )
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [view, attempts])

  if (!['uploaded', 'previewed'].includes(view.status)) {
    return (
      <ImportRun view={view} zone={zone} headingRef={runHeading} connectionProblem={unreachable} />
    )
  }

  const isMailchimp = view.platform === 'mailchimp'
  const preview = checked ? view.preview : null

  const changeColumn = (header: string, field: ImportField) => {
    setMapping((before) => ({ ...before, [header]: field }))
    setChecked(false)
    setProblem(null)
  }

  async function run(step: Step, work: () => Promise<void>) {
    if (busy) return
    stepTaken.current = true
    setBusy(step)
    setProblem(null)
    try {
      await work()
    } catch (error) {
      setProblem({ step, message: (error as Error).message })
    } finally {
      setBusy(null)
    }
  }

  const check = () =>
    run('check', async () => {
      const answer = await callOwner('checkImport', {
        id: view.id,
        mapping,
        ...(isMailchimp ? { fileStatus } : {}),
      })
      setView(answer)
      setMapping(answer.mapping)
      setChecked(true)
      setFocus({ on: 'preview' })
    })

  const start = () =>
    run('start', async () => {
      if (!preview) return
      const options: ImportOptions = {
        tags: tagList(tags),
        sequence: sequence ? Number(sequence) : null,
        products: preview.products.map((name) => ({
          name,
          offer: offers[name] ? Number(offers[name]) : null,
        })),
        agreed: preview.neverAsked > 0 && agreed,
      }
      setView(await callOwner('startImport', { id: view.id, options }))
      setFocus({ on: 'run' })
    })

  const problemOf = (step: Step) =>
    problem?.step === step ? (
      <p className={styles.error} role="alert">
        {problem.message}
      </p>
    ) : null

  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-columns-title`}>
        <h2
          id={`${id}-columns-title`}
          className={styles.cardTitle}
          ref={columnsHeading}
          tabIndex={-1}
        >
          {view.platform === 'csv'
            ? 'A spreadsheet: say what each column holds'
            : `This is a ${view.platformLabel} export`}
        </h2>
        <div className={styles.stack}>
          <p className={styles.muted}>
            “{view.fileName}”, uploaded {formatOwnerDateTime(view.createdAt, zone)}.
          </p>
          {view.importedBefore ? (
            <p className={styles.notice}>
              You imported this file on {formatOwnerDateTime(view.importedBefore.at, zone)}:
              importing it again changes nothing.
            </p>
          ) : null}
          <p className={styles.intro}>
            {view.platform === 'csv'
              ? 'Which product wrote this file could not be told from its columns, so each column has a guess from its name. Check each one; “Leave out” skips a column.'
              : `Each column is matched to what it holds, as ${view.platformLabel} writes it. Change any that look wrong; “Leave out” skips a column.`}
          </p>
          {isMailchimp ? (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-file-status`}>
                Which Mailchimp file is this?
              </label>
              <select
                id={`${id}-file-status`}
                className={styles.select}
                value={fileStatus}
                disabled={locked}
                aria-describedby={`${id}-file-status-hint`}
                onChange={(event) => {
                  setFileStatus(event.target.value as FileStatus)
                  setChecked(false)
                }}
              >
                {MAILCHIMP_FILES.map((file) => (
                  <option key={file.value} value={file.value}>
                    {file.label}
                  </option>
                ))}
              </select>
              <p id={`${id}-file-status-hint`} className={styles.hint}>
                Mailchimp’s export holds one file for each: import each of them. Unsubscribed people
                and bounced addresses go on your do-not-mail list, never on your list.
              </p>
            </div>
          ) : null}
          <ColumnsTable
            id={id}
            view={view}
            mapping={mapping}
            examples={examples}
            disabled={locked}
            onChange={changeColumn}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={checked ? `${styles.button} ${styles.secondary}` : styles.button}
              disabled={locked}
              onClick={check}
            >
              {busy === 'check'
                ? 'Checking…'
                : checked
                  ? 'Check again'
                  : 'Check what the import will do'}
            </button>
          </div>
          {problemOf('check')}
          {!checked && view.preview ? (
            <p className={styles.muted} role="status">
              A column changed: check again to see what the import will do.
            </p>
          ) : null}
        </div>
      </section>

      {preview ? (
        <section
          className={styles.card}
          aria-labelledby={`${id}-preview-title`}
          aria-busy={busy === 'start'}
        >
          <h2
            id={`${id}-preview-title`}
            className={styles.cardTitle}
            ref={previewHeading}
            tabIndex={-1}
          >
            What the import will do
          </h2>
          <div className={styles.stack}>
            <p className={styles.intro}>
              The file has {counted(preview.total, 'row', 'rows')}. Nothing has changed yet: the
              import begins when you press Start import.
            </p>
            <ul className={styles.figures}>
              <Figure count={counted(preview.newPeople, 'new person', 'new people')}>
                — addresses not among your contacts yet
              </Figure>
              <Figure count={counted(preview.updates, 'update', 'updates')}>
                — people already among your contacts: the file adds its tags, and a name where you
                had none
              </Figure>
              {preview.duplicatesInFile ? (
                <Figure count={counted(preview.duplicatesInFile, 'repeated row', 'repeated rows')}>
                  — the same address as an earlier row: each person is imported once
                </Figure>
              ) : null}
              {preview.invalid ? (
                <Figure count={counted(preview.invalid, 'invalid row', 'invalid rows')}>
                  — they cannot be imported:
                  <ul className={styles.reasons}>
                    {preview.problems.slice(0, REASONS_SHOWN).map((row) => (
                      <li key={row.line}>
                        Line {row.line}: {row.reason}
                      </li>
                    ))}
                    {preview.invalid > REASONS_SHOWN ? (
                      <li>…and {counted(preview.invalid - REASONS_SHOWN, 'more', 'more')}.</li>
                    ) : null}
                  </ul>
                  <a className={styles.link} href={problemsHref(view.id)} download>
                    Download the invalid rows (CSV)
                  </a>{' '}
                  to fix them in a spreadsheet and import them again.
                </Figure>
              ) : null}
              {preview.unsubscribed ? (
                <Figure count={counted(preview.unsubscribed, 'person', 'people')}>
                  unsubscribed — they go on your do-not-mail list, never on your list
                </Figure>
              ) : null}
              {preview.bounced ? (
                <Figure count={counted(preview.bounced, 'address', 'addresses')}>
                  bounced or marked an e-mail as spam — they go on your do-not-mail list, never on
                  your list
                </Figure>
              ) : null}
              {preview.suppressed ? (
                <Figure count={counted(preview.suppressed, 'person', 'people')}>
                  already on your do-not-mail list (they unsubscribed or bounced before) — they stay
                  off your list, whatever the file says
                </Figure>
              ) : null}
              <Figure count={counted(preview.subscribedNew, 'person joins', 'people join')}>
                your list — new people the file says subscribed
              </Figure>
              {preview.neverAsked ? (
                <Figure count={counted(preview.neverAsked, 'person', 'people')}>
                  with no consent in the file — it does not say whether they agreed to your e-mails
                  (see below)
                </Figure>
              ) : null}
              <li>
                {preview.tagsToCreate.length
                  ? `Tags that will be created: ${preview.tagsToCreate.join(', ')}.`
                  : 'No new tags will be created.'}
              </li>
            </ul>
            {preview.unsubscribed || preview.bounced ? (
              <p className={styles.muted}>
                Your do-not-mail list keeps the site from ever sending them marketing e-mail.
                Someone on it you do not have yet is kept only there, not added to your contacts.
              </p>
            ) : null}

            <h3 className={styles.subheading}>Your choices</h3>
            {preview.neverAsked ? (
              <div className={styles.consent}>
                <div className={styles.checkbox}>
                  <input
                    id={`${id}-agreed`}
                    type="checkbox"
                    checked={agreed}
                    disabled={locked}
                    aria-describedby={`${id}-agreed-hint`}
                    onChange={(event) => setAgreed(event.target.checked)}
                  />
                  <label htmlFor={`${id}-agreed`}>These people agreed to get my e-mails</label>
                </div>
                <p id={`${id}-agreed-hint`} className={styles.hint}>
                  For the {counted(preview.neverAsked, 'person', 'people')} with no consent in the
                  file. Tick this only if you are sure each of them said yes to your e-mails (for
                  example, they signed up for your newsletter there): your word is kept as their
                  consent, with the file’s name and today’s date. Unticked, they are imported as
                  contacts but do not join your list.
                </p>
              </div>
            ) : null}

            {preview.products.length ? (
              <fieldset className={styles.fieldset} aria-describedby={`${id}-products-hint`}>
                <legend>Courses and offers in the file</legend>
                <p id={`${id}-products-hint`} className={styles.hint}>
                  Choose which of your offers the buyers of each one get: they get its courses as a
                  gift (a complimentary order: no payment, no revenue). “Don’t give access” imports
                  them without.
                </p>
                {preview.products.map((name, index) => (
                  <div className={styles.field} key={name}>
                    <label className={styles.label} htmlFor={`${id}-product-${index}`}>
                      Buyers of “{name}” get
                    </label>
                    <select
                      id={`${id}-product-${index}`}
                      className={styles.select}
                      value={offers[name] ?? ''}
                      disabled={locked}
                      onChange={(event) =>
                        setOffers((before) => ({ ...before, [name]: event.target.value }))
                      }
                    >
                      <option value="">Don’t give access</option>
                      {view.choices.offers.map((offer) => (
                        <option key={offer.id} value={String(offer.id)}>
                          {offer.name}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </fieldset>
            ) : null}

            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-tags`}>
                Extra tags for everyone in this file (optional)
              </label>
              <input
                id={`${id}-tags`}
                className={styles.input}
                type="text"
                value={tags}
                disabled={locked}
                autoComplete="off"
                aria-describedby={`${id}-tags-hint`}
                onChange={(event) => setTags(event.target.value)}
              />
              <p id={`${id}-tags-hint`} className={styles.hint}>
                Separate tags with commas, for example: From Kit, Spring list. Tags you do not have
                yet are created.
              </p>
            </div>

            {view.choices.sequences.length ? (
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${id}-sequence`}>
                  Start a sequence (optional)
                </label>
                <select
                  id={`${id}-sequence`}
                  className={styles.select}
                  value={sequence}
                  disabled={locked}
                  aria-describedby={`${id}-sequence-hint`}
                  onChange={(event) => setSequence(event.target.value)}
                >
                  <option value="">None — the import sends no e-mail</option>
                  {view.choices.sequences.map((each) => (
                    <option key={each.id} value={String(each.id)} disabled={!each.active}>
                      {each.active ? each.name : `${each.name} (switched off)`}
                    </option>
                  ))}
                </select>
                <p id={`${id}-sequence-hint`} className={styles.hint}>
                  If you choose one, the people of this file who are on your list start it, from its
                  first e-mail.
                </p>
              </div>
            ) : null}

            <p className={styles.intro}>
              The import itself sends nobody any e-mail. It runs in the background: once it has
              started you can leave this page and come back.
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} disabled={locked} onClick={start}>
                {busy === 'start' ? 'Starting…' : 'Start import'}
              </button>
            </div>
            {problemOf('start')}
          </div>
        </section>
      ) : null}
    </>
  )
}
