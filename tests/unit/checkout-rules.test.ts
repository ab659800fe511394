import { describe, expect, it } from 'vitest'

import { networkOf } from '@/analytics/visitor'
import { linesPaidFor } from '@/commerce/orders/paidLines'
import { canonicalEmail, samePerson } from '@/contacts/emailAddress'
import { latestRunFrom } from '@/jobs/schedule'
import { ownerOnlySystemRecords } from '@/security/systemRecords'

const line = (kind: 'offer' | 'bump', label: string, amountInCents: number) => ({
  offer: 1,
  kind,
  label,
  listPriceInCents: amountInCents,
  amountInCents,
})

describe('one person, one address form', () => {
  it('drops +tags everywhere, and dots for Gmail and googlemail.com', () => {
    expect(canonicalEmail(' Once1+2@Example.com ')).toBe('once1@example.com')
    expect(canonicalEmail('j.a.ne+x@googlemail.com')).toBe('jane@gmail.com')
    expect(canonicalEmail('j.ane@example.com')).toBe('j.ane@example.com')
    expect(samePerson('jane.doe@gmail.com', 'JANEDOE+shop@googlemail.com')).toBe(true)
    expect(samePerson('jane@example.com', 'jane@example.org')).toBe(false)
  })
})

describe('what a payment pays for', () => {
  const order = {
    priceType: 'one-time' as const,
    amountInCents: 6400,
    items: [line('offer', 'The Good Girl Paradox', 4400), line('bump', 'Return to the Body', 2000)],
  }

  it('the whole order when the payment is the whole order', () => {
    expect(linesPaidFor(order, 6400, 0)).toMatchObject({ unpaid: [], shortfall: null })
  })

  it('the offer first, then bumps while they are covered; the shortfall in her words', () => {
    const { paid, unpaid, shortfall } = linesPaidFor(order, 4400, 0)
    expect(paid.map((l) => l.label)).toEqual(['The Good Girl Paradox'])
    expect(unpaid.map((l) => l.label)).toEqual(['Return to the Body'])
    expect(shortfall).toBe(
      'The payment was $44, but the order asked for $64. Opened: The Good Girl Paradox. Not paid for, so not opened: Return to the Body.',
    )
  })

  it('no bump without its offer, even if the bump alone would be covered', () => {
    expect(linesPaidFor(order, 2000, 0).paid).toEqual([])
  })

  it("a membership's trial charges only its bumps today", () => {
    const trial = { ...order, priceType: 'subscription' as const }
    expect(linesPaidFor(trial, 2000, 7).shortfall).toBeNull()
  })
})

describe('visits counted per network', () => {
  it('an IPv6 address by its /64, an IPv4 address whole', () => {
    expect(networkOf('2001:db8:1:2::5')).toBe(networkOf('2001:0db8:0001:0002:ffff::1'))
    expect(networkOf('2001:db8:1:3::5')).not.toBe(networkOf('2001:db8:1:2::5'))
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9')
  })
})

describe("Payload's own records", () => {
  it('a site collection that leaves an access rule to Payload (anyone signed in) does not build', () => {
    expect(() =>
      ownerOnlySystemRecords({
        collections: [{ slug: 'notes', fields: [], access: { read: () => true } }],
      } as never),
    ).toThrow(/notes: create.*notes: update.*notes: delete/)
  })

  it("a scheduled run may wait at most until the cron's next time", () => {
    const now = new Date('2026-12-01T10:30:30Z')
    const latest = latestRunFrom('0 17 * * * *', now)!
    expect(latest.getTime()).toBeLessThanOrEqual(new Date('2026-12-01T11:18:00Z').getTime())
    expect(latest.getTime()).toBeGreaterThan(new Date('2026-12-01T11:17:00Z').getTime())
  })
})
