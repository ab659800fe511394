import { describe, expect, it } from 'vitest'

import { CONTENT_READY, QUICK_COMMANDS } from '@/assistant/constants'
import { openAiSettings, readFinalAnswer, withProposalContent } from '@/assistant/engines/openai'
import { insightSentencesByRules, keepHonestSentences } from '@/assistant/insightRules'
import { isAudio } from '@/assistant/operations/transcribeVoiceCommand'
import { isReadOnlyCommand } from '@/assistant/readOnly'
import type { Proposal } from '@/assistant/types'

const figures = {
  leadQualityScore: 30,
  emailEngagementRate: 12.5,
  conversionTrend: -4.17,
  facts: {
    newLeads: 40,
    engagedLeads: 12,
    quizFinished: 9,
    openedOrClicked: 5,
    delivered: 80,
    opened: 30,
    clicked: 10,
    leadsThisWeek: 12,
    convertedThisWeek: 1,
    leadsLastWeek: 8,
    convertedLastWeek: 1,
    conversionThisWeek: 8.33,
    conversionLastWeek: 12.5,
  },
}

describe('autoExecute: only a question or a report runs at once', () => {
  it.each([
    ['How many leads this week?', true],
    ['Weekly business report', true],
    ['Analyze quiz completion and conversion rates', true],
    ['Which campaigns worked best', true],
    ['how many e-mails were sent yesterday', true],
    [QUICK_COMMANDS[0].command, false],
    ['Tag everyone who applied as Mentorship', false],
    ['Draft an e-mail to quiz takers about the workshop', false],
    ['Email them the workshop link', false],
    ['Enroll the new women in the nurture sequence', false],
    ['Optimize email campaigns', false],
    ['Nurture sequence', false],
    ['', false],
  ])('%s → %s', (command, expected) => {
    expect(isReadOnlyCommand(command)).toBe(expected)
  })
})

describe('the AI Insights sentences', () => {
  it('by rules print only the figures and their counts', () => {
    const sentences = insightSentencesByRules(figures)
    expect(sentences.leadQualityInsight).toContain('12 of 40 new leads')
    expect(sentences.emailInsight).toContain('10 of 80 e-mails')
    expect(sentences.conversionInsight).toContain('down 4.17 points')
    expect(keepHonestSentences(sentences, figures)).toEqual(sentences)
  })

  it('a model sentence with a number the figures do not hold is replaced by the rules’ one', () => {
    const byRules = insightSentencesByRules(figures)
    const kept = keepHonestSentences(
      {
        leadQualityInsight: '30% of your 40 new leads are engaged.',
        emailInsight: 'Your click rate of 97% is superb.',
        conversionInsight: '',
      },
      figures,
    )
    expect(kept.leadQualityInsight).toBe('30% of your 40 new leads are engaged.')
    expect(kept.emailInsight).toBe(byRules.emailInsight)
    expect(kept.conversionInsight).toBe(byRules.conversionInsight)
  })

  it('say plainly when there is nothing in a window', () => {
    const empty = insightSentencesByRules({
      leadQualityScore: 0,
      emailEngagementRate: 0,
      conversionTrend: 0,
      facts: { newLeads: 0, delivered: 0, leadsThisWeek: 0, leadsLastWeek: 0 },
    })
    expect(empty.leadQualityInsight).toMatch(/No new leads/)
    expect(empty.emailInsight).toMatch(/No marketing e-mails/)
  })
})

describe('the model’s final answer, read leniently', () => {
  const proposal = { headline: 'Enrol 3 women', steps: [] } as unknown as Proposal

  it('reads the JSON, fenced or bare', () => {
    const answer = readFinalAnswer(
      'Here you go:\n```json\n{"action":"Enrol","summary":"S","details":"D","recommendations":["a",2,"b"]}\n```',
      proposal,
    )
    expect(answer).toEqual({
      action: 'Enrol',
      summary: 'S',
      details: 'D',
      recommendations: ['a', 'b'],
    })
  })

  it('is "Content Ready" when nothing would change, whatever the model called it', () => {
    expect(readFinalAnswer('{"action":"Send","summary":"S"}', null).action).toBe(CONTENT_READY)
  })

  it('an editable proposal’s words are its details (what Accept sends), not the model’s aside', () => {
    const campaign = {
      headline: 'Save a draft',
      steps: [{ operation: 'saveCampaign', input: { subject: 'Hi', content: 'The e-mail.' } }],
      count: 1,
      sample: [],
      editable: { step: 0, field: 'content', subjectField: 'subject' },
      destructive: false,
    } as Proposal
    const draft = {
      ...readFinalAnswer('{"summary":"S","details":"Notes"}', campaign),
      proposal: campaign,
    }
    expect(withProposalContent(draft).details).toBe('The e-mail.')
    expect(withProposalContent({ ...draft, proposal: null }).details).toBe('Notes')
  })

  it('takes plain text as summary and details', () => {
    expect(readFinalAnswer('First.\n\nSecond part.', null)).toMatchObject({
      summary: 'First.',
      details: 'Second part.',
    })
    expect(() => readFinalAnswer('  ', null)).toThrow(/empty answer/)
  })
})

describe('settings and recordings', () => {
  it('reads the OpenAI settings with their defaults', () => {
    expect(openAiSettings({ OPENAI_API_KEY: 'k' })).toMatchObject({
      model: 'gpt-4.1-mini',
      transcribeModel: 'whisper-1',
      timeoutMs: 30_000,
      baseURL: undefined,
    })
    expect(openAiSettings({ OPENAI_TIMEOUT_MS: 'soon' }).timeoutMs).toBe(30_000)
  })

  it('knows audio by its first bytes, not its name', () => {
    const wav = Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1')
    expect(isAudio(wav)).toBe(true)
    expect(isAudio(Buffer.from('OggS\0', 'latin1'))).toBe(true)
    expect(isAudio(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe(true)
    expect(isAudio(Buffer.from('hello there'))).toBe(false)
    expect(isAudio(Buffer.from('%PDF-1.7'))).toBe(false)
  })
})
