import { describe, expect, it } from 'vitest'

import { buildCalendarEvent, escapeText, foldLine } from '@/email/calendar'

const octets = (line: string) => new TextEncoder().encode(line).length
/** The content lines of a file, unfolded (RFC 5545 §3.1: CRLF then one space continues). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean)

describe('the call invitation (.ics)', () => {
  const ics = buildCalendarEvent({
    uid: 'mentorship-call-7@coach.example',
    start: '2026-12-02T17:30:00.000Z',
    summary: 'Call with Dr. Jane; coach, and friend',
    description: `Our call.\nIf this time does not suit you, choose another: https://cal.example.com/${'x'.repeat(120)}`,
    organizerEmail: 'hello@coach.example',
    organizerName: 'Dr. Jane',
    stamp: new Date('2026-11-27T01:00:00Z'),
  })

  it('is one VEVENT in a VCALENDAR, published, with CRLF line ends only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfold(ics)
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('METHOD:PUBLISH')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('UID:mentorship-call-7@coach.example')
    expect(lines).toContain('DTSTAMP:20261127T010000Z')
  })

  it('starts at the instant in UTC and lasts 60 minutes by default', () => {
    const lines = unfold(ics)
    expect(lines).toContain('DTSTART:20261202T173000Z')
    expect(lines).toContain('DTEND:20261202T183000Z')
    expect(lines).toContain('ORGANIZER;CN="Dr. Jane":mailto:hello@coach.example')
  })

  it('escapes text and folds every line at 75 octets', () => {
    const lines = unfold(ics)
    expect(lines).toContain('SUMMARY:Call with Dr. Jane\\; coach\\, and friend')
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'Our call.\\nIf this time does not suit you\\, choose another: https://cal.example.com/xxx',
    )
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(ics).toContain('\r\n ')
  })

  it('folds without splitting a character, and escapes backslashes first', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(long)
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('refuses a start that is not a time', () => {
    expect(() => buildCalendarEvent({ uid: 'x', start: 'soon', summary: 'x' })).toThrow()
  })
})
