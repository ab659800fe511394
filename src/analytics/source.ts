import { DIRECT, EMAIL_SOURCE } from './constants'

/** Well-known referrers by host (and its subdomains), in her words rather than as host names. */
const HOSTS: [RegExp, string][] = [
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'Facebook'],
  [/(^|\.)threads\.(net|com)$/, 'Threads'],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, 'X (Twitter)'],
  [/(^|\.)(tiktok\.com)$/, 'TikTok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)(pinterest\.[a-z.]+|pin\.it)$/, 'Pinterest'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)reddit\.com$/, 'Reddit'],
  [/(^|\.)(linktr\.ee|linktree\.com)$/, 'Linktree'],
  [
    /(^|\.)(mail\.google\.com|outlook\.(live|office)\.com|mail\.yahoo\.com|mail\.proton\.me)$/,
    EMAIL_SOURCE,
  ],
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)(yahoo\.[a-z.]+)$/, 'Yahoo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)(chatgpt\.com|openai\.com)$/, 'ChatGPT'],
  [/(^|\.)perplexity\.ai$/, 'Perplexity'],
]

/** Common spellings of `utm_source` for the same place. */
const UTM_SOURCES: Record<string, string> = {
  ig: 'Instagram',
  instagram: 'Instagram',
  insta: 'Instagram',
  fb: 'Facebook',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  yt: 'YouTube',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  google: 'Google',
  email: EMAIL_SOURCE,
  newsletter: EMAIL_SOURCE,
  mail: EMAIL_SOURCE,
}

/** The host of a referrer address without `www.`, or '' when it is not an http(s) address. */
export function referrerHost(referrer: string): string {
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    return url.hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return ''
  }
}

/**
 * Where a visit came from, as Plausible decides it: the `utm_source` she put in her link when
 * there is one, else the referring site (named when well known), else Direct.
 */
export function sourceOf(utmSource: string | undefined, host: string): string {
  const utm = utmSource?.trim()
  if (utm) {
    const known = UTM_SOURCES[utm.toLowerCase()]
    return known ?? utm.slice(0, 100)
  }
  if (!host) return DIRECT
  for (const [pattern, name] of HOSTS) if (pattern.test(host)) return name
  return host.slice(0, 100)
}
