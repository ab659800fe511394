/** The box's field name, as the forms that read it from the form element look it up. */
const NAME = 'marketingConsent'

const box = {
  light:
    'mt-0.5 size-5 shrink-0 accent-plum-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800',
  dark: 'mt-0.5 size-5 shrink-0 accent-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50',
}
const words = { light: 'text-plum-900', dark: 'text-cream-100' }

type Props = {
  label: string
  /** For a form that keeps its values in state; without it the box is read with `optInTicked`. */
  checked?: boolean
  onChange?: (checked: boolean) => void
  /** `dark`: on the plum footer (the contact form). */
  tone?: 'light' | 'dark'
}

/**
 * The unticked box of a form that does not subscribe her otherwise: only her own tick joins her to
 * the list. The words are the box's label, so clicking them ticks it too.
 */
export function OptInBox({ label, checked, onChange, tone = 'light' }: Props) {
  return (
    <label className={`flex cursor-pointer items-start gap-3 text-sm ${words[tone]}`}>
      <input
        type="checkbox"
        name={NAME}
        checked={checked}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        className={box[tone]}
      />
      <span>{label}</span>
    </label>
  )
}

/** Whether she ticked the box of `form` (an uncontrolled OptInBox). */
export const optInTicked = (form: HTMLFormElement) => new FormData(form).has(NAME)
