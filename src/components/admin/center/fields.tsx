import type { ReactNode } from 'react'

/**
 * The stylesheet a form's fields are drawn with (each tab keeps its own): its `field`, `label`,
 * `hint` and `error` classes.
 */
export type FieldLook = { readonly [key: string]: string }

/**
 * A form's fields by name, with the errors the server answered for them: field `name`'s control is
 * `${id}-name`, its hint `${id}-name-hint` and its error `${id}-name-error`, which the control
 * names in aria-describedby (with aria-invalid) while it stands.
 */
export function formFields<F extends string>(
  id: string,
  errors: Partial<Record<F, string>>,
  look: FieldLook,
) {
  const errorId = (field: F) => `${id}-${field}-error`
  const invalid = (field: F) => (errors[field] ? true : undefined)
  /** The hint first (`true`: the field's own, or another's id), then the error while it stands. */
  const describedBy = (field: F, hint?: boolean | string) =>
    [hint === true ? `${id}-${field}-hint` : hint || '', errors[field] ? errorId(field) : '']
      .filter(Boolean)
      .join(' ') || undefined
  const errorOf = (field: F) =>
    errors[field] ? (
      <p id={errorId(field)} className={look.error}>
        {errors[field]}
      </p>
    ) : null
  const control = (field: F, hint?: boolean) => ({
    id: `${id}-${field}`,
    'aria-invalid': invalid(field),
    'aria-describedby': describedBy(field, hint),
  })
  return { id, look, invalid, describedBy, errorOf, control }
}

export type FormFields<F extends string> = ReturnType<typeof formFields<F>>
export type ControlProps = ReturnType<FormFields<string>['control']>

/**
 * One field of a form: its label, the control (drawn by `children` with the props that tie it to
 * the label, the hint and the error), the hint if it has one, and the server's error while it
 * stands.
 */
export function FieldRow<F extends string>({
  fields,
  name,
  label,
  hint,
  children,
}: {
  fields: FormFields<F>
  name: F
  label: ReactNode
  hint?: ReactNode
  children: (control: ControlProps) => ReactNode
}) {
  const { id, look } = fields
  return (
    <div className={look.field}>
      <label className={look.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {children(fields.control(name, hint !== undefined))}
      {hint !== undefined ? (
        <p id={`${id}-${name}-hint`} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {fields.errorOf(name)}
    </div>
  )
}
