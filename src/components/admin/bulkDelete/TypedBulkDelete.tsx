'use client'

import { useAuth, useConfig, useRouteCache, useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useRef, useState } from 'react'

import styles from './TypedBulkDelete.module.css'

type Props = { collectionSlug: string }

type Labels = { singular: string; plural: string }

const word = (label: unknown, fallback: string) =>
  typeof label === 'string' ? label.toLowerCase() : fallback

/** "12 people", "1 person". */
const counted = (count: number, labels: Labels) =>
  `${count} ${count === 1 ? labels.singular : labels.plural}`

/**
 * Deleting several rows at once from a list asks for their number to be typed ("Type 12 to
 * delete 12 people"), so a slip of the mouse never deletes a list. Payload's own bulk delete is
 * switched off for these collections (in the admin and the API, see src/fields/typedBulkDelete.ts);
 * this deletes the chosen rows one by one through the API, each under her access rules.
 */
export function TypedBulkDelete({ collectionSlug }: Props) {
  const { count, getQueryParams, toggleAll } = useSelection()
  const { permissions } = useAuth()
  const { config, getEntityConfig } = useConfig()
  const { clearRouteCache } = useRouteCache()
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [typed, setTyped] = useState('')
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: number }>({
    busy: false,
    error: null,
    done: 0,
  })
  const titleId = useId()
  const hintId = useId()
  const inputId = useId()

  const canDelete = Boolean(permissions?.collections?.[collectionSlug]?.delete)
  if (!canDelete || count === 0) return null

  const entity = getEntityConfig({ collectionSlug })
  const labels: Labels = {
    singular: word(entity?.labels?.singular, 'item'),
    plural: word(entity?.labels?.plural, 'items'),
  }
  const api = `${config.serverURL}${config.routes.api}/${collectionSlug}`
  const matches = typed.trim() === String(count)

  const open = () => {
    setTyped('')
    setState({ busy: false, error: null, done: 0 })
    dialog.current?.showModal()
  }
  const close = () => {
    dialog.current?.close()
    opener.current?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!matches || state.busy) return
    setState({ busy: true, error: null, done: 0 })
    try {
      // The rows chosen (or every row of the filtered list, when "select all" was used).
      const query = getQueryParams()
      const list = await fetch(`${api}${query}&depth=0&pagination=false&select[id]=true`, {
        credentials: 'include',
      })
      if (!list.ok) throw new Error('The list could not be read. Nothing was deleted.')
      const ids = ((await list.json()) as { docs: { id: number | string }[] }).docs.map(
        (doc) => doc.id,
      )
      if (ids.length !== count) {
        throw new Error(
          `The list changed: ${counted(ids.length, labels)} match now, not ${count}. Nothing was deleted; choose again.`,
        )
      }
      let done = 0
      for (const id of ids) {
        const answer = await fetch(`${api}/${encodeURIComponent(String(id))}`, {
          method: 'DELETE',
          credentials: 'include',
        })
        if (!answer.ok) {
          const body = (await answer.json().catch(() => ({}))) as {
            message?: string
            errors?: { message?: string }[]
          }
          throw new Error(
            `${done} of ${count} deleted, then: ${body.errors?.[0]?.message ?? body.message ?? 'the server refused'}.`,
          )
        }
        done += 1
        setState({ busy: true, error: null, done })
      }
      dialog.current?.close()
      toggleAll()
      clearRouteCache()
      router.refresh()
    } catch (error) {
      setState((now) => ({ busy: false, error: (error as Error).message, done: now.done }))
    }
  }

  return (
    <div className={styles.bar}>
      <button ref={opener} type="button" className={styles.danger} onClick={open}>
        Delete {counted(count, labels)}…
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onClose={() => opener.current?.focus()}
      >
        <form onSubmit={submit}>
          <h2 id={titleId} className={styles.title}>
            Delete {counted(count, labels)}?
          </h2>
          <p id={hintId}>
            This cannot be undone. To be sure, type the number of {labels.plural} to delete.
          </p>
          <label htmlFor={inputId} className={styles.label}>
            Type {count} to delete {counted(count, labels)}
          </label>
          <input
            id={inputId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={state.busy}
          />
          {state.busy ? (
            <p role="status">
              Deleting… {state.done} of {count}
            </p>
          ) : null}
          {state.error ? (
            <p role="alert" className={styles.error}>
              {state.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={close}
              disabled={state.busy}
            >
              Keep them
            </button>
            <button
              type="submit"
              className={styles.danger}
              disabled={!matches || state.busy}
              aria-disabled={!matches || state.busy}
            >
              Delete {counted(count, labels)}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  )
}
