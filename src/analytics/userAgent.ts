/*
 * Families only (no versions, no models): enough to see "most of you read on an iPhone in the
 * Instagram app", and a handful of patterns rather than a 20 KB parser on the hottest route.
 * Order matters: in-app browsers and Edge also say Chrome and Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Instagram/, 'Instagram app'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook app'],
  [/TikTok|musical_ly|BytedanceWebview/, 'TikTok app'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
]

const family = (patterns: [RegExp, string][], userAgent: string) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other'

export const browserOf = (userAgent: string) => family(BROWSERS, userAgent)
export const systemOf = (userAgent: string) => family(SYSTEMS, userAgent)

/**
 * Device class from the screen's width, as Plausible does (a phone in landscape is still a
 * phone by its user agent); without a width, from the user agent alone.
 */
export function deviceOf(width: number | undefined, userAgent: string): string {
  if (/iPad|Tablet/.test(userAgent)) return width && width < 576 ? 'Phone' : 'Tablet'
  const phone = /Mobi|iPhone|Android/.test(userAgent)
  if (width && width > 0) {
    if (width < 576) return 'Phone'
    if (width < 992) return phone ? 'Phone' : 'Tablet'
    return 'Desktop'
  }
  return phone ? 'Phone' : 'Desktop'
}
