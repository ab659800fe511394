import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { ownerDaysIn } from '@/email/log/dayFilter'

// Payload's filter picks a day as noon UTC; the log reads it as her whole day.
const AZ = 'America/Phoenix'
const start = '2026-11-24T07:00:00.000Z'
const end = '2026-11-25T07:00:00.000Z'
const picked = '2026-11-24T12:00:00.000Z'

describe('a day picked in the e-mail log filter', () => {
  it('is midnight to midnight on her clock, for each comparison', () => {
    expect(ownerDaysIn({ createdAt: { equals: picked } }, AZ)).toEqual({
      and: [{ createdAt: { greater_than_equal: start } }, { createdAt: { less_than: end } }],
    })
    expect(ownerDaysIn({ sentAt: { greater_than: picked } }, AZ)).toEqual({
      sentAt: { greater_than_equal: end },
    })
    expect(ownerDaysIn({ sentAt: { less_than: picked } }, AZ)).toEqual({
      sentAt: { less_than: start },
    })
    expect(ownerDaysIn({ sentAt: { less_than_equal: picked } }, AZ)).toEqual({
      sentAt: { less_than: end },
    })
  })

  it('keeps other fields, other moments and nested and/or as they are', () => {
    const where: Where = {
      and: [
        { to: { equals: 'a@example.com' } },
        { or: [{ createdAt: { greater_than_equal: picked } }, { status: { equals: 'failed' } }] },
        { createdAt: { greater_than: '2026-11-24T13:15:00.000Z' } },
      ],
    }
    expect(ownerDaysIn(where, AZ)).toEqual({
      and: [
        { to: { equals: 'a@example.com' } },
        { or: [{ createdAt: { greater_than_equal: start } }, { status: { equals: 'failed' } }] },
        { createdAt: { greater_than: '2026-11-24T13:15:00.000Z' } },
      ],
    })
  })

  it('follows her zone', () => {
    expect(ownerDaysIn({ createdAt: { greater_than_equal: picked } }, 'Europe/London')).toEqual({
      createdAt: { greater_than_equal: '2026-11-24T00:00:00.000Z' },
    })
  })
})
