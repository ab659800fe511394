'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import {
  APPLICATION_QUESTIONS,
  APPLICATION_STEPS,
  type ApplicationField,
  type ApplicationValues,
  emptyApplication,
  REPLY_WITHIN_HOURS,
  STEP_COUNT,
} from '@/applications/questions'
import { OptInBox } from '@/components/forms/OptInBox'
import SiteLink from '@/components/SiteLink'
import { toast } from '@/components/toast'

import { AnswerStep, fieldStyle, quietButton } from './AnswerStep'
import { Celebration } from './Celebration'
import { prefersReducedMotion } from './confetti'
import { clearDraft, hasDraft, readDraft, saveDraft } from './draft'
import { SPEECH_UNSUPPORTED, useSpeechSupport } from './useSpeechToText'

type Status = 'editing' | 'submitting' | 'received'
type Touched = Partial<Record<ApplicationField, true>>
type Rules = typeof import('@/applications/schema')

let rulesModule: Promise<Rules> | undefined
/**
 * The application's rules (the endpoint's own schema and messages), fetched when she first focuses
 * the form, or at once when a draft is to be restored, rather than with the page: they carry the
 * validation library. Until they arrive no message shows and Next waits.
 */
const loadRules = () => (rulesModule ??= import('@/applications/schema'))

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300 disabled:cursor-not-allowed disabled:opacity-60'

const basics: { field: 'name' | 'email' | 'phone'; label: string; type: string; auto: string }[] = [
  { field: 'name', label: 'Full Name', type: 'text', auto: 'name' },
  { field: 'email', label: 'Email Address', type: 'email', auto: 'email' },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', auto: 'tel' },
]

/**
 * The mentorship application (§2, §4): basic information, then one question per step, with the
 * shared rules of src/applications/schema.ts checked as she types. Next waits until the step is
 * valid; the last step submits, beside the unticked box of the e-mail list (`optInLabel`).
 * Everything typed is kept on her device until the application has arrived, so neither a reload nor
 * a failed submit loses a word.
 */
export function ApplicationForm({
  ownerName,
  optInLabel,
}: {
  ownerName: string
  optInLabel: string
}) {
  const id = useId()
  const [values, setValues] = useState<ApplicationValues>(emptyApplication)
  const [touched, setTouched] = useState<Touched>({})
  const [step, setStep] = useState(1)
  const [status, setStatus] = useState<Status>('editing')
  const [restored, setRestored] = useState(false)
  const [celebrating, setCelebrating] = useState(false)
  const [marketingConsent, setMarketingConsent] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const primary = useRef<HTMLButtonElement>(null)
  const receivedHeading = useRef<HTMLHeadingElement>(null)
  // Focus follows her own steps only, never the page load or a restored draft.
  const moveFocus = useRef(false)
  const warnedNoSpeech = useRef(false)
  const speechSupported = useSpeechSupport()
  const [rules, setRules] = useState<Rules | null>(null)
  const ensureRules = () => {
    if (!rules) void loadRules().then(setRules)
  }

  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- the draft lives in the browser only */
    if (!hasDraft()) return setRestored(true)
    let live = true
    // A draft resumes on its first step not yet valid: that takes the rules.
    void loadRules().then((loaded) => {
      if (!live) return
      setRules(loaded)
      const draft = readDraft(loaded.isStepValid)
      if (draft) {
        setValues(draft.values)
        setStep(draft.step)
        setTouched(
          Object.fromEntries(
            Object.entries(draft.values)
              .filter(([, value]) => value)
              .map(([field]) => [field, true]),
          ),
        )
      }
      setRestored(true)
    })
    return () => {
      live = false
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [])

  useEffect(() => {
    if (restored && status !== 'received') saveDraft({ values, step })
  }, [restored, status, values, step])

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    if (status === 'received') receivedHeading.current?.focus()
    else form.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [step, status])

  // The questions offer speech; a browser without it is told once, when they begin.
  useEffect(() => {
    if (step < 2 || speechSupported !== false || warnedNoSpeech.current) return
    warnedNoSpeech.current = true
    toast(SPEECH_UNSUPPORTED)
  }, [step, speechSupported])

  const update = (field: ApplicationField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }))
  }
  const errorOf = (field: ApplicationField) =>
    touched[field] && rules ? rules.fieldError(field, values[field]) : undefined
  const isStepValid = (at: number) => Boolean(rules?.isStepValid(at, values))

  const go = (next: number) => {
    moveFocus.current = true
    setStep(next)
  }

  async function submit(loaded: Rules) {
    const parsed = loaded.applicationSchema.safeParse(values)
    if (!parsed.success) {
      // Only an edited draft can get here: show her the first step that needs her.
      const first = APPLICATION_STEPS.findIndex((_, index) => !isStepValid(index + 1))
      const fields = APPLICATION_STEPS[first]!.map((field) => [field, true])
      setTouched((current) => ({ ...current, ...Object.fromEntries(fields) }))
      return go(first + 1)
    }
    setStatus('submitting')
    const celebrate = !prefersReducedMotion()
    // Fetched while the application travels, so the celebration starts on time.
    if (celebrate) void import('canvas-confetti').catch(() => {})
    try {
      const response = await fetch('/api/applications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({
          ...parsed.data,
          ...(marketingConsent ? { marketingConsent: true } : {}),
        }),
      })
      if (!response.ok) throw new Error(`applications answered ${response.status}`)
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to submit application. Please try again.',
        variant: 'destructive',
      })
      setStatus('editing')
      // The disabled button lost focus; give it back so Enter tries again.
      requestAnimationFrame(() => primary.current?.focus())
      return
    }
    clearDraft()
    moveFocus.current = true
    setStatus('received')
    toast({
      title: '✨ Application Submitted! ✨',
      description: `Thank you for your application. ${ownerName} will be in touch soon.`,
    })
    setCelebrating(celebrate)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status !== 'editing' || !rules || !isStepValid(step)) return
    if (step < STEP_COUNT) go(step + 1)
    else void submit(rules)
  }

  if (status === 'received') {
    return (
      <section
        aria-labelledby={`${id}-received`}
        className="grid justify-items-center gap-5 rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-plum-100 sm:p-12"
      >
        {celebrating && <Celebration />}
        <span aria-hidden="true" className="text-5xl">
          ✨
        </span>
        <h2
          id={`${id}-received`}
          ref={receivedHeading}
          tabIndex={-1}
          className="font-serif text-3xl text-plum-900 outline-none sm:text-4xl"
        >
          Application Received
        </h2>
        <p className="max-w-prose text-lg text-plum-900">
          Thank you for sharing so openly. {ownerName} reads every application personally and will
          reply to {values.email.trim()} within {REPLY_WITHIN_HOURS} hours.
        </p>
        <SiteLink href="/" className={primaryButton}>
          Return to Home
        </SiteLink>
      </section>
    )
  }

  const percent = Math.round((step / STEP_COUNT) * 100)
  const question = APPLICATION_QUESTIONS[step - 2]
  const stepValid = isStepValid(step)
  const submitting = status === 'submitting'

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onFocus={ensureRules}
      onSubmit={onSubmit}
      aria-label="Mentorship application"
      className="grid gap-8 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-plum-100 sm:p-10"
    >
      <div className="grid gap-2">
        <div className="flex justify-between text-sm font-semibold text-plum-800">
          <span>
            Step {step} of {STEP_COUNT}
          </span>
          <span>{percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Application progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}, ${percent}% complete`}
          className="h-2.5 overflow-hidden rounded-full bg-plum-100"
        >
          <div
            className="h-full rounded-full bg-plum-800 motion-safe:transition-[width] motion-safe:duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      {question ? (
        <AnswerStep
          key={question.name}
          name={question.name}
          question={question.question}
          value={values[question.name]}
          error={errorOf(question.name)}
          onChange={update(question.name)}
        />
      ) : (
        <fieldset className="grid gap-5">
          <legend className="mb-5 font-serif text-2xl text-plum-900 sm:text-3xl">
            <h2>Basic Information</h2>
          </legend>
          {basics.map(({ field, label, type, auto }) => {
            const error = errorOf(field)
            return (
              <div key={field} className="grid gap-2">
                <label htmlFor={`${id}-${field}`} className="font-semibold text-plum-900">
                  {label}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={type}
                  autoComplete={auto}
                  required={field !== 'phone'}
                  value={values[field]}
                  onChange={(event) => update(field)(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                  className={fieldStyle}
                />
                {error && (
                  <p id={`${id}-${field}-error`} className="text-sm font-semibold text-red-800">
                    {error}
                  </p>
                )}
              </div>
            )
          })}
        </fieldset>
      )}

      {step === STEP_COUNT && (
        <OptInBox label={optInLabel} checked={marketingConsent} onChange={setMarketingConsent} />
      )}

      <div className="flex flex-wrap justify-between gap-3">
        <button
          type="button"
          onClick={() => go(step - 1)}
          disabled={step === 1 || submitting}
          className={quietButton}
        >
          Previous
        </button>
        <button
          ref={primary}
          type="submit"
          disabled={!stepValid || submitting}
          className={primaryButton}
        >
          {step < STEP_COUNT ? 'Next' : submitting ? 'Submitting...' : 'Submit Application'}
        </button>
      </div>
    </form>
  )
}
