'use client'

import { toast, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { type KeyboardEvent, useCallback, useEffect, useId, useState } from 'react'

import type { PreviewPerson, TemplatePreview as Preview } from '@/email/operations/previewTemplate'

import { callOwner, OwnerApiError } from '../center/ownerApi'
import styles from './templates.module.css'

type View = 'html' | 'text'
const VIEWS: { value: View; label: string }[] = [
  { value: 'html', label: 'As she sees it' },
  { value: 'text', label: 'Plain text' },
]

const messageOf = (error: unknown) =>
  error instanceof OwnerApiError ? error.message : 'Something went wrong. Please try again.'

const nameOf = (person: { name: string | null; email: string }) =>
  person.name ? `${person.name} (${person.email})` : person.email

/**
 * The preview beside the words she edits: her latest saved draft (published or not) rendered as
 * it will be sent, for the sample woman or a real person she picks, as HTML (in a frame that can
 * run nothing) and as plain text; and "Send me a test" to her own address. Publishing is not
 * needed: what people receive stays the published version until she publishes.
 */
export function TemplatePreview() {
  const uid = useId()
  const { id, savedDocumentData } = useDocumentInfo()
  const modified = useFormModified()
  const [person, setPerson] = useState<PreviewPerson | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [view, setView] = useState<View>('html')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<'preview' | 'test' | 'search' | null>(null)
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<PreviewPerson[] | null>(null)
  const [sentTo, setSentTo] = useState('')
  const templateId = typeof id === 'number' ? id : Number(id)
  const savedAt = savedDocumentData?.updatedAt as string | undefined
  const input = useCallback(
    () => ({ id: templateId, ...(person ? { contactId: person.id } : {}) }),
    [templateId, person],
  )

  const refresh = useCallback(async () => {
    if (!templateId) return
    setBusy('preview')
    setError('')
    try {
      setPreview(await callOwner('previewTemplate', input()))
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setBusy(null)
    }
  }, [templateId, input])

  // Each save (a draft, an autosave, a publish) and each change of person shows the new words.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetched from the server when the saved words change
    void refresh()
  }, [refresh, savedAt])

  if (!templateId) {
    return (
      <section className={styles.panel} aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`} className={styles.title}>
          Preview
        </h2>
        <p className={styles.muted}>Save the e-mail once to preview it and send yourself a test.</p>
      </section>
    )
  }

  const sendTest = async () => {
    setBusy('test')
    setError('')
    setSentTo('')
    try {
      const { to } = await callOwner('sendTemplateTest', input())
      setSentTo(to)
      toast.success(`Test sent to ${to}`, { description: 'It arrives within a minute.' })
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setBusy(null)
    }
  }

  const search = async (event: { preventDefault: () => void }) => {
    event.preventDefault()
    if (query.trim().length < 2) return
    setBusy('search')
    setError('')
    try {
      setFound((await callOwner('findPreviewPeople', { q: query })).people)
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setBusy(null)
    }
  }

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    const next: View = view === 'html' ? 'text' : 'html'
    setView(next)
    document.getElementById(`${uid}-tab-${next}`)?.focus()
  }

  return (
    <section className={styles.panel} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.title}>
        Preview
      </h2>
      <p className={styles.muted}>
        Your latest saved words, as they will be sent. People keep receiving the published version
        until you publish.
      </p>
      {modified ? (
        <p className={styles.muted} role="status">
          You have changes that are not saved yet: press Save draft to see them here.
        </p>
      ) : null}

      <div className={styles.row}>
        <p className={styles.subject} role="status">
          {person ? `Shown for ${nameOf(person)}` : 'Sample: Jane'}
        </p>
        {person ? (
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={() => setPerson(null)}
          >
            Back to the sample
          </button>
        ) : null}
      </div>

      {/* Inside Payload's own form: a group, not a nested form. */}
      <div className={styles.row} role="search" aria-label="A real person">
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-q`}>
            Preview for a real person (name or e-mail)
          </label>
          <input
            id={`${uid}-q`}
            className={styles.control}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Inside Payload's form: Enter searches here, it does not save the e-mail.
            onKeyDown={(event) => {
              if (event.key === 'Enter') void search(event)
            }}
          />
        </div>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={(event) => void search(event)}
          disabled={busy === 'search' || query.trim().length < 2}
        >
          {busy === 'search' ? 'Searching…' : 'Search'}
        </button>
      </div>
      {found ? (
        found.length ? (
          <ul className={styles.people} aria-label="People found">
            {found.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className={styles.person}
                  onClick={() => {
                    setPerson(candidate)
                    setFound(null)
                  }}
                >
                  {nameOf(candidate)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted} role="status">
            Nobody by that name or address.
          </p>
        )
      ) : null}
      <p className={styles.muted}>
        Her own name and quiz result fill the merge fields; sign-in links are shown as a harmless
        sample link, and nothing is sent to her.
      </p>

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {preview ? (
        <>
          <p className={styles.subject}>
            <span className={styles.muted}>Subject: </span>
            {preview.subject}
          </p>
          <div className={styles.tabs} role="tablist" aria-label="How to show it">
            {VIEWS.map((option) => (
              <button
                key={option.value}
                id={`${uid}-tab-${option.value}`}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={view === option.value}
                aria-controls={`${uid}-panel-${option.value}`}
                tabIndex={view === option.value ? 0 : -1}
                onClick={() => setView(option.value)}
                onKeyDown={onTabKey}
              >
                {option.label}
              </button>
            ))}
          </div>
          <div
            id={`${uid}-panel-html`}
            role="tabpanel"
            aria-labelledby={`${uid}-tab-html`}
            hidden={view !== 'html'}
          >
            <iframe
              className={styles.frame}
              title={`Preview of “${preview.subject}”`}
              sandbox=""
              srcDoc={preview.html}
            />
          </div>
          <div
            id={`${uid}-panel-text`}
            role="tabpanel"
            aria-labelledby={`${uid}-tab-text`}
            hidden={view !== 'text'}
            tabIndex={0}
          >
            <pre className={styles.text}>{preview.text}</pre>
          </div>
        </>
      ) : busy === 'preview' ? (
        <p className={styles.muted} role="status">
          Preparing the preview…
        </p>
      ) : null}

      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => void refresh()}
          disabled={busy !== null}
        >
          {busy === 'preview' ? 'Preparing preview…' : 'Refresh preview'}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => void sendTest()}
          disabled={busy !== null}
        >
          {busy === 'test' ? 'Sending test…' : 'Send me a test'}
        </button>
      </div>
      {sentTo ? (
        <p className={styles.muted} role="status">
          A test marked “[Test]” is on its way to {sentTo}. Nobody else gets it.
        </p>
      ) : null}
    </section>
  )
}
