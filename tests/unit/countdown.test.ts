import { describe, expect, it } from 'vitest'

import {
  countdownParts,
  minutesLeft,
  msUntilNextMinute,
} from '@/components/alternate-home/countdown'

const end = '2026-05-04T02:23:00.000Z'
const at = (iso: string) => new Date(iso).getTime()

describe('the offer countdown', () => {
  it('starts at spec §9’s 2 days 14 h 23 min when the end is that far away', () => {
    const now = at(end) - ((2 * 24 + 14) * 60 + 23) * 60_000
    expect(minutesLeft(end, now)).toBe((2 * 24 + 14) * 60 + 23)
    expect(countdownParts(minutesLeft(end, now)!)).toEqual({ days: 2, hours: 14, minutes: 23 })
  })

  it('rounds up to whole minutes, reaches 0 exactly at the end and stays there', () => {
    expect(minutesLeft(end, at('2026-05-04T02:21:30.000Z'))).toBe(2)
    expect(minutesLeft(end, at('2026-05-04T02:22:00.000Z'))).toBe(1)
    expect(minutesLeft(end, at('2026-05-04T02:22:59.999Z'))).toBe(1)
    expect(minutesLeft(end, at(end))).toBe(0)
    expect(minutesLeft(end, at('2026-06-01T00:00:00.000Z'))).toBe(0)
  })

  it('has no figure without a readable end', () => {
    expect(minutesLeft(null, Date.now())).toBeNull()
    expect(minutesLeft(undefined, Date.now())).toBeNull()
    expect(minutesLeft('', Date.now())).toBeNull()
    expect(minutesLeft('not a date', Date.now())).toBeNull()
  })

  it('ticks when the figure shown changes', () => {
    expect(msUntilNextMinute(end, at('2026-05-04T02:21:30.000Z'))).toBe(30_000)
    expect(msUntilNextMinute(end, at('2026-05-04T02:21:00.000Z'))).toBe(60_000)
    expect(msUntilNextMinute(end, at('2026-05-04T02:21:59.250Z'))).toBe(750)
  })

  it('splits minutes into days, hours and minutes', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 })
    expect(countdownParts(59)).toEqual({ days: 0, hours: 0, minutes: 59 })
    expect(countdownParts(24 * 60)).toEqual({ days: 1, hours: 0, minutes: 0 })
    expect(countdownParts(10 * 24 * 60 + 61)).toEqual({ days: 10, hours: 1, minutes: 1 })
  })
})
