import { describe, expect, it } from 'vitest'

import { windowWait } from '@/email/sequences/window'

// The owner's clock is America/Phoenix (UTC−7 all year): 15:00 UTC is 8 am there.
const utc = (iso: string) => new Date(iso)
const AZ = 'America/Phoenix'

describe('a step that goes out only in a window of her day', () => {
  it('any time: now', () => {
    expect(windowWait('any', AZ, utc('2026-11-26T03:00:00Z'))).toBeNull()
  })

  it('mornings: inside the window now; before it, at 8 am; after it, at 8 am the next day', () => {
    expect(windowWait('morning', AZ, utc('2026-11-26T16:30:00Z'))).toBeNull()
    expect(windowWait('morning', AZ, utc('2026-11-26T12:20:00Z'))).toEqual(
      utc('2026-11-26T15:00:00Z'),
    )
    expect(windowWait('morning', AZ, utc('2026-11-26T20:10:00Z'))).toEqual(
      utc('2026-11-27T15:00:00Z'),
    )
  })

  it('evenings: 5 pm to 9 pm her time, whatever the server’s zone', () => {
    expect(windowWait('evening', AZ, utc('2026-11-27T01:00:00Z'))).toBeNull()
    expect(windowWait('evening', AZ, utc('2026-11-26T18:00:00Z'))).toEqual(
      utc('2026-11-27T00:00:00Z'),
    )
    expect(windowWait('evening', AZ, utc('2026-11-27T04:30:00Z'))).toEqual(
      utc('2026-11-28T00:00:00Z'),
    )
  })

  it('follows the zone she chose in Site settings', () => {
    // 12:20 UTC is 7:20 am in New York (EST): the morning starts at 8 am there, 13:00 UTC.
    expect(windowWait('morning', 'America/New_York', utc('2026-11-26T12:20:00Z'))).toEqual(
      utc('2026-11-26T13:00:00Z'),
    )
    // India is UTC+5:30: 8 am there is 02:30 UTC.
    expect(windowWait('morning', 'Asia/Kolkata', utc('2026-11-26T00:10:00Z'))).toEqual(
      utc('2026-11-26T02:30:00Z'),
    )
  })
})
