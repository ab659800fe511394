'use client'

import { useRouter } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { type ReactNode, type RefObject, useCallback, useRef } from 'react'

import styles from './email.module.css'

/**
 * An editor window's place in the history: opening adds an entry without asking the server again;
 * closing goes back to where she was (or replaces a reload's entry); finishing shows the list with
 * the server's fresh figures. `opener` is the button focus returns to.
 */
export function useEditorHistory() {
  const router = useRouter()
  const opener = useRef<HTMLElement | null>(null)
  // Whether the window's history entry is ours (then closing is "back"), not a reload's.
  const pushed = useRef(false)

  const open = useCallback((href: string, from?: HTMLElement | null) => {
    opener.current =
      from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    pushed.current = true
    window.history.pushState(null, '', href)
  }, [])

  /** Closing: back to `hereHref`, the address without the window. */
  function close(hereHref: string) {
    if (pushed.current) {
      pushed.current = false
      window.history.back()
    } else {
      window.history.replaceState(null, '', hereHref)
    }
  }

  /** After a save or a send: `listHref`, with the server's fresh figures. */
  function finish(listHref: string) {
    pushed.current = false
    router.replace(listHref, { scroll: false })
    router.refresh()
  }

  return { opener, open, close, finish }
}

/**
 * The editors' window: a modal dialog with its title and a line of description. A click beside it
 * does not close it (it would throw away what she wrote); Escape and Cancel do, and focus returns
 * to `opener`, or to the button `fallbackFocusId` when the window was opened by the address.
 */
export function EditorDialog({
  open,
  onClose,
  opener,
  fallbackFocusId,
  title,
  description,
  children,
}: {
  open: boolean
  onClose: () => void
  opener: RefObject<HTMLElement | null>
  fallbackFocusId: string
  title: ReactNode
  description: ReactNode
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
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
              : document.getElementById(fallbackFocusId)
            back?.focus()
          }}
        >
          <div className={styles.dialogHead}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Description className={styles.muted}>{description}</Dialog.Description>
          </div>
          {open ? children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
