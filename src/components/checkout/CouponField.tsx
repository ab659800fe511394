'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { COUPON_CODE_MAX_LENGTH } from '@/commerce/coupons/code'

import { inputStyle } from './DemoCardFields'

const smallButton =
  'inline-flex items-center justify-center rounded-full border-2 border-plum-800 px-5 py-2 font-semibold text-plum-800 hover:bg-plum-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:cursor-not-allowed disabled:opacity-60'
const linkButton =
  'justify-self-start font-semibold text-plum-800 underline underline-offset-4 hover:text-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'

/**
 * "Have a code?": a field and Apply. The server checks the code when it prices the order; its
 * refusal (wrong, expired, used up, another offer's) is shown here, beside the field.
 */
export function CouponField({
  applied,
  pending,
  error,
  waitingForEmail,
  onApply,
  onRemove,
  initiallyOpen,
}: {
  /** The code the server applied, or null. */
  applied: string | null
  /** A code sent and not answered yet. */
  pending: boolean
  error: string | null
  /** No e-mail yet: the code is checked when she continues. */
  waitingForEmail: string | null
  onApply: (code: string) => void
  onRemove: () => void
  initiallyOpen: string
}) {
  const id = useId()
  const [open, setOpen] = useState(initiallyOpen !== '')
  const [code, setCode] = useState(initiallyOpen)
  const field = useRef<HTMLInputElement>(null)
  const focusField = useRef(false)

  // Opened by "Have a code?": the field it revealed takes focus (the button is gone).
  useEffect(() => {
    if (open && focusField.current) {
      focusField.current = false
      field.current?.focus()
    }
  }, [open])
  const errorId = `${id}-error`
  const statusId = `${id}-status`

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (code.trim()) onApply(code.trim())
  }

  if (!open) {
    return (
      <button
        type="button"
        className={linkButton}
        onClick={() => {
          focusField.current = true
          setOpen(true)
        }}
      >
        Have a code?
      </button>
    )
  }
  return (
    <form onSubmit={apply} noValidate className="grid gap-2" aria-label="Have a code?">
      <label htmlFor={`${id}-code`} className="text-sm font-semibold">
        Have a code?
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={field}
          id={`${id}-code`}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : applied || waitingForEmail ? statusId : undefined}
          className={`${inputStyle} min-w-0 flex-1 uppercase aria-invalid:border-red-700`}
        />
        <button type="submit" disabled={pending || !code.trim()} className={smallButton}>
          Apply
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : applied ? (
        <p id={statusId} role="status" className="text-sm">
          Code {applied} applied.{' '}
          <button type="button" className={linkButton} onClick={onRemove}>
            Remove it
          </button>
        </p>
      ) : waitingForEmail ? (
        <p id={statusId} role="status" className="text-sm">
          Code {waitingForEmail} will be checked when you continue.
        </p>
      ) : null}
    </form>
  )
}
