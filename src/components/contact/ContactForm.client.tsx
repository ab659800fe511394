'use client'

import { type FormEvent, useState } from 'react'

import { LabelledField } from '@/components/forms/LabelledField'
import { OptInBox } from '@/components/forms/OptInBox'
import { toast } from '@/components/toast'

const empty = { name: '', email: '', message: '' }

/**
 * idle → sending ("Sending...", disabled) → success (cleared, back to top) or error. The form checks
 * only what the spec asks of it (every field filled); the rest of the rules live in one schema on
 * the server (src/contact/schema.ts), whose message the error toast shows, so no validation
 * library ships to the browser. Her message never subscribes her; the unticked box (`optInLabel`)
 * does, when she ticks it.
 */
export function ContactForm({ optInLabel }: { optInLabel: string }) {
  const [values, setValues] = useState(empty)
  const [marketingConsent, setMarketingConsent] = useState(false)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      toast({
        title: 'Required Fields',
        description: 'Please fill in all fields.',
        variant: 'destructive',
      })
      return
    }
    setSending(true)
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...values,
          ...(marketingConsent ? { marketingConsent: true } : {}),
        }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new Error(body?.message || 'Failed to send message. Please try again.')
      }
      toast({
        title: 'Message Sent!',
        description: "Thank you for reaching out. We'll get back to you soon.",
      })
      setValues(empty)
      setMarketingConsent(false)
      // Smooth through the root's scroll-behavior, which is off for visitors who ask for less motion.
      window.scrollTo({ top: 0 })
    } catch (error) {
      const description =
        error instanceof TypeError
          ? 'Failed to send message. Please try again.'
          : (error as Error).message
      toast({ title: 'Error', description, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  const update = (key: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }))

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Contact form">
      <LabelledField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={update('name')}
      />
      <LabelledField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update('email')}
      />
      <LabelledField
        label="Message"
        name="message"
        rows={4}
        value={values.message}
        onChange={update('message')}
      />
      <OptInBox
        label={optInLabel}
        checked={marketingConsent}
        onChange={setMarketingConsent}
        tone="dark"
      />
      <button
        type="submit"
        disabled={sending}
        className="justify-self-start rounded-full bg-rose-300 px-7 py-3 font-semibold text-plum-950 hover:bg-rose-200 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
