'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from '@/contacts/constants'
import type { TagOption } from '@/dashboard/person'

import styles from './people.module.css'
import { callOwner } from '../ownerApi'

type Changes = { note?: string; status?: ContactStatus; tagIds?: number[]; newTag?: string }

/**
 * What the owner writes on a person: her status, her tags (existing ones or a new one by name)
 * and a note. Each form sends PATCH /api/admin/contacts/:id, then the page reloads its data from
 * the server, so what shows is what was stored.
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
  const [busy, setBusy] = useState<null | 'status' | 'tags' | 'note'>(null)
  const [note, setNote] = useState('')
  const [newTag, setNewTag] = useState('')

  async function save(which: 'status' | 'tags' | 'note', changes: Changes, done: string) {
    setBusy(which)
    try {
      await callOwner('updateContact', { id: contactId, ...changes })
      toast.success(done)
      if (which === 'note') setNote('')
      if (which === 'tags') setNewTag('')
      router.refresh()
    } catch (error) {
      toast.error('Not saved', { description: (error as Error).message })
    } finally {
      setBusy(null)
    }
  }

  const onStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('status') as ContactStatus
    void save('status', { status: value }, 'Status saved')
  }
  const onTags = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const tagIds = form.getAll('tag').map(Number)
    const name = newTag.trim()
    void save('tags', { tagIds, ...(name ? { newTag: name } : {}) }, 'Tags saved')
  }
  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!note.trim()) {
      toast.error('Note is empty', { description: 'Write something before adding the note.' })
      return
    }
    void save('note', { note }, 'Note added')
  }

  const current = new Set(tags.map((tag) => tag.id))
  return (
    <div className={styles.columns}>
      <form onSubmit={onStatus} aria-label="Set her status">
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-status`}>
              Status
            </label>
            <select
              className={styles.select}
              id={`${id}-status`}
              name="status"
              defaultValue={status}
              key={status}
            >
              {CONTACT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {CONTACT_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <button className={styles.button} type="submit" disabled={busy !== null}>
            {busy === 'status' ? 'Saving…' : 'Save status'}
          </button>
        </div>
      </form>

      <form onSubmit={onTags} aria-label="Set her tags">
        <fieldset className={styles.fieldset}>
          <legend>Tags</legend>
          {allTags.length > 0 ? (
            <div className={styles.checkboxes}>
              {allTags.map((tag) => (
                <label key={`${tag.id}-${current.has(tag.id)}`} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    name="tag"
                    value={tag.id}
                    defaultChecked={current.has(tag.id)}
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>No tags yet: create the first one below.</p>
          )}
        </fieldset>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-new-tag`}>
              New tag
            </label>
            <input
              className={styles.input}
              id={`${id}-new-tag`}
              value={newTag}
              onChange={(event) => setNewTag(event.target.value)}
              maxLength={100}
              autoComplete="off"
            />
          </div>
          <button className={styles.button} type="submit" disabled={busy !== null}>
            {busy === 'tags' ? 'Saving…' : 'Save tags'}
          </button>
        </div>
      </form>

      <form onSubmit={onNote} aria-label="Add a note">
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-note`}>
            Note
          </label>
          <textarea
            className={styles.textarea}
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={5000}
          />
        </div>
        <div className={styles.row}>
          <button className={styles.button} type="submit" disabled={busy !== null}>
            {busy === 'note' ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
    </div>
  )
}
