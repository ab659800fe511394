'use client'

import { type FormEvent, useId, useRef, useState } from 'react'

import {
  type NameEmailErrors,
  type NameEmailField,
  type NameEmailValues,
  readNameAndEmail,
  validateNameAndEmail,
} from '@/components/forms/nameAndEmail'
import { NameEmailInput } from '@/components/forms/NameEmailInput'
import { OptInBox, optInTicked } from '@/components/forms/OptInBox'
import { toast } from '@/components/toast'
import { WORKSHOP_MESSAGES } from '@/workshops/constants'

type Field = NameEmailField
type Errors = NameEmailErrors

let registrationSchema: Promise<typeof import('@/workshops/schema')> | undefined
/**
 * The endpoint's own schema, fetched when she first focuses or types in the form (at the latest
 * on submit) rather than with the page: it carries the validation library.
 */
const loadRegistrationSchema = () => (registrationSchema ??= import('@/workshops/schema'))

type Schemas = Awaited<ReturnType<typeof loadRegistrationSchema>>
const validate = ({ workshopRegistrationSchema }: Schemas, values: NameEmailValues) =>
  validateNameAndEmail(workshopRegistrationSchema, values)
const readValues = readNameAndEmail

/**
 * Name (optional), e-mail and the unticked box of the e-mail list (`optInLabel`) →
 * POST /api/workshop/<slug>/register → the secure payment page.
 * idle → pending ("Processing...") → off to the payment page, or back to idle with the reason and
 * everything she typed still there. The inputs are uncontrolled so what is typed before the page
 * hydrates is kept.
 */
export function RegisterForm({
  slug,
  buttonLabel,
  optInLabel,
}: {
  slug: string
  buttonLabel: string
  optInLabel: string
}) {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const emailField = useRef<HTMLInputElement | null>(null)
  // The schema arrives once she starts on the form; messages shown after a submit follow her
  // typing, by then with the schema at hand.
  const schemas = useRef<Schemas | null>(null)
  const loadSchemas = async () => (schemas.current ??= await loadRegistrationSchema())

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const { data, errors: found } = validate(await loadSchemas(), readValues(form))
    setErrors(found)
    if (!data) {
      emailField.current?.focus()
      return
    }

    setPending(true)
    try {
      const response = await fetch(`/api/workshop/${encodeURIComponent(slug)}/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...data, ...(optInTicked(form) ? { marketingConsent: true } : {}) }),
      })
      const body = (await response.json().catch(() => null)) as {
        sessionUrl?: string
        message?: string
        errors?: Errors
      } | null
      if (!response.ok) {
        if (body?.errors) setErrors(body.errors)
        throw new Error(body?.message || WORKSHOP_MESSAGES.failure.description)
      }
      toast(WORKSHOP_MESSAGES.started)
      if (body?.sessionUrl) window.location.assign(body.sessionUrl)
      else setPending(false)
    } catch (error) {
      const description =
        error instanceof TypeError
          ? WORKSHOP_MESSAGES.failure.description
          : (error as Error).message
      toast({ title: WORKSHOP_MESSAGES.failure.title, description, variant: 'destructive' })
      setPending(false)
    }
  }

  // Once a message shows, it follows the typing, so it goes away as soon as the value is right.
  function recheck(field: Field, form: HTMLFormElement | null) {
    if (!errors[field] || !form || !schemas.current) return
    const message = validate(schemas.current, readValues(form)).errors[field]
    setErrors((current) => ({ ...current, [field]: message }))
  }

  const field = (name: Field, label: string, hint?: string) => (
    <NameEmailInput
      formId={id}
      name={name}
      label={label}
      hint={hint}
      required={name === 'email'}
      autoComplete={name === 'email' ? 'email' : 'name'}
      error={errors[name]}
      inputRef={name === 'email' ? emailField : undefined}
      onChange={(form) => recheck(name, form)}
    />
  )

  return (
    <form
      method="post"
      noValidate
      onFocus={() => void loadSchemas()}
      onSubmit={submit}
      aria-label="Register for the workshop"
      className="flex flex-col gap-5"
    >
      {field('name', 'Name', '(optional)')}
      {field('email', 'Email')}
      <OptInBox label={optInLabel} />
      <button
        type="submit"
        disabled={pending}
        className="mt-1 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:opacity-70"
      >
        {pending ? 'Processing...' : buttonLabel}
      </button>
    </form>
  )
}
