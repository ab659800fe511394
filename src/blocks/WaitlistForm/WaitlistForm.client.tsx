'use client'

import { type FormEvent, useId, useRef, useState } from 'react'

import { ConsentLine } from '@/components/forms/ConsentLine'
import { toast } from '@/components/toast'

import { buttonStyles } from '../shared/styles'

const FALLBACK_ERROR = 'Failed to join waitlist. Please try again.'

type Props = {
  labelledBy: string
  nameLabel: string
  emailLabel: string
  sourceLabel: string
  sourcePlaceholder: string
  options: { value: string; label: string }[]
  buttonLabel: string
  pendingLabel: string
  program: string
  successMessage: string
  /** What she agrees to by joining (Site settings), under the button. */
  consentLine: string
}

/**
 * idle → pending (button disabled, pending label) → joined (message shown, form cleared) or error
 * (toast, typed values kept). The inputs are uncontrolled so that whatever is typed before the page
 * hydrates is still there, and sent, when the visitor submits.
 */
export function WaitlistForm(props: Props) {
  const [pending, setPending] = useState(false)
  const [joined, setJoined] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const consentId = `${useId()}-consent`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      program: props.program,
      source: String(data.get('source') ?? ''),
    }
    setJoined(false)
    if (!values.name.trim() || !values.email.trim()) {
      toast({
        title: 'Required Fields',
        description: 'Please fill in your name and email.',
        variant: 'destructive',
      })
      return
    }
    setPending(true)
    try {
      const response = await fetch('/api/waitlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // The server validates with the shared schema (src/contacts/schema.ts) and its message is
        // shown below; checking here as well would ship the schema library to every CMS page.
        body: JSON.stringify(values),
      })
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null)
        const message =
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message.trim()
            : ''
        toast({ title: 'Error', description: message || FALLBACK_ERROR, variant: 'destructive' })
        return
      }
      form.reset()
      setJoined(true)
    } catch {
      toast({ title: 'Error', description: FALLBACK_ERROR, variant: 'destructive' })
    } finally {
      setPending(false)
      // A button that is disabled while focused drops focus to the page; give it back.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) button.current?.focus()
      })
    }
  }

  const field =
    'w-full rounded-xl border border-plum-950/50 bg-white px-4 py-3 text-plum-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-800'

  return (
    <>
      {/* method="post": a submit before the scripts load must not put the e-mail in the address bar. */}
      <form
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby={props.labelledBy}
        className="mt-8 grid gap-5"
      >
        <label className="grid gap-1 font-semibold">
          {props.nameLabel}
          <input
            name="name"
            required
            maxLength={100}
            autoComplete="name"
            className={`${field} font-normal`}
          />
        </label>
        <label className="grid gap-1 font-semibold">
          {props.emailLabel}
          <input
            name="email"
            type="email"
            required
            maxLength={255}
            autoComplete="email"
            className={`${field} font-normal`}
          />
        </label>
        <label className="grid gap-1 font-semibold">
          {props.sourceLabel}
          <select name="source" defaultValue="" className={`${field} font-normal`}>
            <option value="">{props.sourcePlaceholder}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          ref={button}
          type="submit"
          disabled={pending}
          aria-describedby={consentId}
          className={`${buttonStyles.primary} justify-self-center disabled:cursor-wait disabled:opacity-60`}
        >
          {pending ? props.pendingLabel : props.buttonLabel}
        </button>
        <ConsentLine id={consentId} text={props.consentLine} className="-mt-2 text-center" />
      </form>
      {/* Always in the page, so screen readers announce the message when it is filled in. */}
      <p role="status" className="mt-5 text-center text-lg font-semibold text-plum-800">
        {joined ? props.successMessage : ''}
      </p>
    </>
  )
}
