'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { ConsentLine } from '@/components/forms/ConsentLine'
import { toast } from '@/components/toast'
import type { AlternateHome } from '@/payload-types'

import { ui } from './styles'

/** Long enough to read the success message before the quiz opens. */
const REDIRECT_DELAY_MS = 1500
const REDIRECT_TO = '/quiz'

type Texts = Pick<
  AlternateHome['offer'],
  | 'emailLabel'
  | 'emailPlaceholder'
  | 'nameLabel'
  | 'namePlaceholder'
  | 'buttonLabel'
  | 'pendingLabel'
  | 'note'
  | 'missingEmail'
  | 'success'
  | 'failure'
>

const field =
  'w-full rounded-xl border-2 border-plum-100 bg-cream-50 px-4 py-3 text-plum-950 placeholder:text-plum-700 focus-visible:border-plum-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300'

/**
 * Claims the breakthrough package: saves the lead, then sends her on to the quiz. `consentLine`
 * says what she agrees to by claiming it.
 */
export function LeadForm({ texts, consentLine }: { texts: Texts; consentLine: string }) {
  const router = useRouter()
  const id = useId()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [pending, setPending] = useState(false)
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(redirect.current), [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    // The form skips the browser's own check so an empty e-mail gets the page's message; any
    // other problem the e-mail input finds (its format) is still reported by the browser.
    if (!email.trim()) {
      toast({ ...texts.missingEmail, variant: 'destructive' })
      return
    }
    if (!event.currentTarget.reportValidity()) return

    setPending(true)
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ email: email.trim(), name: name.trim() }),
      })
      if (!response.ok) throw new Error(`${response.status}`)
      toast(texts.success)
      setEmail('')
      setName('')
      redirect.current = setTimeout(() => router.push(REDIRECT_TO), REDIRECT_DELAY_MS)
    } catch {
      toast({ ...texts.failure, variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  return (
    // POST, so that without JavaScript the e-mail never ends up in the address bar.
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex w-full max-w-md flex-col gap-4 rounded-3xl bg-cream-50 p-6 text-left text-plum-950 shadow-xl sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-email`} className="font-semibold text-plum-900">
          {texts.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={texts.emailPlaceholder ?? undefined}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-name`} className="font-semibold text-plum-900">
          {texts.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="given-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={texts.namePlaceholder ?? undefined}
          className={field}
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        aria-describedby={`${id}-consent`}
        className={`${ui.dark} mt-2 w-full`}
      >
        {pending ? texts.pendingLabel : texts.buttonLabel}
      </button>
      <ConsentLine id={`${id}-consent`} text={consentLine} className="text-center" />
      {texts.note && <p className="text-center text-sm text-plum-800">{texts.note}</p>}
    </form>
  )
}
