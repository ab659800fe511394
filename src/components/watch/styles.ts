/** The buttons and fields shared by /watch and the course portal. */
export const primaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-plum-800 px-7 py-3 text-center font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-plum-800 bg-white px-7 py-3 text-center font-semibold text-plum-900 hover:bg-plum-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:cursor-not-allowed disabled:opacity-60'

export const textInput =
  'w-full rounded-xl border-2 border-plum-100 bg-white px-4 py-3 text-plum-950 placeholder:text-plum-700 focus-visible:border-plum-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300 aria-invalid:border-red-700'

export const card = 'rounded-3xl bg-white p-6 shadow-lg ring-1 ring-plum-100 sm:p-8'

export const textLink =
  'font-semibold text-plum-800 underline underline-offset-2 hover:text-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'
