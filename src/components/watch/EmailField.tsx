import type { Ref } from 'react'

import { textInput } from './styles'

type Props = {
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
}

/** The buyer's e-mail field of /watch and the portal, with its message tied to it for readers. */
export function EmailField({ id, value, error, onChange, inputRef }: Props) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-2 text-left">
      <label htmlFor={id} className="font-semibold text-plum-900">
        Email Address
      </label>
      <input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={textInput}
      />
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
