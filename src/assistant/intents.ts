/**
 * The offline assistant's understanding of a command: plain keyword and pattern matching, no
 * model. Each parser returns what the command asks for, or null when it does not ask that.
 */

import type { ArchetypeKey } from '@/contacts/schema'

/** A period she names: "the last 24 hours", "this week", "today", "the last 30 days". */
export type Period = { hours: number; words: string }

const UNIT_HOURS: Record<string, number> = { hour: 1, day: 24, week: 168, month: 720 }

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  fourteen: 14,
  thirty: 30,
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** The period a command names, or null for none. */
export function parsePeriod(text: string): Period | null {
  const lower = text.toLowerCase()
  const last =
    /\b(?:last|past|previous)\s+(\d{1,4}|[a-z]+)?\s*(hour|day|week|month)s?\b/.exec(lower) ??
    /\bwithin\s+(?:the\s+)?(\d{1,4}|[a-z]+)\s*(hour|day|week|month)s?\b/.exec(lower)
  if (last) {
    const count = last[1] ? (/^\d+$/.test(last[1]) ? Number(last[1]) : NUMBER_WORDS[last[1]]) : 1
    if (count && count > 0) {
      const unit = last[2]
      const hours = count * UNIT_HOURS[unit]
      return { hours, words: count === 1 ? `the last ${unit}` : `the last ${plural(count, unit)}` }
    }
  }
  if (/\b(?:today|24 ?h)\b/.test(lower)) return { hours: 24, words: 'the last 24 hours' }
  if (/\byesterday\b/.test(lower)) return { hours: 48, words: 'the last 48 hours' }
  if (/\b(?:this|a|per|one)\s+week\b|\bweekly\b/.test(lower)) {
    return { hours: 168, words: 'the last 7 days' }
  }
  if (/\b(?:this|a|per|one)\s+month\b|\bmonthly\b/.test(lower)) {
    return { hours: 720, words: 'the last 30 days' }
  }
  return null
}

/** A period in whole days for the report tools (at least one). */
export const periodDays = (period: Period) => Math.max(1, Math.ceil(period.hours / 24))

/** Who a command is about, as findPeople's filters and the words she used. */
export type PeopleFilter = {
  joinedWithinHours?: number
  archetype?: ArchetypeKey
  tagName?: string
  bought?: boolean
  applied?: boolean
}

const ARCHETYPE_WORDS: [RegExp, ArchetypeKey][] = [
  [/people[- ]?pleaser/i, 'people_pleaser'],
  [/perfectionist/i, 'perfectionist'],
  [/rebel/i, 'rebel'],
]

/** The people a phrase names ("leads who joined in the last 24 hours", "everyone who applied"). */
export function parsePeople(text: string): PeopleFilter {
  const filter: PeopleFilter = {}
  const period = /\b(?:joined|signed up|came|new|arrived|last|past)\b/i.test(text)
    ? parsePeriod(text)
    : null
  if (period) filter.joinedWithinHours = Math.min(period.hours, 8_784)
  for (const [pattern, key] of ARCHETYPE_WORDS) if (pattern.test(text)) filter.archetype = key
  const tagged = /\btagged\s+["“]?([^"”,.]+?)["”]?(?:\s+(?:who|that|and|from)\b|[,.]|$)/i.exec(text)
  if (tagged) filter.tagName = tagged[1].trim()
  if (/\b(?:bought|buyers?|customers?|purchased|paid)\b/i.test(text)) filter.bought = true
  if (/\b(?:applied|applicants?|applications?)\b/i.test(text)) filter.applied = true
  return filter
}

/** Her words for a people filter: "people who joined in the last 24 hours". */
export function peopleInWords(filter: PeopleFilter, period: Period | null): string {
  const parts: string[] = []
  if (filter.archetype) parts.push(`with the quiz result ${filter.archetype.replace('_', '-')}`)
  if (filter.tagName) parts.push(`tagged “${filter.tagName}”`)
  if (filter.bought) parts.push('who bought')
  if (filter.applied) parts.push('who applied')
  if (filter.joinedWithinHours !== undefined && period) parts.push(`who joined in ${period.words}`)
  return parts.length ? `people ${parts.join(', ')}` : 'everyone on your list'
}

/** Words that never name a sequence (the rest of the command's words may). */
const NOT_A_NAME = new Set(
  'send start enrol enroll put add the a an my our to into in on for of sequence sequences series email emails e-mail e-mails leads lead people women who that joined signed up last past hours hour days day weeks week today new everyone all them these those with from and please now'.split(
    ' ',
  ),
)

/** The words of a command that may name one of her sequences ("nurture"). */
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 2 && !NOT_A_NAME.has(word) && !/^\d+$/.test(word))

export type Intent =
  | { kind: 'enrol'; words: string[]; people: PeopleFilter; period: Period | null }
  | { kind: 'count'; what: CountWhat; period: Period; from: string | null }
  | { kind: 'quiz'; period: Period | null }
  | { kind: 'report'; period: Period }
  | { kind: 'emails' }
  | { kind: 'tag'; tagName: string; people: PeopleFilter; period: Period | null }
  | { kind: 'draft'; audience: string; topic: string; send: boolean }
  | { kind: 'unknown' }

export type CountWhat = 'leads' | 'buyers' | 'applications' | 'signups' | 'quiz' | 'revenue'

const COUNT_WORDS: [RegExp, CountWhat][] = [
  [/\b(?:revenue|income|money|earn|made|sales? total)\b/i, 'revenue'],
  [/\b(?:buyers?|customers?|purchases?|sales?|orders?|bought)\b/i, 'buyers'],
  [/\b(?:applications?|applicants?|applied)\b/i, 'applications'],
  [
    /\b(?:took|take|taken|taking|finished|completed|did|do)\s+(?:the\s+)?quiz\b|\bquiz[- ]?takers?\b/i,
    'quiz',
  ],
  [/\b(?:sign[- ]?ups?|signed up|new people|subscribers?)\b/i, 'signups'],
  [/\b(?:leads?|women|people)\b/i, 'leads'],
]

/** What a command asks, the first reading that fits. */
export function parseIntent(command: string): Intent {
  const text = command.trim()
  const lower = text.toLowerCase()
  const period = parsePeriod(text)

  const tag =
    /^\s*(?:please\s+)?(?:tag|label)\s+(.+?)\s+(?:as|with(?: the tag)?)\s+["“]?(.+?)["”]?\s*\.?$/i.exec(
      text,
    )
  if (tag) return { kind: 'tag', tagName: tag[2].trim(), people: parsePeople(tag[1]), period }

  const draft =
    /\b(draft|write|compose|send|prepare)\b\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:e-?mail|newsletter|campaign)\s+(?:to|for)\s+(.+?)\s+(?:about|on|announcing|for)\s+(.+)$/i.exec(
      text,
    )
  if (draft) {
    return {
      kind: 'draft',
      audience: draft[2].trim(),
      topic: draft[3].trim().replace(/[.!]+$/, ''),
      send: draft[1].toLowerCase() === 'send',
    }
  }

  if (
    /\bsequence\b|\bseries\b/.test(lower) &&
    /\b(?:send|start|enrol|enroll|put|add)\b/.test(lower)
  ) {
    return { kind: 'enrol', words: nameWords(text), people: parsePeople(text), period }
  }

  if (
    /\bquiz\b/.test(lower) &&
    /\b(?:analy[sz]e|analysis|completion|conversion|funnel|insights?|how is|doing)\b/.test(lower)
  ) {
    return { kind: 'quiz', period }
  }

  if (/\breport\b|\bsummary\b|\bhow (?:is|was) (?:my|the) (?:business|week|month)\b/.test(lower)) {
    return { kind: 'report', period: period ?? { hours: 168, words: 'the last 7 days' } }
  }

  if (
    /\b(?:optimi[sz]e|improve|better|analy[sz]e|how are|which)\b/.test(lower) &&
    /\b(?:e-?mails?|campaigns?|subject lines?|newsletters?|open rates?)\b/.test(lower)
  ) {
    return { kind: 'emails' }
  }

  if (/\bhow (?:many|much)\b|\bnumber of\b|\bcount\b/.test(lower)) {
    const what = COUNT_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'leads'
    const from =
      /\bfrom\s+(?:the\s+|my\s+)?([a-z][a-z -]{1,40}?)(?:\s+(?:this|last|in|today|over|during|since)\b|[?.!]|$)/i.exec(
        text,
      )
    return {
      kind: 'count',
      what,
      period: period ?? { hours: 720, words: 'the last 30 days' },
      from: from ? from[1].trim().toLowerCase() : null,
    }
  }
  return { kind: 'unknown' }
}
