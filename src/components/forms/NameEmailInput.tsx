import type { Ref } from 'react'

import type { NameEmailField } from './nameAndEmail'

const inputClass =
  'w-full rounded-xl border-2 border-plum-100 bg-white px-4 py-3 text-plum-950 placeholder:text-plum-700 focus-visible:border-plum-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300 aria-invalid:border-red-700'

type Props = {
  /** The form's useId(): the input is `${formId}-${name}`, its message `${formId}-${name}-error`. */
  formId: string
  name: NameEmailField
  label: string
  hint?: string
  placeholder?: string | null
  required: boolean
  /** For the name: 'name' or 'given-name'. */
  autoComplete: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
  /** Uncontrolled: the form reads its values itself, so what is typed before hydration counts. */
  onChange: (form: HTMLFormElement | null) => void
}

/** A name or e-mail field with its label and the message tied to it for screen readers. */
export function NameEmailInput({
  formId,
  name,
  label,
  hint,
  placeholder,
  required,
  autoComplete,
  error,
  inputRef,
  onChange,
}: Props) {
  const inputId = `${formId}-${name}`
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold text-plum-900">
        {label}
        {hint && <span className="ml-2 text-sm font-normal text-plum-800">{hint}</span>}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        required={required}
        placeholder={placeholder ?? undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.form)}
        className={inputClass}
      />
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
