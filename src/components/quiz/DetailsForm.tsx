'use client'

import { type FormEvent, type Ref, useEffect, useState } from 'react'

import { ConsentLine } from '@/components/forms/ConsentLine'
import { LabelledField } from '@/components/forms/LabelledField'
import { loadLeadSchemas } from '@/components/forms/nameAndEmail'
import { toast, type ToastInput } from '@/components/toast'

export type DetailsFormLabels = {
  title: string
  text: string
  nameLabel: string
  emailLabel: string
  submitLabel: string
  submittingLabel: string
  privacy: string
}

export type DetailsFormMessages = Record<
  'nameRequired' | 'emailRequired' | 'invalidEmail' | 'nameTooLong' | 'emailTooLong',
  ToastInput
>

// The lead schema's messages, in the order the quiz reports them (one toast at a time).
const problems = [
  ['name', 'Name is required', 'nameRequired'],
  ['email', 'Email is required', 'emailRequired'],
  ['email', 'Please enter a valid email address', 'invalidEmail'],
  ['name', 'Name is too long', 'nameTooLong'],
  ['email', 'Email is too long', 'emailTooLong'],
] as const

type Props = {
  labels: DetailsFormLabels
  /** What she agrees to by sending her details, under the button. */
  consentLine: string
  messages: DetailsFormMessages
  headingRef: Ref<HTMLHeadingElement>
  /** Sends the checked name and e-mail; resolves false when sending failed. */
  onSubmit: (details: { name: string; email: string }) => Promise<boolean>
}

const field =
  'w-full rounded-xl border border-plum-700 bg-white px-4 py-3 text-plum-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-800'

/** Name and e-mail, checked with the server's own rules before anything is sent. */
export function DetailsForm({ labels, consentLine, messages, headingRef, onSubmit }: Props) {
  const [values, setValues] = useState({ name: '', email: '' })
  const [sending, setSending] = useState(false)

  // Fetched while she types (the form follows the six cards), not with the page.
  useEffect(() => void loadLeadSchemas(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const { namedLeadSchema } = await loadLeadSchemas()
    const parsed = namedLeadSchema.safeParse(values)
    if (!parsed.success) {
      const found = parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`)
      const problem =
        problems.find(([path, message]) => found.includes(`${path}:${message}`)) ?? problems[2]
      toast({ ...messages[problem[2]], variant: 'destructive' })
      return
    }
    setSending(true)
    const sent = await onSubmit({ name: parsed.data.name, email: parsed.data.email })
    if (!sent) setSending(false)
  }

  const update = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }))

  return (
    <section aria-labelledby="quiz-form-heading" className="grid scroll-mt-24 gap-4">
      <h2
        id="quiz-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-3xl text-plum-900 outline-none"
      >
        {labels.title}
      </h2>
      <p className="text-lg">{labels.text}</p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <LabelledField
          label={labels.nameLabel}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={update('name')}
          fieldClassName={field}
        />
        <LabelledField
          label={labels.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          fieldClassName={field}
        />
        <button
          type="submit"
          aria-disabled={sending}
          aria-describedby="quiz-form-consent"
          className="justify-self-start rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 aria-disabled:cursor-wait"
        >
          {sending ? labels.submittingLabel : labels.submitLabel}
        </button>
        <ConsentLine id="quiz-form-consent" text={consentLine} />
        <p className="text-sm text-plum-800">{labels.privacy}</p>
      </form>
    </section>
  )
}
