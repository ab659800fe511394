import { describe, expect, it } from 'vitest'

import { formatMoment } from '@/components/admin/center/overview/format'
import {
  conversionDetail,
  FIGURE_WORDS,
  formatShare,
  leadCountWords,
  newLeadsSummary,
  revenueExplanation,
  totalLeadsDetail,
} from '@/reports/figureWords'
import { percent } from '@/reports/reporting'

describe('the Overview’s figures say what they count', () => {
  it('each card has its spec hint and a one-line explanation in her words', () => {
    for (const key of ['totalLeads', 'applications', 'conversionRate'] as const) {
      const words = FIGURE_WORDS[key]
      expect(words.hint.length).toBeGreaterThan(0)
      expect(words.explanation).toMatch(/^[A-Z].+\.$/)
      expect(words.explanation).not.toMatch(/contact_id|lead row|funnel|null/i)
    }
    expect(FIGURE_WORDS.totalLeads.explanation).toMatch(/on your list now/)
    expect(revenueExplanation('November', 'America/Phoenix')).toBe(
      'Paid courses and workshop places in November (Arizona time), after refunds.',
    )
  })

  it('5 applicants among 4,917 leads read as a fraction and 0.1%, never a bare 0%', () => {
    expect(formatShare(5, 4917)).toBe('0.1%')
    // The card and GET /api/admin/analytics round alike (two decimals).
    expect(formatShare(5, 4917)).toBe(`${percent(5, 4917)}%`)
    expect(conversionDetail({ applied: 5, leadPeople: 4917, nonLeadApplications: 0 })).toBe(
      '5 of the 4,917 people who signed up also applied.',
    )
    // A share too small for two decimals is not nothing.
    expect(formatShare(1, 100_000)).toBe('under 0.01%')
    expect(formatShare(0, 100_000)).toBe('0%')
  })

  it('applications from people who never signed up explain a 0% beside 5 applications', () => {
    expect(conversionDetail({ applied: 0, leadPeople: 4919, nonLeadApplications: 5 })).toBe(
      'None of the 4,919 people who signed up has applied yet. 5 applications came from people who never signed up there, so they are not in this share.',
    )
    expect(conversionDetail({ applied: 2, leadPeople: 4919, nonLeadApplications: 1 })).toMatch(
      /^2 of the 4,919 people who signed up also applied\. 1 application came from someone/,
    )
  })

  it('Total Leads, the chart and the Leads tab meet in words: 4,919 signed up, 2 left', () => {
    expect(totalLeadsDetail({ leadPeople: 4919, offList: 2 })).toBe(
      '4,919 people signed up in all; 2 are not on your list now.',
    )
    expect(totalLeadsDetail({ leadPeople: 3, offList: 0 })).toBe(
      '3 people signed up; all are on your list.',
    )
    expect(newLeadsSummary({ newLeads: 4919, offList: 2 })).toBe(
      '4,919 new leads (2 of them not on your list now)',
    )
    expect(leadCountWords({ signUps: 4921, people: 4919, subscribed: 4917 })).toBe(
      '4,921 sign-ups from 4,919 people, 4,917 of them on your list',
    )
    expect(leadCountWords({ signUps: 1, people: 1, subscribed: 1 })).toBe(
      '1 sign-up from 1 person, on your list',
    )
  })

  it('a moment names her clock, whichever zone she chose', () => {
    const sale = '2026-12-01T06:00:00Z'
    expect(formatMoment(sale, 'America/Phoenix')).toBe('Nov 30, 2026, 11:00 PM Arizona time')
    expect(formatMoment(sale, 'America/New_York')).toBe('Dec 1, 2026, 1:00 AM Eastern time')
    expect(formatMoment(sale, 'America/New_York')).not.toMatch(/MST/)
  })
})
