const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300'
const focusRingLight =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plum-700'

const pill =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-80'
const regular = 'min-h-11 px-6 py-3'

/** Button and link looks shared by the page's sections and pop-ups. */
export const ui = {
  focusRing,
  focusRingLight,
  /** On dark backgrounds. */
  primary: `${pill} ${regular} ${focusRing} bg-rose-300 text-plum-950 hover:bg-rose-200`,
  outline: `${pill} ${regular} ${focusRing} border-2 border-rose-200 text-cream-50 hover:bg-plum-800`,
  /** On light backgrounds. */
  dark: `${pill} ${regular} ${focusRingLight} bg-plum-900 text-cream-50 hover:bg-plum-800`,
  darkSmall: `${pill} ${focusRingLight} min-h-10 px-4 py-2 text-sm whitespace-nowrap sm:px-5 bg-plum-900 text-cream-50 hover:bg-plum-800`,
  ghost: `${pill} ${regular} ${focusRingLight} border-2 border-plum-700 text-plum-900 hover:bg-plum-100`,
  link: 'rounded underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-current',
  sectionHeading: 'font-serif text-3xl leading-tight sm:text-4xl',
  container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
}
