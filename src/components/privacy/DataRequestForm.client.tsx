'use client'

import { type FormEvent, useId, useRef, useState } from 'react'

import { card, primaryButton } from '@/components/watch/styles'
import { EmailField } from '@/components/watch/EmailField'
import { ROUTES } from '@/core/routes'

const FAILURE = 'Your request could not be sent. Please try again in a moment.'

let schema: Promise<typeof import('@/privacy/schema')> | undefined
/** The endpoint's own rules and messages, fetched when she first uses the form. */
const loadSchema = async () => (await (schema ??= import('@/privacy/schema'))).dataRequestSchema

/**
 * "Ask for your data", under the privacy page: she gives her address, and a link is e-mailed to
 * it. The server answers the same for every address, and that answer is what she reads.
 */
export function DataRequestForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string>()
  const field = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = (await loadSchema()).safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      field.current?.focus()
      return
    }
    setError(undefined)
    setSending(true)
    try {
      const response = await fetch(`/api${ROUTES.requestMyData.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      const answer = (await response.json().catch(() => null)) as { message?: string } | null
      if (!response.ok) throw new Error(answer?.message || FAILURE)
      setSent(answer?.message || FAILURE)
    } catch (failure) {
      setSent(undefined)
      setError(failure instanceof TypeError ? FAILURE : (failure as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="bg-cream-50 px-4 py-16">
      <div className={`${card} mx-auto grid max-w-xl gap-4`}>
        <h2 id={`${id}-title`} className="font-serif text-3xl text-plum-900">
          Ask for your data
        </h2>
        <p>
          Give the address you used here. If I hold anything about you, I will e-mail you a link: it
          lets you download everything this site keeps about you, or ask me to erase it.
        </p>
        <form
          method="post"
          noValidate
          onFocus={() => void loadSchema()}
          onSubmit={submit}
          aria-label="Ask for your data"
          className="grid gap-4"
        >
          <EmailField
            id={`${id}-email`}
            value={email}
            error={error}
            inputRef={field}
            onChange={(next) => {
              setEmail(next)
              setError(undefined)
            }}
          />
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? 'Sending…' : 'E-mail me the link'}
          </button>
          {/* Always in the page, so screen readers announce the answer when it arrives. */}
          <p role="status" className={sent ? 'font-semibold text-plum-900' : 'sr-only'}>
            {sent}
          </p>
        </form>
      </div>
    </section>
  )
}
