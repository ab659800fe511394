import { describe, expect, it } from 'vitest'

import {
  describeLeadFilter,
  leadFilterFrom,
  leadFilterParams,
  leadsAudienceLabel,
  leadsAudienceValue,
  NO_LEAD_FILTER,
} from '@/contacts/leadFilter'
import { MAX_AUDIENCE_LENGTH, parseAudience } from '@/email/campaigns/audience'
import { campaignDraftSchema } from '@/email/campaigns/schema'

const from = (query: string) => {
  const params = new URLSearchParams(query)
  return leadFilterFrom((name) => params.get(name))
}

describe('the Leads list filter', () => {
  it('reads the address, and a value that names nothing is "any"', () => {
    expect(from('q=%20anna%20&source=quiz_rebel&status=customer&tag=12&subscribed=no')).toEqual({
      q: 'anna',
      source: 'quiz_rebel',
      status: 'customer',
      tag: 12,
      subscribed: 'no',
    })
    expect(from('source=Bad%20One&status=hot&tag=0&subscribed=maybe')).toEqual(NO_LEAD_FILTER)
    expect(from('tag=12abc').tag).toBeNull()
  })

  it('goes back into the address without its blank parts', () => {
    expect(leadFilterParams({ ...NO_LEAD_FILTER, tag: 3, subscribed: 'yes' })).toEqual({
      tag: '3',
      subscribed: 'yes',
    })
  })

  it('is a campaign audience that reads back as the same filter, whatever the search holds', () => {
    const filter = {
      q: 'a:b&c=d % “quotes”',
      source: 'waitlist:radiant-alchemy',
      status: 'contacted' as const,
      tag: 7,
      subscribed: 'yes' as const,
    }
    const value = leadsAudienceValue(filter)
    expect(parseAudience(value)).toEqual({ kind: 'leads', filter })
    expect(campaignDraftSchema.shape.audience.safeParse(value).success).toBe(true)
    // The longest search the list takes still makes an audience the campaign accepts.
    const longest = leadsAudienceValue({ ...filter, q: '“'.repeat(200) })
    expect(longest.length).toBeLessThanOrEqual(MAX_AUDIENCE_LENGTH)
    expect(campaignDraftSchema.shape.audience.safeParse(longest).success).toBe(true)
    const tooLong = `leads:q=${'a'.repeat(MAX_AUDIENCE_LENGTH)}`
    expect(campaignDraftSchema.shape.audience.safeParse(tooLong).success).toBe(false)
  })

  it('says in words whom it holds', () => {
    const names = (id: number) => (id === 7 ? 'VIP' : undefined)
    expect(leadsAudienceLabel({ ...NO_LEAD_FILTER, status: 'customer', tag: 7 }, names)).toBe(
      'People from your Leads list: status Customer, tag VIP',
    )
    expect(describeLeadFilter({ ...NO_LEAD_FILTER, tag: 9 }, names)).toBe('tag a deleted tag')
    expect(
      describeLeadFilter(
        { q: 'anna', source: 'quiz_rebel', status: '', tag: null, subscribed: 'no' },
        names,
      ),
    ).toBe('signed up through Quiz: Rebel, unsubscribed, matching “anna”')
    expect(describeLeadFilter(NO_LEAD_FILTER, names)).toBe('everyone')
  })
})
