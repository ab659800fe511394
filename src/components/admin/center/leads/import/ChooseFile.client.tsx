'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useRef, useState, useTransition } from 'react'

import { useHydrated } from '@/components/useHydrated'
import { ROUTES } from '@/core/routes'
import { MAX_IMPORT_BYTES } from '@/imports/constants'
import type { ImportView } from '@/imports/view'

import { chosenFiles } from './chosenFiles'
import { readColumnExamples } from './columnExamples'
import styles from './import.module.css'
import { importHref } from './words'

const MAX_MB = MAX_IMPORT_BYTES / 1024 / 1024
const TOO_LARGE = `This file is too large: an import takes at most ${MAX_MB} MB. Export fewer people at a time (one list or tag), or split the file.`
const UNREACHABLE = 'The server could not be reached. Please check your connection and try again.'

/** Sends the file as it is (not as JSON, which would double a large file's size). */
async function uploadFile(file: File): Promise<ImportView> {
  let response: Response
  try {
    response = await fetch(
      `/api${ROUTES.uploadImport.path}?fileName=${encodeURIComponent(file.name)}`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/csv' },
        body: file,
      },
    )
  } catch {
    throw new Error(UNREACHABLE)
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: unknown }
  if (!response.ok) {
    if (typeof answer.message === 'string' && answer.message) throw new Error(answer.message)
    throw new Error(
      response.status === 413 ? TOO_LARGE : `The file was not taken (${response.status}).`,
    )
  }
  return answer as ImportView
}

/**
 * The Import screen's first step: she chooses a CSV file (which exports work, the size limit),
 * and Upload sends it; the server recognises where it came from and proposes what each column
 * holds, and its page opens. The first rows are also read here, for examples beside each column.
 */
export function ChooseFile() {
  const id = useId()
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [opening, startOpening] = useTransition()
  const hydrated = useHydrated()
  const busy = sending || opening

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const file = input.current?.files?.[0]
    const refuse = (message: string) => {
      setError(message)
      input.current?.focus()
    }
    if (!file) return refuse('Choose a CSV file first.')
    if (file.size > MAX_IMPORT_BYTES) return refuse(TOO_LARGE)
    setError(null)
    setSending(true)
    try {
      const [view, examples] = await Promise.all([
        uploadFile(file),
        readColumnExamples(file).catch(() => ({})),
      ])
      chosenFiles.set(view.id, { examples, justUploaded: true })
      startOpening(() => router.push(importHref(view.id)))
    } catch (failure) {
      refuse((failure as Error).message)
    } finally {
      setSending(false)
    }
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>Import people</h2>
      <form className={styles.stack} onSubmit={upload} noValidate aria-busy={busy}>
        <p className={styles.intro}>
          Bring your list and your customers from the product you used before. Nothing changes until
          you have checked what the import will do and started it.
        </p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-file`}>
            CSV file to import
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className={styles.file}
            type="file"
            accept=".csv,text/csv"
            disabled={!hydrated}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={() => setError(null)}
          />
          <div id={`${id}-hint`} className={styles.hint}>
            <p>Files that work:</p>
            <ul>
              <li>Kit (ConvertKit): the subscribers export</li>
              <li>
                Mailchimp: each file of the audience export (subscribed, unsubscribed, cleaned), one
                at a time; unzip the export first
              </li>
              <li>Kajabi: the people export, or an offer’s customers</li>
              <li>Teachable: the students export</li>
              <li>Any other spreadsheet saved as CSV, with a column of e-mail addresses</li>
            </ul>
            <p>At most {MAX_MB} MB.</p>
          </div>
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button className={styles.button} type="submit" disabled={!hydrated || busy}>
            {busy ? 'Reading the file…' : 'Upload and read the columns'}
          </button>
        </div>
      </form>
    </section>
  )
}
