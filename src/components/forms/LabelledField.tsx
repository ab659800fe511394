import type { ReactNode } from 'react'

const defaultFieldClass =
  'w-full rounded-xl border border-plum-100 bg-white px-4 py-3 text-plum-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-300'

type Props = {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email'
  autoComplete?: string
  /** A message box instead of a one-line input. */
  rows?: number
  /** The input's look, where the form's background needs another (the quiz's plum border). */
  fieldClassName?: string
}

/** A required, controlled field inside its label (the short forms: contact, quiz details). */
export function LabelledField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  rows,
  fieldClassName = defaultFieldClass,
}: Props) {
  const shared = {
    name,
    required: true,
    value,
    className: fieldClassName,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
    </label>
  )
}
