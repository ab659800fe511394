/**
 * What one cell of an export says, read the way its product writes it: dates, lists of tags or
 * courses, consent words and yes/no, e-mail addresses. Nothing here throws: a cell that cannot be
 * read is reported as unknown (null) and the row goes on.
 */

/** Her consent to marketing e-mail as the file records it (the contacts' statuses but waiting). */
export type ImportConsent = 'subscribed' | 'unsubscribed' | 'bounced' | 'complained' | 'never_asked'

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const

/** A moment from its parts, or null when they name no real day or time (31 February, 25:00). */
function utcMoment(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
  offsetMinutes = 0,
): string | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null
  const time = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  const check = new Date(time)
  if (check.getUTCFullYear() !== year || check.getUTCDate() !== day) return null
  return new Date(time - offsetMinutes * 60_000).toISOString()
}

/** "+01:00", "-0500", "Z", "UTC" or nothing (the products that omit it mean UTC), in minutes. */
function offsetOf(zone: string | undefined): number | null {
  if (!zone || /^(z|utc|gmt)$/i.test(zone)) return 0
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)
  if (!match) return null
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

const twelveHour = (hour: number, meridiem: string | undefined) => {
  if (!meridiem) return hour
  if (hour < 1 || hour > 12) return 99
  const pm = meridiem.toLowerCase() === 'pm'
  return (hour % 12) + (pm ? 12 : 0)
}

const ISO_LIKE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i
const US =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i
const WORDS =
  /^(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:(?:\s+at)?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i

/**
 * A date or time as the products write it, as ISO 8601 in UTC: Mailchimp's "YYYY-MM-DD HH:MM:SS"
 * (UTC), Kit's "… UTC", ISO 8601 with or without an offset, "YYYY-MM-DD", the US "MM/DD/YYYY"
 * (with a time, 12- or 24-hour; read day-first when the first number cannot be a month) and
 * "March 14, 2023". A time without a zone is taken as UTC. Anything else: null.
 */
export function parseExportDate(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  if (!text) return null
  let match = ISO_LIKE.exec(text)
  if (match) {
    const offset = offsetOf(match[8])
    if (offset === null) return null
    const fraction = match[7] ? Math.round(Number(`0.${match[7]}`) * 1000) : 0
    return utcMoment(
      Number(match[1]),
      Number(match[2]),
      Number(match[3]),
      Number(match[4] ?? 0),
      Number(match[5] ?? 0),
      Number(match[6] ?? 0),
      Math.min(fraction, 999),
      offset,
    )
  }
  match = US.exec(text)
  if (match) {
    const offset = offsetOf(match[8])
    if (offset === null) return null
    let [month, day] = [Number(match[1]), Number(match[2])]
    if (month > 12 && day <= 12) [month, day] = [day, month]
    return utcMoment(
      Number(match[3]),
      month,
      day,
      twelveHour(Number(match[4] ?? 0), match[7]),
      Number(match[5] ?? 0),
      Number(match[6] ?? 0),
      0,
      offset,
    )
  }
  match = WORDS.exec(text)
  if (match) {
    const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase() as (typeof MONTHS)[number])
    const offset = offsetOf(match[8])
    if (month < 0 || offset === null) return null
    return utcMoment(
      Number(match[3]),
      month + 1,
      Number(match[2]),
      twelveHour(Number(match[4] ?? 0), match[7]),
      Number(match[5] ?? 0),
      Number(match[6] ?? 0),
      0,
      offset,
    )
  }
  return null
}

/** Names trimmed, empty ones dropped, each once (the first spelling kept, case aside). */
export function distinctNames(names: string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const raw of names) {
    const name = raw.trim()
    const key = name.toLowerCase()
    if (!name || seen.has(key)) continue
    seen.add(key)
    kept.push(name)
  }
  return kept
}

/**
 * The names in one cell that holds several: Mailchimp's TAGS is a list of quoted names
 * ("VIP","Quiz: Rebel"), the others separate them by commas (or by semicolons, when the cell has
 * any, so a course named "Breathe, Move, Rest" can survive a semicolon-separated list).
 */
export function splitNames(cell: string | undefined): string[] {
  const text = cell?.trim() ?? ''
  if (!text) return []
  if (text.startsWith('"')) {
    const quoted = [...text.matchAll(/"((?:[^"]|"")*)"/g)].map((each) =>
      each[1]!.replace(/""/g, '"'),
    )
    if (quoted.length > 0) return distinctNames(quoted)
  }
  return distinctNames(text.split(text.includes(';') ? ';' : ','))
}

/** A yes or a no as spreadsheets write them, or null for anything else. */
export function yesOrNo(cell: string): boolean | null {
  const word = cell.trim().toLowerCase()
  if (['yes', 'y', 'true', 't', '1', 'x', '✓', 'on'].includes(word)) return true
  if (['no', 'n', 'false', 'f', '0', 'off'].includes(word)) return false
  return null
}

const CONSENT_WORDS: Record<string, ImportConsent> = {
  active: 'subscribed',
  subscribed: 'subscribed',
  subscriber: 'subscribed',
  confirmed: 'subscribed',
  cold: 'subscribed',
  'opted in': 'subscribed',
  'opt in': 'subscribed',
  optin: 'subscribed',
  inactive: 'unsubscribed',
  cancelled: 'unsubscribed',
  canceled: 'unsubscribed',
  unsubscribed: 'unsubscribed',
  'not subscribed': 'unsubscribed',
  'opted out': 'unsubscribed',
  'opt out': 'unsubscribed',
  optout: 'unsubscribed',
  bounced: 'bounced',
  bounce: 'bounced',
  'hard bounce': 'bounced',
  cleaned: 'bounced',
  undeliverable: 'bounced',
  complained: 'complained',
  complaint: 'complained',
  spam: 'complained',
  'spam complaint': 'complained',
  'marked as spam': 'complained',
  pending: 'never_asked',
  unconfirmed: 'never_asked',
  'never subscribed': 'never_asked',
  nonsubscribed: 'never_asked',
  'non subscribed': 'never_asked',
  transactional: 'never_asked',
}

/**
 * Her consent from a status word (Kit's state, a spreadsheet's "Status"): active, cold and
 * subscribed say yes; inactive, cancelled and unsubscribed say no; bounced and complained say why
 * her address must not be written to; pending or unconfirmed never reached a yes. Null for a word
 * that says none of these (a customer's "paid").
 */
export function consentWord(cell: string): ImportConsent | null {
  const word = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
  return CONSENT_WORDS[word] ?? null
}

/**
 * An address she can be written to, by a simple check that refuses what is surely not one: one @,
 * something before it, a domain with a dot inside (not at either end, never two together), no
 * spaces, at most 254 characters. Deliverability is for the first e-mail to tell.
 */
export function isEmailAddress(email: string): boolean {
  if (email.length > 254 || /\s/.test(email)) return false
  const parts = email.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  return (
    local.length > 0 &&
    domain.includes('.') &&
    !domain.startsWith('.') &&
    !domain.endsWith('.') &&
    !domain.includes('..')
  )
}
