'use client'

import { type FormEvent, useId, useRef, useState } from 'react'

import type { AccessLinkRequest, AccessLinkResponse } from '@/commerce/api'
import { toast } from '@/components/toast'

import { loadAccessLinkSchema } from './accessLinkSchema'
import { EmailField } from './EmailField'
import { primaryButton } from './styles'

const ACCESS_LINK_LABEL = 'Email me my access link'
const FAILURE = 'Unable to send your access link. Please try again.'

type Props = {
  /** The address to send to. With `editable` it only pre-fills the field. */
  email?: string
  /** Show an e-mail field; without it the button sends to `email`. */
  editable?: boolean
  /** Where the link should land once used, e.g. the module she was trying to open. */
  redirectPath?: string
}

/**
 * Asks the server to e-mail a single-use sign-in link. The server answers the same message for
 * every address (it never tells who bought), and that message is what she sees.
 */
export function AccessLinkForm({ email = '', editable = false, redirectPath }: Props) {
  const id = useId()
  const [value, setValue] = useState(email)
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string>()
  const field = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const accessLinkSchema = await loadAccessLinkSchema()
    const parsed = accessLinkSchema.safeParse({ email: editable ? value : email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      field.current?.focus()
      return
    }
    setError(undefined)
    setSending(true)
    const body: AccessLinkRequest = { email: parsed.data.email }
    if (redirectPath) body.redirectTo = `${redirectPath}?email=${encodeURIComponent(body.email)}`
    try {
      const response = await fetch('/api/member/access-link', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => null)) as Partial<AccessLinkResponse> | null
      if (!response.ok) throw new Error(answer?.message || FAILURE)
      setSent(answer?.message || 'Check your e-mail for your access link.')
    } catch (failure) {
      const description = failure instanceof TypeError ? FAILURE : (failure as Error).message
      toast({ title: 'Request Failed', description, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      method="post"
      noValidate
      onFocus={() => void loadAccessLinkSchema()}
      onSubmit={submit}
      aria-label="Request an access link"
      className="grid gap-4"
    >
      {editable && (
        <EmailField
          id={`${id}-email`}
          value={value}
          error={error}
          inputRef={field}
          onChange={(next) => {
            setValue(next)
            setError(undefined)
          }}
        />
      )}
      {!editable && error && <p className="text-sm font-semibold text-red-800">{error}</p>}
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? 'Sending...' : ACCESS_LINK_LABEL}
      </button>
      {/* Always in the page, so screen readers announce the message when it arrives. */}
      <p role="status" className={sent ? 'font-semibold text-plum-900' : 'sr-only'}>
        {sent}
      </p>
    </form>
  )
}
