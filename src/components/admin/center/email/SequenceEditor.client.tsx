'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react'

import type { SequenceOptions, SequenceRow, TemplateOption } from '@/dashboard/email'

import styles from './email.module.css'
import { emailHref, placeFrom } from './place'
import { SequenceForm } from './SequenceForm.client'

type Editor = {
  /** Opens the sequence window for a new sequence or her sequence `id`; focus returns to `opener`. */
  open: (target: 'new' | number, opener?: HTMLElement | null) => void
}

const EditorContext = createContext<Editor>({ open: () => {} })

/** "New sequence": the window's fallback for focus when it was opened by the address. */
export const NEW_SEQUENCE_BUTTON_ID = 'email-new-sequence'

/**
 * The sequence window: open while the address says `newSequence=1` or `editSequence=<id>`, so
 * reload and back keep it. Opening adds an entry to the history without asking the server again;
 * closing goes back to where she was, and focus returns to the button that opened it.
 */
export function SequenceEditorProvider({
  sequences,
  options,
  templates,
  children,
}: {
  sequences: SequenceRow[]
  options: SequenceOptions
  /** Her e-mails, one for each step. */
  templates: TemplateOption[]
  children: ReactNode
}) {
  const router = useRouter()
  const searchParams = useSearchParams()
  const place = placeFrom((name) => searchParams.get(name))
  const opener = useRef<HTMLElement | null>(null)
  // Whether the window's history entry is ours (then closing is "back"), not a reload's.
  const pushed = useRef(false)

  const editing =
    typeof place.sequence === 'number'
      ? (sequences.find((sequence) => sequence.id === place.sequence) ?? null)
      : null
  const isOpen = place.sequence === 'new' || editing !== null
  const hereHref = emailHref({ ...place, sequence: null })

  const open = useCallback((target: 'new' | number, from?: HTMLElement | null) => {
    opener.current =
      from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    pushed.current = true
    window.history.pushState(null, '', emailHref({ view: 'sequences', sequence: target }))
  }, [])
  const editor = useMemo(() => ({ open }), [open])

  function close() {
    if (pushed.current) {
      pushed.current = false
      window.history.back()
    } else {
      window.history.replaceState(null, '', hereHref)
    }
  }

  /** After a save: the sequences, with the server's fresh figures. */
  function finished() {
    pushed.current = false
    router.replace(emailHref({ view: 'sequences' }), { scroll: false })
    router.refresh()
  }

  return (
    <EditorContext.Provider value={editor}>
      {children}
      <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? undefined : close())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            // A click beside the window must not throw away what she wrote.
            onInteractOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              const back = opener.current?.isConnected
                ? opener.current
                : document.getElementById(NEW_SEQUENCE_BUTTON_ID)
              back?.focus()
            }}
          >
            <div className={styles.dialogHead}>
              <Dialog.Title className={styles.dialogTitle}>
                {editing ? 'Edit sequence' : 'New sequence'}
              </Dialog.Title>
              <Dialog.Description className={styles.muted}>
                Choose what starts it, then the e-mails she gets, one after another, and when.
              </Dialog.Description>
            </div>
            {isOpen ? (
              <SequenceForm
                key={editing ? editing.id : 'new'}
                sequence={editing}
                options={options}
                templates={templates}
                onFinished={finished}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </EditorContext.Provider>
  )
}

/** "New sequence": opens the window for a new sequence. */
export function NewSequenceButton() {
  const { open } = useContext(EditorContext)
  return (
    <button
      id={NEW_SEQUENCE_BUTTON_ID}
      type="button"
      className={styles.button}
      onClick={(event) => open('new', event.currentTarget)}
    >
      New sequence
    </button>
  )
}

/** "Edit" on a sequence's card: opens the window filled with it. */
export function EditSequenceButton({ id, name }: { id: number; name: string }) {
  const { open } = useContext(EditorContext)
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      onClick={(event) => open(id, event.currentTarget)}
    >
      Edit<span className={styles.visuallyHidden}> “{name}”</span>
    </button>
  )
}
