/** Shared looks, so every block's buttons and headings match. */
export const buttonStyles = {
  primary:
    'inline-flex items-center justify-center rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800',
  light:
    'inline-flex items-center justify-center rounded-full bg-rose-300 px-7 py-3 font-semibold text-plum-950 hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50',
  outline:
    'inline-flex items-center justify-center rounded-full border border-current px-7 py-3 font-semibold hover:bg-plum-950/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
} as const

export const sectionHeading = 'font-serif text-3xl leading-tight sm:text-4xl'
/** For headings on light sections; dark sections set their own light colour. */
export const onLight = 'text-plum-900'
