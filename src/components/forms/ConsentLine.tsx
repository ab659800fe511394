/**
 * The owner's line under a subscribing form's button: signing up with the form is agreeing to it.
 * Its `id` is the button's `aria-describedby`, so a screen reader says it with the button.
 */
export function ConsentLine({
  id,
  text,
  className = '',
}: {
  id: string
  text: string
  className?: string
}) {
  return (
    <p id={id} className={`text-sm text-plum-800 ${className}`}>
      {text}
    </p>
  )
}
