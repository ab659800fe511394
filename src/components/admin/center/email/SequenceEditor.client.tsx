'use client'

import { useSearchParams } from 'next/navigation'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'

import type { SequenceOptions, SequenceRow, TemplateOption } from '@/reports/email'

import { EditorDialog, useEditorHistory } from './EditorDialog.client'
import styles from './email.module.css'
import { emailHref, placeFrom } from './place'
import { SequenceForm } from './SequenceForm.client'

type Editor = {
  /** Opens the sequence window for a new sequence or her sequence `id`; focus returns to `opener`. */
  open: (target: 'new' | number, opener?: HTMLElement | null) => void
}

const EditorContext = createContext<Editor>({ open: () => {} })

/** "New sequence": the window's fallback for focus when it was opened by the address. */
const NEW_SEQUENCE_BUTTON_ID = 'email-new-sequence'

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
  const searchParams = useSearchParams()
  const place = placeFrom((name) => searchParams.get(name))
  const history = useEditorHistory()

  const editing =
    typeof place.sequence === 'number'
      ? (sequences.find((sequence) => sequence.id === place.sequence) ?? null)
      : null
  const isOpen = place.sequence === 'new' || editing !== null

  const historyOpen = history.open
  const open = useCallback(
    (target: 'new' | number, from?: HTMLElement | null) =>
      historyOpen(emailHref({ view: 'sequences', sequence: target }), from),
    [historyOpen],
  )
  const editor = useMemo(() => ({ open }), [open])

  return (
    <EditorContext.Provider value={editor}>
      {children}
      <EditorDialog
        open={isOpen}
        onClose={() => history.close(emailHref({ ...place, sequence: null }))}
        opener={history.opener}
        fallbackFocusId={NEW_SEQUENCE_BUTTON_ID}
        title={editing ? 'Edit sequence' : 'New sequence'}
        description="Choose what starts it, then the e-mails she gets, one after another, and when."
      >
        <SequenceForm
          key={editing ? editing.id : 'new'}
          sequence={editing}
          options={options}
          templates={templates}
          // After a save: the sequences, with the server's fresh figures.
          onFinished={() => history.finish(emailHref({ view: 'sequences' }))}
        />
      </EditorDialog>
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
