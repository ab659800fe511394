/**
 * A calendar file (.ics, RFC 5545) for one event, so the person invited can add it to her
 * calendar with one tap. Times are written in UTC ("Z" form): every calendar shows them on its
 * reader's own clock, whatever zone the owner typed them in. Pure: no I/O.
 */

/** The attachment's name, as the e-mail and the log call it. */
export const INVITATION_FILE = 'invitation.ics'

/** A call lasts an hour unless said otherwise. */
const DEFAULT_EVENT_MINUTES = 60

export type CalendarEvent = {
  /** Stable and unique per event (a re-sent invitation with the same uid updates it). */
  uid: string
  start: string | Date
  minutes?: number
  summary: string
  description?: string
  /** Her address: the organizer the reader answers. */
  organizerEmail?: string
  organizerName?: string
  url?: string
  /** When the file is written (DTSTAMP); now by default. */
  stamp?: Date
}

/** 20261202T173000Z */
const utcStamp = (value: string | Date) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values: backslash, semicolon and comma escaped, line ends as \n (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** A parameter value (the organizer's name) quoted, without the characters it cannot hold. */
const quoteParam = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space.
 * UTF-8 characters are never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const octets = encoder.encode(char).length
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const limit = pieces.length === 0 ? 75 : 74
    if (size + octets > limit) {
      pieces.push(current)
      current = ''
      size = 0
    }
    current += char
    size += octets
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

/** The whole file: VCALENDAR with one VEVENT, CRLF line ends, folded lines. */
export function buildCalendarEvent(event: CalendarEvent): string {
  const start = new Date(event.start)
  if (Number.isNaN(start.getTime())) throw new Error('The event has no valid start.')
  const end = new Date(start.getTime() + (event.minutes ?? DEFAULT_EVENT_MINUTES) * 60_000)
  const organizer = event.organizerEmail
    ? `ORGANIZER${event.organizerName ? `;CN=${quoteParam(event.organizerName)}` : ''}:mailto:${event.organizerEmail}`
    : null
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Somatic coaching site//Call invitation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    event.url ? `URL:${event.url}` : null,
    organizer,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null)
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
