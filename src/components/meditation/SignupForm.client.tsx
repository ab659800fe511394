'use client'

import { type FormEvent, useId, useRef, useState } from 'react'

import {
  loadLeadSchemas,
  type NameEmailErrors,
  type NameEmailField,
  type NameEmailValues,
  readNameAndEmail,
  validateNameAndEmail,
} from '@/components/forms/nameAndEmail'
import { ConsentLine } from '@/components/forms/ConsentLine'
import { NameEmailInput } from '@/components/forms/NameEmailInput'
import { toast } from '@/components/toast'
import type { Meditation } from '@/payload-types'

const SOURCE = 'meditation-download'

type Field = NameEmailField
type Errors = NameEmailErrors

type Schemas = Awaited<ReturnType<typeof loadLeadSchemas>>
const validate = ({ namedLeadSchema }: Schemas, values: NameEmailValues) =>
  validateNameAndEmail(namedLeadSchema, { ...values, source: SOURCE })
const readValues = readNameAndEmail

/**
 * Name and e-mail, checked on submit against the same contract the server uses, with each message
 * beside its field. The inputs are uncontrolled so that what is typed before the page hydrates is
 * still there, and kept when sending fails.
 */
export function SignupForm({
  texts,
  consentLine,
  onSuccess,
}: {
  texts: Meditation['form']
  /** What she agrees to by signing up (Site settings), under the button. */
  consentLine: string
  onSuccess: () => void
}) {
  const id = useId()
  const headingId = `${id}-heading`
  const consentId = `${id}-consent`
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const fields = useRef<Record<Field, HTMLInputElement | null>>({ name: null, email: null })
  // The schemas arrive once she starts on the form; messages shown after a submit follow her
  // typing, by then with the schemas at hand.
  const schemas = useRef<Schemas | null>(null)
  const loadSchemas = async () => (schemas.current ??= await loadLeadSchemas())

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const { data, errors: found } = validate(await loadSchemas(), readValues(form))
    setErrors(found)
    if (!data) {
      const first = found.name ? 'name' : 'email'
      fields.current[first]?.focus()
      return
    }

    setPending(true)
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ name: data.name, email: data.email, source: SOURCE }),
      })
      if (!response.ok) throw new Error(String(response.status))
      toast({ title: texts.successMessage })
      onSuccess()
    } catch {
      toast({ ...texts.failure, variant: 'destructive' })
      setPending(false)
    }
  }

  // Once a message shows, it follows the typing, so it goes away as soon as the value is right.
  function recheck(field: Field, form: HTMLFormElement | null) {
    if (!errors[field] || !form || !schemas.current) return
    const message = validate(schemas.current, readValues(form)).errors[field]
    setErrors((current) => ({ ...current, [field]: message }))
  }

  const field = (name: Field, label: string, placeholder: string | null | undefined) => (
    <NameEmailInput
      formId={id}
      name={name}
      label={label}
      placeholder={placeholder}
      required
      autoComplete={name === 'email' ? 'email' : 'given-name'}
      error={errors[name]}
      inputRef={(element) => {
        fields.current[name] = element
      }}
      onChange={(form) => recheck(name, form)}
    />
  )

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-3xl bg-cream-50 p-6 text-plum-950 shadow-xl ring-1 ring-plum-100 sm:p-8"
    >
      <h2 id={headingId} className="mb-6 font-serif text-3xl text-plum-900">
        {texts.heading}
      </h2>
      {/* POST, so that without JavaScript the e-mail never ends up in the address bar. */}
      <form
        method="post"
        noValidate
        onFocus={() => void loadSchemas()}
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-5"
      >
        {field('name', texts.nameLabel, texts.namePlaceholder)}
        {field('email', texts.emailLabel, texts.emailPlaceholder)}
        <button
          type="submit"
          disabled={pending}
          aria-describedby={consentId}
          className="mt-1 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:opacity-70"
        >
          {pending ? texts.pendingLabel : texts.buttonLabel}
        </button>
        <ConsentLine id={consentId} text={consentLine} className="-mt-2 text-center" />
        {texts.privacyNote && (
          <p className="text-center text-sm text-plum-800">{texts.privacyNote}</p>
        )}
      </form>
    </section>
  )
}
