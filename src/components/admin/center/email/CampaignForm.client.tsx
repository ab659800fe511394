'use client'

import { toast } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import type { AudienceOption, CampaignRow, TemplateOption } from '@/reports/email'
import { MAX_CONTENT_LENGTH, MAX_SUBJECT_LENGTH } from '@/email/campaigns/constants'
import type { CampaignPreview } from '@/email/operations/previewCampaign'

import { FieldRow, formFields } from '../fields'
import { formatOwnerDateTime, zoneWords } from '@/settings/timeZone'

import { formatCount } from '../overview/format'
import { callOwner, OwnerApiError } from '../ownerApi'
import styles from './email.module.css'
import { people } from './format'
import { isoToZoned, zonedToIso } from './time'

type Field = 'subject' | 'content' | 'audience' | 'at'
type Action = 'preview' | 'test' | 'save' | 'schedule' | 'send'

const DEFAULT_AUDIENCE = 'all-leads'
const PICK_A_TIME = 'Please pick a day and a time to send it.'
const FUTURE_TIME = 'Please pick a time in the future.'
const NOBODY = 'Nobody in this audience is subscribed, so there is no one to send it to.'

/**
 * The campaign window's form: a saved e-mail to start from (optional), the subject line, the
 * e-mail with its {{name}} fields, the audience (each with how many subscribed people it holds).
 * Preview renders it as the first person of the audience will read it; Send test mails it to her;
 * Save draft keeps it; Schedule and Send Campaign save it first, then send (Send Campaign asks
 * with the number of people first).
 */
export function CampaignForm({
  campaign,
  audiences,
  templates,
  zone,
  onFinished,
}: {
  campaign: CampaignRow | null
  audiences: AudienceOption[]
  templates: TemplateOption[]
  /** Her zone (Site settings): "Send at" is typed and shown on her clock. */
  zone: string
  onFinished: () => void
}) {
  const id = useId()
  const subjectRef = useRef<HTMLInputElement>(null)
  const [subject, setSubject] = useState(campaign?.subject ?? '')
  const [content, setContent] = useState(campaign?.content ?? '')
  // A new campaign opened from the Leads list ("E-mail these people") starts with its people.
  const asked = useSearchParams().get('audience')
  const [audience, setAudience] = useState(
    campaign?.audience ??
      (asked && audiences.some((option) => option.value === asked) ? asked : DEFAULT_AUDIENCE),
  )
  const [sendAt, setSendAt] = useState(
    campaign?.scheduledFor ? isoToZoned(campaign.scheduledFor, zone) : '',
  )
  // Once saved (a schedule refused after the save, say), the next save edits the same campaign.
  const [savedId, setSavedId] = useState<number | null>(campaign?.id ?? null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState<Action | null>(null)
  const [preview, setPreview] = useState<CampaignPreview | null>(null)
  // The saved e-mail she started from ('' for none), and what it put in the two fields.
  const [template, setTemplate] = useState('')
  const filled = useRef<{ subject: string; content: string } | null>(null)
  const ready = subject.trim() !== '' && content.trim() !== ''

  useEffect(() => subjectRef.current?.focus(), [])

  const options = audiences.some((option) => option.value === audience)
    ? audiences
    : // A campaign for an audience the list does not name (those who did not open one).
      [{ value: audience, label: campaign?.audienceLabel ?? audience, count: -1 }, ...audiences]

  const draft = () => ({ subject, content, audience })

  /** A change makes the preview stale: it goes until she asks again. */
  const edited =
    <T,>(set: (value: T) => void, field: Field) =>
    (value: T) => {
      set(value)
      setPreview(null)
      if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest)
    }

  /**
   * "Start from a saved e-mail": choosing one is asking for its words, so they go straight into
   * empty fields, or into fields that still hold the e-mail she chose before, untouched. Words she
   * has written herself (or a campaign being edited) are replaced only once she says yes to a
   * question; saying no leaves her words and the choice as they were. (Filling only the empty
   * fields would look as if choosing did nothing.)
   */
  function startFrom(value: string) {
    const chosen = templates.find((option) => String(option.id) === value)
    if (!chosen) {
      setTemplate('')
      return
    }
    const words = {
      subject: chosen.subject.slice(0, MAX_SUBJECT_LENGTH),
      content: chosen.content.slice(0, MAX_CONTENT_LENGTH),
    }
    const untouched =
      (subject.trim() === '' && content.trim() === '') ||
      (filled.current?.subject === subject && filled.current.content === content)
    if (
      !untouched &&
      !window.confirm(`Replace the subject line and words you have written with “${chosen.name}”?`)
    ) {
      return
    }
    setTemplate(value)
    filled.current = words
    edited(setSubject, 'subject')(words.subject)
    edited(setContent, 'content')(words.content)
  }

  async function run(action: Action, failure: string, work: () => Promise<void>) {
    if (busy) return
    setBusy(action)
    setErrors({})
    try {
      await work()
    } catch (error) {
      if (error instanceof OwnerApiError) setErrors(error.fields as Partial<Record<Field, string>>)
      toast.error(failure, { description: (error as Error).message })
    } finally {
      setBusy(null)
    }
  }

  async function save(): Promise<number> {
    const answer = await callOwner(
      'saveCampaign',
      savedId === null ? draft() : { id: savedId, ...draft() },
    )
    setSavedId(answer.id)
    return answer.id
  }

  const showPreview = () =>
    run('preview', 'No preview', async () => {
      setPreview(await callOwner('previewCampaign', draft()))
    })

  const sendTest = () =>
    run('test', 'Test not sent', async () => {
      const { to } = await callOwner('sendTestCampaign', draft())
      toast.success(`Test sent to ${to}`, { description: 'It arrives within a minute.' })
    })

  const saveDraft = () =>
    run('save', 'Not saved', async () => {
      await save()
      toast.success(campaign?.status === 'scheduled' ? 'Changes saved' : 'Draft saved')
      onFinished()
    })

  const schedule = () =>
    run('schedule', 'Not scheduled', async () => {
      const at = sendAt ? zonedToIso(sendAt, zone) : null
      if (!at || Date.parse(at) <= Date.now()) {
        const message = at ? FUTURE_TIME : PICK_A_TIME
        setErrors({ at: message })
        toast.error('Not scheduled', { description: message })
        return
      }
      const campaignId = await save()
      const answer = await callOwner('sendCampaign', { id: campaignId, at })
      toast.success('Campaign scheduled', {
        description: `It goes to the ${people(answer.recipients)} then subscribed, on ${formatOwnerDateTime(answer.scheduledFor ?? at, zone)}.`,
      })
      onFinished()
    })

  const send = () => {
    if (!ready) return
    void run('send', 'Not sent', async () => {
      const { recipients } = await callOwner('previewCampaign', draft())
      if (recipients === 0) {
        toast.error('Not sent', { description: NOBODY })
        return
      }
      if (!window.confirm(`Send to ${people(recipients)} now?`)) return
      const campaignId = await save()
      const answer = await callOwner('sendCampaign', { id: campaignId })
      toast.success('Campaign on its way', {
        description: `Going out to ${people(answer.recipients)} now.`,
      })
      onFinished()
    })
  }

  const fields = formFields<Field>(id, errors, styles)
  const { describedBy, errorOf } = fields
  const label = (action: Action, idle: string, working: string) =>
    busy === action ? working : idle

  return (
    // Enter in a field sends nothing: each button says what it does.
    <form
      className={styles.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
      noValidate
      aria-busy={busy !== null}
    >
      {templates.length > 0 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-template`}>
            Start from a saved e-mail
          </label>
          <select
            id={`${id}-template`}
            className={styles.select}
            value={template}
            onChange={(event) => startFrom(event.target.value)}
            aria-describedby={`${id}-template-hint`}
          >
            <option value="">None: write it from scratch</option>
            {templates.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
          <p id={`${id}-template-hint`} className={styles.hint}>
            Optional. Fills in its subject line and words for you to change here; the saved e-mail
            itself stays as it is.
          </p>
        </div>
      ) : null}

      <FieldRow fields={fields} name="subject" label="Subject line">
        {(control) => (
          <input
            ref={subjectRef}
            {...control}
            className={styles.input}
            value={subject}
            onChange={(event) => edited(setSubject, 'subject')(event.target.value)}
            maxLength={MAX_SUBJECT_LENGTH}
            autoComplete="off"
            required
          />
        )}
      </FieldRow>

      <FieldRow
        fields={fields}
        name="content"
        label="Email content"
        hint={
          <>
            Write <code>{'{{firstName}}'}</code> where her first name goes, or{' '}
            <code>{'{{name}}'}</code> for her full name. If someone left no name, the words after a
            bar stand in: <code>{'{{firstName|friend}}'}</code>. A blank line starts a new
            paragraph; web addresses become links.
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            value={content}
            onChange={(event) => edited(setContent, 'content')(event.target.value)}
            maxLength={MAX_CONTENT_LENGTH}
            rows={9}
            required
          />
        )}
      </FieldRow>

      <FieldRow
        fields={fields}
        name="audience"
        label="Audience"
        hint="The number is how many subscribed people it holds today: nobody who unsubscribed ever gets it."
      >
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={audience}
            onChange={(event) => edited(setAudience, 'audience')(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.count >= 0
                  ? `${option.label} (${formatCount(option.count)})`
                  : option.label}
              </option>
            ))}
          </select>
        )}
      </FieldRow>

      {preview ? (
        <section className={styles.preview} aria-labelledby={`${id}-preview-title`}>
          <h3 id={`${id}-preview-title`} className={styles.previewTitle}>
            Preview
          </h3>
          <p className={styles.muted} role="status">
            {preview.shownFor
              ? `Shown as ${preview.shownFor.name || preview.shownFor.email} will read it.`
              : 'Nobody is in this audience yet: shown with your own name.'}{' '}
            {people(preview.recipients)} will get it.
          </p>
          <p className={styles.previewSubject}>
            <span className={styles.visuallyHidden}>Subject: </span>
            {preview.subject}
          </p>
          <iframe
            className={styles.previewFrame}
            title={`Preview of “${preview.subject}”`}
            sandbox=""
            srcDoc={preview.html}
          />
        </section>
      ) : null}

      <fieldset className={styles.schedule}>
        <legend className={styles.label}>Send later</legend>
        <div className={styles.scheduleRow}>
          <div className={styles.field}>
            <label className={styles.hintLabel} htmlFor={`${id}-at`}>
              Day and time ({zoneWords(zone)})
            </label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              className={styles.input}
              value={sendAt}
              onChange={(event) => edited(setSendAt, 'at')(event.target.value)}
              aria-invalid={fields.invalid('at')}
              aria-describedby={describedBy('at')}
            />
          </div>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={schedule}
          >
            {label('schedule', 'Schedule', 'Scheduling…')}
          </button>
        </div>
        {errorOf('at')}
      </fieldset>

      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={showPreview}
        >
          {label('preview', 'Preview', 'Preparing preview…')}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={sendTest}>
          {label('test', 'Send test', 'Sending test…')}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={saveDraft}
        >
          {label(
            'save',
            campaign?.status === 'scheduled' ? 'Save changes' : 'Save draft',
            'Saving…',
          )}
        </button>
        <Dialog.Close type="button" className={`${styles.button} ${styles.secondary}`}>
          Cancel
        </Dialog.Close>
        <button type="button" className={styles.button} disabled={!ready} onClick={send}>
          {label('send', 'Send Campaign', 'Sending…')}
        </button>
      </div>
      {!ready ? (
        <p className={styles.hint} role="status">
          Send Campaign is available once the e-mail has a subject line and words.
        </p>
      ) : null}
    </form>
  )
}
