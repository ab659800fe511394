import localFont from 'next/font/local'

/*
 * The brand's two faces, self-hosted from their npm packages (nothing is fetched at build or run
 * time): Fraunces, a warm soft serif, for headings; Source Sans 3, a humanist sans, for text.
 * One latin variable file each (every weight in one download) keeps the preloads to two. Next
 * sizes the fallback fonts to their metrics, so the swap does not move the layout.
 */
export const fraunces = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-brand-serif',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const sourceSans = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-brand-sans',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
})
