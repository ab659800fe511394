import { describe, expect, it } from 'vitest'

// The catalogue hands the assistant its operations as it collects them.
import '@/catalogue'

import { MAX_TOOL_ROWS, QUICK_COMMANDS } from '@/assistant/constants'
import { parseIntent, parsePeriod } from '@/assistant/intents'
import { editedSteps, writeOperation } from '@/assistant/proposals'
import { redact } from '@/assistant/redact'
import type { Proposal } from '@/assistant/types'

/**
 * The assistant's pure functions: what a tool result keeps (no secret, at most
 * MAX_TOOL_ROWS rows), how the offline assistant reads her commands, and what her edits may
 * change in a proposal (her words; people only removed).
 */

describe('a tool result as the model gets it', () => {
  it('drops secrets by their keys and disarms tokens in links and text', () => {
    const token = 'Zx81kQw3rT9bLm2NvP7sYh4Jd6Fg0Ae5'
    const result = redact({
      email: 'ada@example.com',
      unsubscribeToken: token,
      accessLink: `https://site.example/access?token=${token}`,
      nested: { hash: 'abc', salt: 'def', apiKey: 'sk-1', password: 'x', note: `see ${token}` },
      link: `https://site.example/api/unsubscribe?token=${token}`,
      joinedAt: '2026-11-24T09:41:00.000Z',
      slug: 'the-good-girl-paradox-masterclass-2026',
    })
    const json = JSON.stringify(result)
    expect(json).not.toContain(token)
    expect(json).not.toMatch(/"(?:unsubscribeToken|accessLink|hash|salt|apiKey|password)"/)
    expect(result).toMatchObject({
      email: 'ada@example.com',
      joinedAt: '2026-11-24T09:41:00.000Z',
      slug: 'the-good-girl-paradox-masterclass-2026',
    })
  })

  it('cuts a list to MAX_TOOL_ROWS and says how many more there were', () => {
    const rows = Array.from({ length: MAX_TOOL_ROWS + 7 }, (_, id) => ({ id }))
    const result = redact({ people: rows }) as { people: unknown[] }
    expect(result.people).toHaveLength(MAX_TOOL_ROWS + 1)
    expect(result.people.at(-1)).toEqual({ note: '7 more not shown' })
  })
})

describe('the offline assistant reads her commands', () => {
  it('understands the four Quick Commands', () => {
    expect(QUICK_COMMANDS.map((quick) => parseIntent(quick.command).kind)).toEqual([
      'enrol',
      'quiz',
      'report',
      'emails',
    ])
    const nurture = parseIntent(QUICK_COMMANDS[0].command)
    expect(nurture).toMatchObject({ words: ['nurture'], people: { joinedWithinHours: 24 } })
  })

  it('reads periods, counts, tags and drafts', () => {
    expect(parsePeriod('in the last 3 days')?.hours).toBe(72)
    expect(parsePeriod('today')?.hours).toBe(24)
    expect(parseIntent('How many women took the quiz this week?')).toMatchObject({
      kind: 'count',
      what: 'quiz',
      period: { hours: 168 },
    })
    expect(parseIntent('How many leads from the meditation this week?')).toMatchObject({
      kind: 'count',
      what: 'leads',
      from: 'meditation',
    })
    expect(parseIntent('Tag everyone who applied as Mentorship')).toMatchObject({
      kind: 'tag',
      tagName: 'Mentorship',
      people: { applied: true },
    })
    expect(parseIntent('Draft an e-mail to quiz takers about the workshop')).toMatchObject({
      kind: 'draft',
      audience: 'quiz takers',
      topic: 'the workshop',
      send: false,
    })
    expect(parseIntent('Write me a poem').kind).toBe('unknown')
  })
})

describe('her edits to a proposal', () => {
  const proposal: Proposal = {
    headline: 'Send',
    steps: [
      {
        operation: 'saveCampaign',
        input: { subject: 'Hi', content: 'Words', audience: 'people:1,2,3' },
      },
      { operation: 'sendCampaign', input: {}, idFromPrevious: true },
    ],
    count: 3,
    sample: [],
    peopleAt: { step: 0, field: 'audience', format: 'audience' },
    editable: { step: 0, field: 'content', subjectField: 'subject', subject: 'Hi' },
    destructive: false,
  }

  it('change the words and the subject, and only remove people', () => {
    const [save] = editedSteps(proposal, { details: 'Mine', subject: 'New', exclude: [2, 99] })
    expect(save!.input).toEqual({ subject: 'New', content: 'Mine', audience: 'people:1,3' })
  })

  it('cannot leave nobody', () => {
    expect(() => editedSteps(proposal, { exclude: [1, 2, 3] })).toThrow()
  })

  it('run only her own changes: never a read, a visitor’s or system operation, or deciding itself', () => {
    expect(writeOperation('tagPeople').name).toBe('tagPeople')
    for (const name of [
      'signOut',
      'acceptProposal',
      'createMcpKey',
      'getOverview',
      'captureLead',
      'runCampaign',
      'nothingLikeThis',
    ]) {
      expect(() => writeOperation(name), name).toThrow()
    }
  })
})
