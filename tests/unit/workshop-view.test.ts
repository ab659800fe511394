import { describe, expect, it } from 'vitest'

import { checkoutSessionParams, confirmationPath } from '@/workshops/checkout'
import {
  capacityLabel,
  scheduleLabels,
  spotsLabel,
  spotsRemaining,
  workshopStatus,
} from '@/workshops/view'

// Spec §9: Sunday August 17 2025, 2:30-4:30 PM MST (21:30 UTC), 2 hours, 20 women.
const holyMess = {
  title: 'Holy Mess',
  slug: 'holy-mess',
  location: 'Live online',
  date: '2025-08-17T21:30:00.000Z',
  date_tz: 'America/Phoenix' as const,
  durationMinutes: 120,
  maxParticipants: 20,
  currentRegistrations: 0,
  isActive: true,
}

describe('workshop schedule labels', () => {
  it('reads the spec’s date and time in the workshop’s own time zone', () => {
    expect(scheduleLabels(holyMess)).toEqual({
      dateLabel: 'Sunday, August 17, 2025',
      timeLabel: '2:30-4:30 PM MST',
      durationLabel: '2 hours',
    })
  })

  it('names both halves of the day when a workshop crosses noon, and odd durations', () => {
    const labels = scheduleLabels({
      date: '2026-03-01T18:00:00.000Z',
      date_tz: 'America/Phoenix',
      durationMinutes: 150,
    })
    expect(labels.timeLabel).toBe('11:00 AM-1:30 PM MST')
    expect(labels.durationLabel).toBe('2 hours 30 minutes')
  })

  it('shows the calendar day of the workshop’s zone, not the server’s', () => {
    // 02:00 UTC on the 18th is still the evening of the 17th in Arizona.
    const labels = scheduleLabels({
      date: '2025-08-18T02:00:00.000Z',
      date_tz: 'America/Phoenix',
      durationMinutes: 60,
    })
    expect(labels.dateLabel).toBe('Sunday, August 17, 2025')
    expect(labels.durationLabel).toBe('1 hour')
  })
})

describe('workshop status and spots', () => {
  const before = new Date('2025-08-01T00:00:00Z')

  it('is over from its start, whatever else is true', () => {
    expect(workshopStatus(holyMess, new Date('2025-08-17T21:30:00.000Z'))).toBe('over')
    expect(workshopStatus(holyMess, new Date('2026-11-21T12:00:00Z'))).toBe('over')
    expect(workshopStatus({ ...holyMess, isActive: false }, new Date('2026-01-01'))).toBe('over')
  })

  it('is closed when the owner switched it off, sold out when full, else open', () => {
    expect(workshopStatus(holyMess, before)).toBe('open')
    expect(workshopStatus({ ...holyMess, isActive: false }, before)).toBe('closed')
    expect(workshopStatus({ ...holyMess, currentRegistrations: 20 }, before)).toBe('sold-out')
    expect(workshopStatus({ ...holyMess, currentRegistrations: 19 }, before)).toBe('open')
  })

  it('shows the real number of spots left, never a negative one', () => {
    expect(spotsLabel({ maxParticipants: 20, currentRegistrations: 17 })).toBe(
      '3 of 20 spots remaining',
    )
    expect(spotsLabel({ maxParticipants: 20, currentRegistrations: 19 })).toBe(
      'Only 1 spot remaining',
    )
    expect(spotsLabel({ maxParticipants: 20, currentRegistrations: 21 })).toBe(
      'Sold out: every spot is taken',
    )
    expect(spotsRemaining({ maxParticipants: 20, currentRegistrations: 21 })).toBe(0)
    expect(capacityLabel(holyMess)).toBe('Limited to 20 women')
  })
})

describe('Stripe Checkout Session for a registration', () => {
  const expiresAt = new Date('2026-12-01T10:31:00Z')
  const params = checkoutSessionParams({
    workshop: holyMess,
    priceInCents: 4500,
    registrationId: 42,
    email: 'ada@example.com',
    expiresAt,
    origin: 'https://coach.example',
  })

  it('charges one seat at the CMS price, by card, for her address', () => {
    expect(params.mode).toBe('payment')
    expect(params.customer_email).toBe('ada@example.com')
    expect(params.allowed_payment_method_types).toEqual(['card'])
    expect(params.line_items).toHaveLength(1)
    expect(params.line_items![0]).toMatchObject({
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: 4500 },
    })
  })

  it('carries what the webhook needs to find the registration, on the session and the charge', () => {
    const metadata = { kind: 'workshop', registrationId: '42', workshopSlug: 'holy-mess' }
    expect(params.metadata).toEqual(metadata)
    expect(params.payment_intent_data?.metadata).toEqual(metadata)
  })

  it('returns to the workshop page and expires with the hold', () => {
    expect(params.success_url).toBe(
      'https://coach.example/workshop/holy-mess?registration=confirmed&session_id={CHECKOUT_SESSION_ID}',
    )
    expect(params.cancel_url).toBe('https://coach.example/workshop/holy-mess')
    expect(params.expires_at).toBe(expiresAt.getTime() / 1000)
    expect(confirmationPath('holy-mess', 'demo_cs_x')).toBe(
      '/workshop/holy-mess?registration=confirmed&session_id=demo_cs_x',
    )
  })
})
