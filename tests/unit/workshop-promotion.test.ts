import { describe, expect, it } from 'vitest'

import { isPromotable, promotionHref, workshopSlugOf } from '@/workshops/promotion'
import { demoWorkshopStart, zonedInstant } from '@/workshops/schedule'
import { scheduleLabels } from '@/workshops/view'

const DAY_MS = 86_400_000

describe('the demo workshop’s date (seed)', () => {
  it('is the first Sunday at least six weeks ahead, at 2:30 PM Arizona time', () => {
    // Monday 12 January 2026, 09:00 in Arizona: six weeks on is Monday 23 February.
    const now = new Date('2026-01-12T16:00:00Z')
    const start = demoWorkshopStart(now)
    expect(start.toISOString()).toBe('2026-03-01T21:30:00.000Z')
    expect(
      scheduleLabels({
        date: start.toISOString(),
        date_tz: 'America/Phoenix',
        durationMinutes: 120,
      }),
    ).toEqual({
      dateLabel: 'Sunday, March 1, 2026',
      timeLabel: '2:30-4:30 PM MST',
      durationLabel: '2 hours',
    })
  })

  it('takes the Sunday six weeks on when its 2:30 PM is still ahead, else the next one', () => {
    // Sunday 1 February 2026: 09:00 and 15:00 in Arizona.
    expect(demoWorkshopStart(new Date('2026-02-01T16:00:00Z')).toISOString()).toBe(
      '2026-03-15T21:30:00.000Z',
    )
    expect(demoWorkshopStart(new Date('2026-02-01T22:00:00Z')).toISOString()).toBe(
      '2026-03-22T21:30:00.000Z',
    )
    // 23:30 on Saturday in Arizona is already Sunday in UTC: the Sunday is Arizona's.
    expect(demoWorkshopStart(new Date('2026-01-25T06:30:00Z')).toISOString()).toBe(
      '2026-03-08T21:30:00.000Z',
    )
  })

  it('is always a Sunday 42 to 49 days ahead, whatever the day it is seeded', () => {
    for (let day = 0; day < 400; day += 1) {
      const now = new Date(Date.UTC(2026, 0, 1, (day * 7) % 24, (day * 13) % 60) + day * DAY_MS)
      const start = demoWorkshopStart(now)
      const ahead = start.getTime() - now.getTime()
      expect(ahead).toBeGreaterThanOrEqual(42 * DAY_MS)
      expect(ahead).toBeLessThan(49 * DAY_MS)
      expect(
        scheduleLabels({
          date: start.toISOString(),
          date_tz: 'America/Phoenix',
          durationMinutes: 120,
        }),
      ).toMatchObject({
        dateLabel: expect.stringMatching(/^Sunday, /),
        timeLabel: '2:30-4:30 PM MST',
      })
    }
  })

  it('reads a wall-clock time in zones with daylight saving too', () => {
    expect(
      zonedInstant(
        { year: 2026, month: 7, day: 5 },
        { hour: 14, minute: 30 },
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-07-05T18:30:00.000Z')
    expect(
      zonedInstant(
        { year: 2026, month: 1, day: 4 },
        { hour: 14, minute: 30 },
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-01-04T19:30:00.000Z')
  })
})

describe('what a promo may show', () => {
  const now = new Date('2026-05-01T12:00:00Z')

  it('an active workshop that has not started; never a past or closed one', () => {
    expect(isPromotable({ date: '2026-05-03T21:30:00Z', isActive: true }, now)).toBe(true)
    expect(isPromotable({ date: '2026-05-03T21:30:00Z', isActive: null }, now)).toBe(true)
    expect(isPromotable({ date: '2026-05-03T21:30:00Z', isActive: false }, now)).toBe(false)
    expect(isPromotable({ date: '2025-08-17T21:30:00Z', isActive: true }, now)).toBe(false)
    expect(isPromotable({ date: now.toISOString(), isActive: true }, now)).toBe(false)
  })

  it('reads the workshop a link names', () => {
    expect(workshopSlugOf('/workshop/holy-mess')).toBe('holy-mess')
    expect(workshopSlugOf('/workshop/holy-mess/')).toBe('holy-mess')
    expect(workshopSlugOf('/workshop/holy-mess?ref=v2#top')).toBe('holy-mess')
    expect(workshopSlugOf('https://coach.example/workshop/spring-2027')).toBe('spring-2027')
    expect(workshopSlugOf('/workshop/holy-mess/test-checkout')).toBeNull()
    expect(workshopSlugOf('/workshops')).toBeNull()
    expect(workshopSlugOf('/quiz')).toBeNull()
    expect(workshopSlugOf(null)).toBeNull()
  })

  it('links to the owner’s own link for her workshop, else to the promoted one’s page', () => {
    const chosen = { id: 1, slug: 'holy-mess' }
    const other = { id: 2, slug: 'spring-circle' }
    type P = Parameters<typeof promotionHref>[0]
    const promotion = (value: object) => value as unknown as P
    expect(
      promotionHref(promotion({ chosen, promoted: chosen }), '/workshop/holy-mess?ref=v2'),
    ).toBe('/workshop/holy-mess?ref=v2')
    expect(promotionHref(promotion({ chosen, promoted: other }), '/workshop/holy-mess')).toBe(
      '/workshop/spring-circle',
    )
    expect(promotionHref(promotion({ chosen, promoted: null }), '/workshop/holy-mess')).toBeNull()
  })
})
