import localFont from 'next/font/local'

/*
 * The brand's two faces, self-hosted from their npm packages (nothing is fetched at build or run
 * time): Fraunces, a warm soft serif, for headings; Source Sans 3, a humanist sans, for text.
 * Headings are set in one weight, so Fraunces is its static regular (18 KB, half its variable
 * file); text uses several weights, so Source Sans 3 is its variable file (29 KB). Every byte
 * here arrives before the largest paint, so two latin files are all that is preloaded. Next
 * sizes the fallback fonts to their metrics.
 *
 * `optional`, not `swap`: the page's CSS is in the page itself (next.config.ts inlineCss), so its
 * text is painted as soon as it arrives, often before the fonts; with `swap` the faces would then
 * replace the fallback under her eyes, and no fallback (a phone has neither Arial nor Times) has
 * quite their metrics, so the text would move. A face that is there within the first moment
 * (preloaded, it nearly always is) is used from the first paint; one that is not leaves the
 * fallback for that page, and is there, cached, from her next page on.
 */
export const fraunces = localFont({
  src: '../../../node_modules/@fontsource/fraunces/files/fraunces-latin-400-normal.woff2',
  variable: '--font-brand-serif',
  weight: '400',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const sourceSans = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-brand-sans',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
})
