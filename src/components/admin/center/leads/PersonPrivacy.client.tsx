'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { type FormEvent, useId, useState } from 'react'

import { ACCOUNTING_YEARS } from '@/privacy/constants'

import { callOwner, OWNER_ROUTES } from '../ownerApi'
import styles from './people.module.css'

/**
 * Her page's answers to "send me what you hold about me" and "delete me": one archive to send
 * her, and the erasure, which asks for her address to be typed again so a slip of the mouse never
 * erases anyone.
 */
export function PersonPrivacy({
  contactId,
  email,
  listHref,
  erasureAskedOn,
}: {
  contactId: number
  email: string
  /** The day she asked, by her e-mailed link, to be erased, while it waits for the owner. */
  erasureAskedOn: string | null
  /** Where her page's owner goes once she is erased: the list of leads. */
  listHref: string
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const downloadHref = OWNER_ROUTES.exportPerson.path.replace(':id', String(contactId))
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase()

  async function erase(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!matches) {
      setError('That is not her address. Type it exactly as it is shown above.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await callOwner('erasePerson', { id: contactId, email: typed.trim(), confirm: true })
      setOpen(false)
      toast.success('She has been erased', {
        description:
          'Everything about her is gone, and she will never be e-mailed again. Her orders stay without her name, for your accounts.',
      })
      router.replace(listHref)
      router.refresh()
    } catch (failure) {
      setError((failure as Error).message)
      setBusy(false)
    }
  }

  return (
    <div className={styles.privacy}>
      {erasureAskedOn ? (
        <p className={styles.erasureAsked}>
          <strong>She asked to be erased on {erasureAskedOn}.</strong> Download her data if you want
          to keep a copy for her, then erase her: the law gives you 30 days from her request.
        </p>
      ) : null}
      <p className={styles.muted}>
        If she asks what you hold about her, send her this file. If she asks to be forgotten, erase
        her: this cannot be undone.
      </p>
      <div className={styles.privacyActions}>
        <a className={`${styles.linkButton} ${styles.secondary}`} href={downloadHref} download>
          Download her data
        </a>
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            if (busy) return
            setOpen(next)
            if (next) {
              setTyped('')
              setError(null)
            }
          }}
        >
          <Dialog.Trigger asChild>
            <button type="button" className={`${styles.button} ${styles.danger}`}>
              Erase her…
            </button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content className={styles.dialog} aria-describedby={hintId}>
              <Dialog.Title className={styles.dialogTitle}>Erase {email}?</Dialog.Title>
              <form onSubmit={erase} className={styles.dialogForm}>
                <div id={hintId}>
                  <p>
                    Everything the site holds about her is deleted: her sign-ups and quiz answers,
                    applications, messages, course access and progress, the e-mails sent to her and
                    her opens and clicks.
                  </p>
                  <p>
                    Her orders and payments stay, without her name or address, because tax law asks
                    you to keep your sales records (about {ACCOUNTING_YEARS} years). She will never
                    be e-mailed again, even if her address is typed into a form or imported. This
                    cannot be undone: download her data first if she asked for it.
                  </p>
                </div>
                <div className={styles.field}>
                  <label htmlFor={inputId} className={styles.label}>
                    Type her e-mail address to confirm
                  </label>
                  <input
                    id={inputId}
                    className={styles.input}
                    type="email"
                    autoComplete="off"
                    spellCheck={false}
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    disabled={busy}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                </div>
                {error ? (
                  <p id={errorId} role="alert" className={styles.error}>
                    {error}
                  </p>
                ) : null}
                <div className={styles.privacyActions}>
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      className={`${styles.button} ${styles.secondary}`}
                      disabled={busy}
                    >
                      Cancel
                    </button>
                  </Dialog.Close>
                  <button
                    type="submit"
                    className={`${styles.button} ${styles.danger}`}
                    aria-disabled={!matches || busy}
                  >
                    {busy ? 'Erasing…' : 'Erase her for good'}
                  </button>
                </div>
              </form>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </div>
  )
}
