'use client'

import { useRouter } from 'next/navigation'
import { AlertDialog } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'

import { AI_MESSAGES, CONTENT_READY } from '@/assistant/constants'
import type { CommandResult } from '@/assistant/types'

import { Badge } from '../ui'
import { type AcceptInput, AssistantApiError, acceptCommand, dismissCommand } from './api'
import styles from './assistant.module.css'
import { notify } from './notify'

const errorText = (error: unknown) =>
  (error instanceof AssistantApiError ? error.serverMessage : undefined) ||
  'The server could not do it. Please try again.'

/**
 * The result card (spec §2, §4): the badge, her command, the summary, the generated content and
 * recommendations, and the proposal: what Accept & Implement would change and for whom, with
 * everyone it touches listed so she can leave anyone out. Edit Content changes the words Accept
 * sends; Regenerate asks again with her original command; Dismiss throws it away.
 */
export function ResultCard({
  result,
  onRegenerate,
  onClosed,
}: {
  result: CommandResult
  onRegenerate: () => void
  /** The card is done with (accepted or dismissed): `message` says what happened. */
  onClosed: (message: string) => void
}) {
  const id = useId()
  const router = useRouter()
  const proposal = result.proposal
  const subjectField = proposal?.editable?.subjectField
  const [details, setDetails] = useState(result.details)
  const [subject, setSubject] = useState(proposal?.editable?.subject ?? '')
  const [editing, setEditing] = useState(false)
  const [draftDetails, setDraftDetails] = useState(details)
  const [draftSubject, setDraftSubject] = useState(subject)
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState<'accept' | 'dismiss' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const editor = useRef<HTMLTextAreaElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const acceptButton = useRef<HTMLButtonElement>(null)
  const focusEditor = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // A new answer (sent, regenerated, or opened from her history): her eyes and a screen reader go
  // to it.
  useEffect(() => heading.current?.focus(), [])

  useEffect(() => {
    if (editing && focusEditor.current) {
      focusEditor.current = false
      editor.current?.focus()
    }
  }, [editing])

  const people = proposal?.people ?? []
  const chosen = people.length - excluded.size
  const nobody = people.length > 0 && chosen === 0
  const disabled = busy !== null

  function startEditing() {
    setDraftDetails(details)
    setDraftSubject(subject)
    focusEditor.current = true
    setEditing(true)
  }
  function stopEditing() {
    setEditing(false)
    requestAnimationFrame(() => editButton.current?.focus())
  }
  function save() {
    setDetails(draftDetails)
    setSubject(draftSubject)
    notify(
      'success',
      AI_MESSAGES.updated,
      proposal?.editable
        ? 'Accept & Implement will use your words.'
        : 'Your edited words are kept here.',
    )
    stopEditing()
  }

  async function accept(confirmed = false) {
    // An answer that changes nothing is accepted too: the server keeps it in her history (§4).
    if (proposal?.destructive && !confirmed) {
      setConfirming(true)
      return
    }
    setBusy('accept')
    try {
      const input: AcceptInput = {}
      if (proposal?.editable) {
        input.details = details
        if (subjectField) input.subject = subject
      }
      if (excluded.size > 0) input.exclude = [...excluded]
      if (proposal?.destructive) input.confirm = true
      const answer = await acceptCommand(result.id, input)
      notify('success', AI_MESSAGES.accepted, answer.outcome)
      onClosed(`Done: ${answer.outcome}`)
      // Her figures and insights elsewhere read the change.
      router.refresh()
    } catch (error) {
      const message = errorText(error)
      notify('error', 'Nothing was changed', message)
      // Already accepted or dismissed (another tab, her AI app): this card is out of date.
      if (error instanceof AssistantApiError && error.status === 409) onClosed(message)
    } finally {
      setBusy(null)
    }
  }

  async function dismiss() {
    setBusy('dismiss')
    try {
      await dismissCommand(result.id)
      onClosed('Dismissed. Nothing was changed.')
    } catch (error) {
      const message = errorText(error)
      notify('error', 'Not dismissed', message)
      if (error instanceof AssistantApiError && error.status === 409) onClosed(message)
    } finally {
      setBusy(null)
    }
  }

  const toggle = (personId: number, included: boolean) =>
    setExcluded((current) => {
      const next = new Set(current)
      if (included) next.delete(personId)
      else next.add(personId)
      return next
    })

  return (
    <section className={`${styles.card} ${styles.result}`} aria-labelledby={`${id}-title`}>
      <div className={styles.resultHead}>
        <h2 className={styles.cardTitle} id={`${id}-title`} ref={heading} tabIndex={-1}>
          Your assistant’s answer
        </h2>
        <Badge tone={proposal ? 'warning' : 'success'}>
          {proposal ? result.action || 'Suggested change' : result.action || CONTENT_READY}
        </Badge>
      </div>
      <p className={styles.muted}>
        Your command: <q>{result.command}</q>
      </p>
      <p className={styles.summary}>{result.summary}</p>

      {editing ? (
        <div className={styles.editor}>
          {subjectField ? (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-subject`}>
                Subject line
              </label>
              <input
                id={`${id}-subject`}
                className={styles.input}
                value={draftSubject}
                onChange={(event) => setDraftSubject(event.target.value)}
              />
            </div>
          ) : null}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-details`}>
              Generated content
            </label>
            <textarea
              ref={editor}
              id={`${id}-details`}
              className={`${styles.textarea} ${styles.tall}`}
              value={draftDetails}
              onChange={(event) => setDraftDetails(event.target.value)}
            />
          </div>
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={save}>
              Save Changes
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={stopEditing}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : details || subject ? (
        <div>
          <h3 className={styles.subheading}>Generated content</h3>
          {subjectField && subject ? (
            <p className={styles.subject}>
              <span className={styles.muted}>Subject line:</span> {subject}
            </p>
          ) : null}
          <div className={styles.content} data-testid="assistant-content">
            {details}
          </div>
        </div>
      ) : null}

      {result.recommendations.length > 0 ? (
        <div>
          <h3 className={styles.subheading}>Recommendations</h3>
          <ul className={styles.recommendations}>
            {result.recommendations.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {proposal ? (
        <div className={styles.proposal} aria-labelledby={`${id}-proposal`} role="group">
          <h3 className={styles.subheading} id={`${id}-proposal`}>
            What Accept &amp; Implement will do
          </h3>
          <p className={styles.headline}>{proposal.headline}</p>
          <p className={styles.muted}>
            {people.length > 0 && excluded.size > 0
              ? `${chosen} of ${proposal.count} after the ones you left out.`
              : `${proposal.count} in all.`}
          </p>
          {proposal.sample.length > 0 ? (
            <ul className={styles.sample}>
              {proposal.sample.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
              {proposal.count > proposal.sample.length ? (
                <li className={styles.muted}>
                  …and {proposal.count - proposal.sample.length} more
                </li>
              ) : null}
            </ul>
          ) : null}
          {people.length > 0 ? (
            <details className={styles.people}>
              <summary className={styles.peopleSummary}>
                See all {people.length} and leave anyone out
              </summary>
              <fieldset className={styles.fieldset}>
                <legend className={styles.label}>Who it goes to (untick to leave out)</legend>
                <div className={styles.row}>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary} ${styles.small}`}
                    disabled={disabled || editing || excluded.size === 0}
                    onClick={() => setExcluded(new Set())}
                  >
                    Tick everyone
                  </button>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary} ${styles.small}`}
                    disabled={disabled || editing || nobody}
                    onClick={() => setExcluded(new Set(people.map((person) => person.id)))}
                  >
                    Untick everyone
                  </button>
                </div>
                <ul className={styles.checkboxes}>
                  {people.map((person) => (
                    <li key={person.id}>
                      <label className={styles.checkbox}>
                        <input
                          type="checkbox"
                          checked={!excluded.has(person.id)}
                          disabled={disabled || editing}
                          onChange={(event) => toggle(person.id, event.target.checked)}
                        />
                        <span>
                          {person.name ? `${person.name} ` : ''}
                          <span className={styles.email}>{person.email}</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </details>
          ) : null}
          {proposal.destructive ? (
            <p className={styles.warning}>This cannot be undone once you accept it.</p>
          ) : null}
          <p className={styles.safe}>Nothing changes until you press Accept &amp; Implement.</p>
          {nobody ? (
            <p className={styles.warning} id={`${id}-nobody`}>
              Everyone is left out: tick at least one person, or dismiss it.
            </p>
          ) : null}
        </div>
      ) : null}

      {editing ? null : (
        <div className={styles.row}>
          <button
            ref={acceptButton}
            type="button"
            className={styles.button}
            disabled={disabled || nobody}
            aria-describedby={nobody ? `${id}-nobody` : undefined}
            onClick={() => void accept()}
          >
            {busy === 'accept' ? 'Implementing…' : 'Accept & Implement'}
          </button>
          <button
            ref={editButton}
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={disabled}
            onClick={startEditing}
          >
            Edit Content
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={disabled}
            onClick={onRegenerate}
          >
            Regenerate
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={disabled}
            onClick={() => void dismiss()}
          >
            {busy === 'dismiss' ? 'Dismissing…' : 'Dismiss'}
          </button>
        </div>
      )}

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content
            className={styles.dialog}
            // Opened by Accept, not by a trigger of its own: focus goes back there.
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              acceptButton.current?.focus()
            }}
          >
            <AlertDialog.Title className={styles.dialogTitle}>Are you sure?</AlertDialog.Title>
            <AlertDialog.Description>
              {proposal?.headline.replace(/[.!]\s*$/, '')}. This cannot be undone.
            </AlertDialog.Description>
            <div className={styles.row}>
              <AlertDialog.Cancel className={`${styles.button} ${styles.secondary}`}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action className={styles.button} onClick={() => void accept(true)}>
                Yes, Accept &amp; Implement
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
