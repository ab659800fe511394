'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useId, useState } from 'react'

import { useHydrated } from '@/components/useHydrated'
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from '@/contacts/constants'
import type { Person, TagOption } from '@/reports/person'

import styles from './people.module.css'
import { callOwner } from '../ownerApi'

/** What the window asks before her unsaved changes would be lost. */
const LEAVE_UNSAVED =
  'You have changes to her status, tags or note that are not saved. Leave this page and lose them?'

const sameTags = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')

/**
 * While `dirty`, leaving the page asks first: a reload, closing the tab or going back to another
 * page get the browser's own question (beforeunload); a link inside the Admin Center (its tabs
 * move within the page, where beforeunload never fires) gets ours, and stays put on Cancel.
 */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the question only when returnValue is set.
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return
      const to = new URL(link.href, window.location.href)
      if (to.origin !== window.location.origin) return
      if (to.pathname === window.location.pathname && to.search === window.location.search) return
      if (window.confirm(LEAVE_UNSAVED)) {
        // She said yes once: the browser must not ask her again on the way out.
        window.removeEventListener('beforeunload', onBeforeUnload)
        return
      }
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    // Capture, on the document: before Next's links handle the click.
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [dirty])
}

/**
 * What the owner writes on a person: her status, her tags (existing ones or a new one by name)
 * and a note, all saved together by one Save (one updateContact call, one transaction). Leaving
 * with changes not saved asks first; after a save a status line says what was saved, and the page
 * reloads its data from the server, so what shows is what was stored.
 */
export function ContactEditor({
  contactId,
  status,
  tags,
  allTags,
}: {
  contactId: number
  status: ContactStatus
  tags: TagOption[]
  allTags: TagOption[]
}) {
  const router = useRouter()
  const id = useId()
  // What is stored: the form's starting point, and what "changed" is measured against.
  const [stored, setStored] = useState({ status, tagIds: tags.map((tag) => tag.id) })
  const [choices, setChoices] = useState(allTags)
  const [chosenStatus, setChosenStatus] = useState<ContactStatus>(status)
  const [chosenTags, setChosenTags] = useState<number[]>(() => tags.map((tag) => tag.id))
  const [newTag, setNewTag] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null)
  // Until the page hydrates, the form is shown but cannot be changed or sent.
  const locked = !useHydrated()

  const statusChanged = chosenStatus !== stored.status
  const tagsChanged = !sameTags(chosenTags, stored.tagIds) || newTag.trim() !== ''
  const noteWritten = note.trim() !== ''
  const dirty = statusChanged || tagsChanged || noteWritten
  useLeaveWarning(dirty)

  const edited = () => setMessage(null)

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (!dirty) {
      setMessage({
        text: 'Nothing to save: change her status or tags, or write a note first.',
        problem: true,
      })
      return
    }
    setBusy(true)
    setMessage(null)
    const saved = [
      statusChanged ? 'status' : null,
      tagsChanged ? 'tags' : null,
      noteWritten ? 'note' : null,
    ].filter(Boolean)
    try {
      const person = (await callOwner('updateContact', {
        id: contactId,
        ...(statusChanged ? { status: chosenStatus } : {}),
        ...(tagsChanged ? { tagIds: chosenTags } : {}),
        ...(newTag.trim() ? { newTag: newTag.trim() } : {}),
        ...(noteWritten ? { note } : {}),
      })) as unknown as Person
      const tagIds = person.contact.tags.map((tag) => tag.id)
      setStored({ status: person.contact.status, tagIds })
      setChosenStatus(person.contact.status)
      setChosenTags(tagIds)
      setChoices(person.allTags)
      setNewTag('')
      setNote('')
      const words = saved.join(saved.length === 3 ? ', ' : ' and ').replace(', note', ' and note')
      setMessage({ text: `Saved: her ${words}.`, problem: false })
      router.refresh()
    } catch (error) {
      setMessage({ text: `Not saved: ${(error as Error).message}`, problem: true })
    } finally {
      setBusy(false)
    }
  }

  const toggleTag = (tagId: number, on: boolean) => {
    edited()
    setChosenTags((current) =>
      on ? [...new Set([...current, tagId])] : current.filter((value) => value !== tagId),
    )
  }

  return (
    <form onSubmit={onSave} aria-label="Her status, tags and note" className={styles.editor}>
      <div className={styles.columns}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-status`}>
            Status
          </label>
          <select
            className={styles.select}
            id={`${id}-status`}
            name="status"
            value={chosenStatus}
            disabled={locked}
            onChange={(event) => {
              edited()
              setChosenStatus(event.target.value as ContactStatus)
            }}
          >
            {CONTACT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {CONTACT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>

        <fieldset className={styles.fieldset}>
          <legend>Tags</legend>
          {choices.length > 0 ? (
            <div className={styles.checkboxes}>
              {choices.map((tag) => (
                <label key={tag.id} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    name="tag"
                    value={tag.id}
                    checked={chosenTags.includes(tag.id)}
                    disabled={locked}
                    onChange={(event) => toggleTag(tag.id, event.target.checked)}
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>No tags yet: type the first one below.</p>
          )}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-new-tag`}>
              New tag
            </label>
            <input
              className={styles.input}
              id={`${id}-new-tag`}
              value={newTag}
              onChange={(event) => {
                edited()
                setNewTag(event.target.value)
              }}
              maxLength={100}
              autoComplete="off"
              disabled={locked}
            />
          </div>
        </fieldset>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-note`}>
            Add a note
          </label>
          <textarea
            className={styles.textarea}
            id={`${id}-note`}
            value={note}
            onChange={(event) => {
              edited()
              setNote(event.target.value)
            }}
            maxLength={5000}
            disabled={locked}
          />
        </div>
      </div>
      <div className={styles.row}>
        <button className={styles.button} type="submit" disabled={busy || locked}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <p
          className={message?.problem ? styles.problem : styles.muted}
          role="status"
          aria-live="polite"
        >
          {message?.text ?? (dirty ? 'Changes not saved yet.' : '')}
        </p>
      </div>
    </form>
  )
}
