import type { PayloadRequest } from 'payload'

import { invoke } from '@/core/defineOperation'
import { PEOPLE_AUDIENCE_PREFIX } from '@/email/campaigns/audience'

import { CONTENT_READY, MAX_PROPOSAL_PEOPLE, QUICK_COMMANDS } from '../constants'
import { insightSentencesByRules } from '../insightRules'
import { buildProposal } from '../proposals'
import { operationList } from '../operationList'
import {
  type CountWhat,
  type Intent,
  parseIntent,
  parsePeople,
  parsePeriod,
  type PeopleFilter,
  peopleInWords,
  type Period,
  periodDays,
} from '../intents'
import type { AssistantEngine, EngineContext, EngineDraft, Proposal } from '../types'

const OFFLINE_LABEL =
  'Offline assistant: it answers the Quick Commands and common questions from your real figures. Free-form requests need an OpenAI key (ask whoever set up your site).'

/** What the offline assistant can do, listed when it does not understand a command. */
const OFFLINE_SKILLS = [
  ...QUICK_COMMANDS.map((quick) => `“${quick.command}”`),
  '“How many leads (or buyers, applications, quiz takers) this week / today / in the last 30 days, from the quiz or the meditation?”',
  '“Tag everyone who applied as Mentorship”',
  '“Draft an e-mail to quiz takers about the workshop”',
]

// ─── Reading her figures (through the same tools the model gets) ──────────────────────────────

type BusinessFigures = {
  leads: number
  newPeople: number
  applications: number
  purchases: number
  revenue: number
}
type BusinessReport = BusinessFigures & {
  period: { days: number }
  bySource: { source: string; label: string; leads: number }[]
  previous: BusinessFigures
}
type QuizFunnel = {
  started: number
  completed: number
  completionRate: number
  byArchetype: { archetype: string; label: string; count: number }[]
  becameCustomers: number
  becameApplicants: number
  conversionRate: number
  applicationRate: number
}
type FoundPeople = {
  count: number
  subscribedCount: number
  people: { id: number; name: string | null; email: string; subscribed: boolean }[]
}
type Sequence = { id: number; name: string; active: boolean; steps: unknown[] }
type Template = { name: string; subject: string; sentBySite: boolean; text: string }
type CampaignRow = {
  subject: string
  status: string
  delivered: number
  opened: number
  clicked: number
  openRate: number
  clickRate: number
  unsubscribed: number
}

/** A read tool's data (its rows redacted and capped as the model would get them). */
async function read<T>(context: EngineContext, tool: string, args: object = {}): Promise<T> {
  const outcome = await context.toolbox.call(tool, args)
  if (outcome.kind !== 'data') throw new Error(`${tool} is not a read tool`)
  return outcome.data as T
}

/** The rows of a capped list (the cap's note left out). */
const rows = <T extends object>(list: unknown, key: keyof T): T[] =>
  Array.isArray(list)
    ? list.filter((row): row is T => !!row && typeof row === 'object' && key in row)
    : []

/**
 * Every person a proposal names, not the first MAX_TOOL_ROWS the model would see: a proposal lists
 * each one she can leave out. Read as her through the same operation (findPeople).
 */
const findAllPeople = (req: PayloadRequest, filter: PeopleFilter) =>
  invoke(operationList().findPeople!, req, {
    ...filter,
    limit: MAX_PROPOSAL_PEOPLE,
  }) as Promise<FoundPeople>

async function propose(context: EngineContext, tool: string, args: object): Promise<Proposal> {
  const outcome = await context.toolbox.call(tool, args)
  if (outcome.kind !== 'proposal') throw new Error(`${tool} is not a change`)
  return outcome.proposal
}

// ─── Words ──────────────────────────────────────────────────────────────────────────────────────

const n = (value: number) => value.toLocaleString('en-US')
const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const count = (value: number, one: string, many = `${one}s`) =>
  `${n(value)} ${value === 1 ? one : many}`
const pct = (value: number) => `${Math.round(value * 100) / 100}%`

/** "up 3 from 5", "down 2 from 7", "the same as the 7 days before". */
function change(now: number, before: number, format: (value: number) => string = n) {
  if (now === before) return 'the same as before'
  return `${now > before ? 'up' : 'down'} from ${format(before)}`
}

const answer = (fields: Partial<EngineDraft> & { summary: string }): EngineDraft => ({
  action: CONTENT_READY,
  details: '',
  recommendations: [],
  proposal: null,
  ...fields,
})

// ─── The answers ────────────────────────────────────────────────────────────────────────────────

async function weeklyReport(context: EngineContext, period: Period): Promise<EngineDraft> {
  const days = periodDays(period)
  const report = await read<BusinessReport>(context, 'getBusinessReport', { days })
  const previous = report.previous
  const span = days === 7 ? 'this week' : `the last ${count(days, 'day')}`
  const sources = rows<BusinessReport['bySource'][number]>(report.bySource, 'leads')
  const details = [
    `Your business in the last ${count(days, 'day')}, against the ${count(days, 'day')} before:`,
    '',
    `New leads: ${n(report.leads)} (${change(report.leads, previous.leads)})`,
    `Applications: ${n(report.applications)} (${change(report.applications, previous.applications)})`,
    `Purchases: ${n(report.purchases)} (${change(report.purchases, previous.purchases)})`,
    `Revenue: ${money(report.revenue)} (${change(report.revenue, previous.revenue, money)})`,
    `New people on your list: ${n(report.newPeople)} (${change(report.newPeople, previous.newPeople)})`,
    '',
    sources.length ? 'Where the new leads came from:' : 'No new leads signed up in this time.',
    ...sources.map((source) => `- ${source.label}: ${n(source.leads)}`),
  ].join('\n')
  const recommendations: string[] = []
  if (report.leads < previous.leads) {
    recommendations.push(
      `New leads went down from ${n(previous.leads)} to ${n(report.leads)}: share your free meditation or the quiz where your audience is this week.`,
    )
  }
  if (report.leads > 0 && report.applications === 0) {
    recommendations.push(
      'Nobody applied for the mentorship: an e-mail inviting your newest leads to apply may help.',
    )
  }
  if (sources[0]) {
    recommendations.push(`${sources[0].label} brought the most new leads: give it more attention.`)
  }
  return answer({
    summary: `${span[0].toUpperCase()}${span.slice(1)}: ${count(report.leads, 'new lead')}, ${count(report.applications, 'application')}, ${count(report.purchases, 'purchase')} and ${money(report.revenue)} in revenue.`,
    details,
    recommendations,
  })
}

async function quizAnalysis(context: EngineContext, period: Period | null): Promise<EngineDraft> {
  const days = period ? periodDays(period) : 30
  const quiz = await read<QuizFunnel>(context, 'getQuizFunnel', { days })
  const archetypes = rows<QuizFunnel['byArchetype'][number]>(quiz.byArchetype, 'count')
  // Starts are counted by the site's visit counter, which some visitors block: when fewer starts
  // than finishes were counted, a completion rate would mislead, so none is given.
  const completion =
    quiz.started >= quiz.completed && quiz.started > 0
      ? ` of ${count(quiz.started, 'start')} (${pct(quiz.completionRate)})`
      : ''
  const details = [
    `The quiz in the last ${count(days, 'day')}:`,
    '',
    `Started: ${n(quiz.started)} visits`,
    `Finished and left their address: ${n(quiz.completed)}${completion ? ` (completion ${pct(quiz.completionRate)})` : ''}`,
    `Then bought: ${n(quiz.becameCustomers)} (conversion ${pct(quiz.conversionRate)})`,
    `Then applied for the mentorship: ${n(quiz.becameApplicants)} (${pct(quiz.applicationRate)})`,
    '',
    'Results:',
    ...archetypes.map((row) => `- ${row.label}: ${n(row.count)}`),
  ].join('\n')
  const recommendations: string[] = []
  if (quiz.started > 0 && quiz.completionRate < 50) {
    recommendations.push(
      'Fewer than half who start the quiz finish it: a shorter quiz or a clearer promise of the result may help.',
    )
  }
  if (quiz.completed > 0 && quiz.becameCustomers === 0) {
    recommendations.push(
      'No quiz taker has bought yet: an e-mail to quiz takers about the masterclass, written for their result, may help.',
    )
  }
  const top = [...archetypes].sort((a, b) => b.count - a.count)[0]
  if (top && top.count > 0) {
    recommendations.push(
      `Most quiz takers are ${top.label}: speak to them first in your next e-mail.`,
    )
  }
  return answer({
    summary: `${count(quiz.completed, 'woman', 'women')} finished the quiz in the last ${count(days, 'day')}${completion}; ${n(quiz.becameCustomers)} of them bought (${pct(quiz.conversionRate)}).`,
    details,
    recommendations,
  })
}

async function emailAdvice(context: EngineContext): Promise<EngineDraft> {
  const tab = await read<{ campaigns: unknown; averageOpenRate: number; averageClickRate: number }>(
    context,
    'getEmailTab',
  )
  const sent = rows<CampaignRow>(tab.campaigns, 'openRate').filter((row) => row.delivered > 0)
  if (sent.length === 0) {
    return answer({
      summary: 'No campaign has gone out yet, so there is nothing to compare.',
      details:
        'Once a campaign has been delivered, ask again to see which subject lines open best.',
      recommendations: ['Send a first campaign to your list from the Email tab.'],
    })
  }
  const byOpens = [...sent].sort((a, b) => b.openRate - a.openRate)
  const best = byOpens[0]
  const worst = byOpens[byOpens.length - 1]
  const line = (row: CampaignRow) =>
    `“${row.subject}”: ${pct(row.openRate)} opened, ${pct(row.clickRate)} clicked (${count(row.delivered, 'delivery', 'deliveries')})`
  const details = [
    `Your campaigns on average: ${pct(tab.averageOpenRate)} opened, ${pct(tab.averageClickRate)} clicked.`,
    '',
    'Subject lines by how many opened them:',
    ...byOpens.slice(0, 10).map((row) => `- ${line(row)}`),
  ].join('\n')
  const recommendations: string[] = []
  if (best !== worst) {
    recommendations.push(
      `“${best.subject}” opened best (${pct(best.openRate)}) and “${worst.subject}” least (${pct(worst.openRate)}): write your next subject lines more like the first.`,
    )
  }
  const lowClicks = sent.filter((row) => row.openRate > 0 && row.clickRate < row.openRate / 10)
  if (lowClicks.length) {
    recommendations.push(
      `${count(lowClicks.length, 'campaign was', 'campaigns were')} opened but rarely clicked: one clear link near the top may help.`,
    )
  }
  const unsubscribes = sent.reduce((sum, row) => sum + row.unsubscribed, 0)
  if (unsubscribes > 0) {
    recommendations.push(
      `${count(unsubscribes, 'person', 'people')} unsubscribed after your campaigns: sending to a smaller audience that fits the message may help.`,
    )
  }
  recommendations.push(
    'Resend your best campaign to those who did not open it (Email tab → Campaigns).',
  )
  return answer({
    summary: `Of ${count(sent.length, 'campaign')} sent, “${best.subject}” opened best (${pct(best.openRate)}).`,
    details,
    recommendations,
  })
}

/** "How many leads came from the quiz": a report's sources whose words match hers. */
const sourceMatches = (from: string, source: { source: string; label: string }) =>
  `${source.source} ${source.label}`.toLowerCase().includes(from.replace(/s$/, '').split(' ')[0])

async function countAnswer(
  context: EngineContext,
  what: CountWhat,
  period: Period,
  from: string | null,
): Promise<EngineDraft> {
  const days = periodDays(period)
  const when = days * 24 === period.hours ? period.words : `the last ${count(days, 'day')}`
  if (what === 'quiz') {
    const quiz = await read<QuizFunnel>(context, 'getQuizFunnel', { days })
    return answer({
      summary: `${count(quiz.completed, 'woman', 'women')} finished the quiz in ${when}${quiz.started >= quiz.completed && quiz.started > 0 ? ` (of ${count(quiz.started, 'start')} counted)` : ''}.`,
      details: rows<QuizFunnel['byArchetype'][number]>(quiz.byArchetype, 'count')
        .map((row) => `${row.label}: ${n(row.count)}`)
        .join('\n'),
    })
  }
  const report = await read<BusinessReport>(context, 'getBusinessReport', { days })
  if (what === 'leads' && from) {
    const sources = rows<BusinessReport['bySource'][number]>(report.bySource, 'leads')
    const matching = sources.filter((source) => sourceMatches(from, source))
    const total = matching.reduce((sum, source) => sum + source.leads, 0)
    return answer({
      summary: `${count(total, 'new lead')} from ${from} in ${when} (of ${n(report.leads)} in all).`,
      details: [
        'New leads by how they signed up:',
        ...sources.map((source) => `- ${source.label}: ${n(source.leads)}`),
      ].join('\n'),
      recommendations: matching.length
        ? []
        : [
            `Leads are counted by the form they signed up through (quiz, meditation…); visits from ${from} are in the Overview's traffic figures.`,
          ],
    })
  }
  const figure: Record<Exclude<CountWhat, 'quiz'>, string> = {
    leads: `${count(report.leads, 'new lead')} in ${when} (${change(report.leads, report.previous.leads)})`,
    signups: `${count(report.newPeople, 'new person', 'new people')} joined your list in ${when}`,
    applications: `${count(report.applications, 'application')} in ${when} (${change(report.applications, report.previous.applications)})`,
    buyers: `${count(report.purchases, 'purchase')} in ${when}, ${money(report.revenue)} in all`,
    revenue: `${money(report.revenue)} in revenue in ${when} (${change(report.revenue, report.previous.revenue, money)})`,
  }
  return answer({ summary: `${figure[what]}.` })
}

/** The best-matching sequence for the words of her command (a name word in common). */
function matchSequence(sequences: Sequence[], words: string[]): Sequence | null {
  let best: { sequence: Sequence; score: number } | null = null
  for (const sequence of sequences) {
    const name = sequence.name.toLowerCase()
    const score = words.filter((word) => name.includes(word)).length * 2 + (sequence.active ? 1 : 0)
    if (score >= 2 && (!best || score > best.score)) best = { sequence, score }
  }
  return best?.sequence ?? null
}

async function enrolAnswer(
  context: EngineContext,
  intent: Extract<Intent, { kind: 'enrol' }>,
): Promise<EngineDraft> {
  const { sequences } = await read<{ sequences: unknown }>(context, 'listSequences')
  const all = rows<Sequence>(sequences, 'name')
  const sequence = matchSequence(all, intent.words)
  if (!sequence) {
    return answer({
      summary: 'None of your sequences has a name like that.',
      details: all.length
        ? `Your sequences: ${all.map((row) => `“${row.name}”`).join(', ')}.`
        : 'You have no sequences yet.',
      recommendations: ['Name the sequence as it is called in the Email tab.'],
    })
  }
  const whom = peopleInWords(intent.people, intent.period)
  const found = await findAllPeople(context.req, intent.people)
  const subscribed = found.people.filter((person) => person.subscribed)
  if (subscribed.length === 0) {
    return answer({
      summary: `Nobody to enrol: no subscribed ${whom.replace(/^people /, 'people ')} found.`,
      details: `${count(found.count, 'person', 'people')} match; ${n(found.subscribedCount)} of them receive e-mail.`,
    })
  }
  const proposal = await propose(context, 'enrolInSequence', {
    sequence: sequence.id,
    contacts: subscribed.map((person) => person.id),
  })
  const left = found.count - subscribed.length
  return answer({
    action: 'Enrol in a sequence',
    summary: `Start “${sequence.name}” (${count(sequence.steps.length, 'e-mail')}) for ${count(subscribed.length, 'person', 'people')}: ${whom}.`,
    details: proposal.sample.join('\n'),
    recommendations: [
      ...(left > 0
        ? [
            `${count(left, 'more person', 'more people')} match but ${left === 1 ? 'is' : 'are'} not on your e-mail list or beyond this list's size, so not included.`,
          ]
        : []),
      ...(sequence.active
        ? []
        : ['This sequence is switched off: switch it on in the Email tab before you accept.']),
    ],
    proposal,
  })
}

async function tagAnswer(
  context: EngineContext,
  intent: Extract<Intent, { kind: 'tag' }>,
): Promise<EngineDraft> {
  const whom = peopleInWords(intent.people, intent.period)
  const found = await findAllPeople(context.req, intent.people)
  if (found.people.length === 0) {
    return answer({ summary: `Nobody to tag: no ${whom.replace(/^people /, 'people ')} found.` })
  }
  const proposal = await propose(context, 'tagPeople', {
    contacts: found.people.map((person) => person.id),
    tagName: intent.tagName,
  })
  return answer({
    action: 'Add a tag',
    summary: `Tag ${count(found.people.length, 'person', 'people')} “${intent.tagName}”: ${whom}.`,
    details: proposal.sample.join('\n'),
    recommendations:
      found.count > found.people.length
        ? [`${n(found.count - found.people.length)} more match; ask again for the rest.`]
        : [],
    proposal,
  })
}

/** Her words for an audience → the campaign audience value (or people chosen one by one). */
const AUDIENCE_WORDS: [RegExp, string][] = [
  [/people[- ]?pleasers?/i, 'quiz:people_pleaser'],
  [/perfectionists?/i, 'quiz:perfectionist'],
  [/rebels?/i, 'quiz:rebel'],
  [/quiz/i, 'quiz-takers'],
  [/meditation/i, 'meditation-downloaders'],
  [/wait ?list/i, 'waitlist'],
  [/not (?:yet )?(?:bought|customers?)|non[- ]buyers?/i, 'non-buyers'],
  [/customers?|buyers?|bought|students?/i, 'customers'],
  [/appl(?:icants?|ied)/i, 'applicants'],
  [/everyone|everybody|all|my list|subscribers?|leads?/i, 'all-leads'],
]

const SMALL_WORDS = new Set(['the', 'and', 'with', 'your', 'for', 'from', 'about', 'into'])

/** The words that tell an offer or a topic apart ("workshop", "masterclass"), not "the". */
const significantWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 3 && !SMALL_WORDS.has(word))

function firstLineLike(text: string, pattern: RegExp) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => pattern.test(line))
}

async function draftAnswer(
  context: EngineContext,
  intent: Extract<Intent, { kind: 'draft' }>,
): Promise<EngineDraft> {
  let audience =
    AUDIENCE_WORDS.find(([pattern]) => pattern.test(intent.audience))?.[1] ?? 'all-leads'
  let whom = intent.audience
  const period = parsePeriod(intent.audience)
  if (period && /\b(?:joined|signed up|new|last|past)\b/i.test(intent.audience)) {
    const filter = parsePeople(intent.audience)
    const found = await findAllPeople(context.req, filter)
    const subscribed = found.people.filter((person) => person.subscribed)
    if (subscribed.length === 0) {
      return answer({
        summary: `Nobody to write to: no subscribed ${peopleInWords(filter, period)}.`,
      })
    }
    audience = `${PEOPLE_AUDIENCE_PREFIX}${subscribed.map((person) => person.id).join(',')}`
    whom = peopleInWords(filter, period)
  }
  const { templates } = await read<{ templates: unknown }>(context, 'listEmailTemplates')
  const own = rows<Template>(templates, 'text')
  const template = own.find((row) => !row.sentBySite) ?? own[0]
  const greeting =
    (template && firstLineLike(template.text, /^(?:hi|hello|dear|hey)\b.*\{\{\s*name\s*\}\}/i)) ??
    'Hi {{name}},'
  const signature = context.profile.ownerName || context.profile.siteName
  const closing =
    (template &&
      firstLineLike(
        template.text,
        /^(?:with love|love|warmly|with warmth|xo|in gratitude|with gratitude|blessings)\b/i,
      )) ??
    'With love,'
  const topic = intent.topic.replace(/^(?:the|my|our)\s+/i, (word) => word.toLowerCase())
  const topicWords = new Set(significantWords(topic))
  const offer = context.profile.offers.find((row) =>
    significantWords(row.name).some((word) => topicWords.has(word)),
  )
  const content = [
    greeting,
    '',
    `I wanted to write to you about ${topic}.`,
    '',
    offer ? `${offer.name} is ${offer.price}.` : null,
    offer ? '' : null,
    '[A few lines in your own words: why it matters to you, and what she will feel.]',
    '',
    // Her own sign-off, with her name in it already ("With warmth, {{ownerName}}") or added.
    ...(/\{\{\s*ownerName|,\s*\S/.test(closing) ? [closing] : [closing, signature]),
  ]
    .filter((line): line is string => line !== null)
    .join('\n')
  const subject = `About ${topic}`.slice(0, 150)
  const proposal = await propose(context, 'saveCampaign', { subject, content, audience })
  // "Send an e-mail …": saved, then sent, in one Accept (sendCampaign takes the saved one's id).
  const draft = intent.send
    ? await buildProposal(context.req, [
        ...proposal.steps,
        { operation: 'sendCampaign', input: {}, idFromPrevious: true },
      ])
    : proposal
  return answer({
    action: intent.send ? 'Send an e-mail' : 'Draft an e-mail',
    summary: `${intent.send ? 'An e-mail' : 'A draft e-mail'} to ${whom} about ${topic}${template ? `, starting from your e-mail “${template.name}”` : ''}. Edit the words before you accept.`,
    details: content,
    recommendations: [
      'Replace the line in brackets with your own words, then press Accept.',
      ...(context.profile.voice
        ? []
        : ['Add a few lines on how you write under Site settings → “How I write”.']),
    ],
    proposal: draft,
  })
}

function unknownAnswer(): EngineDraft {
  return answer({
    summary:
      'The offline assistant cannot answer that one. It answers the Quick Commands and common questions from your real figures; free-form requests need an OpenAI key (ask whoever set up your site).',
    details: ['What it can do offline:', ...OFFLINE_SKILLS.map((skill) => `- ${skill}`)].join('\n'),
  })
}

/**
 * The assistant without a model: it understands the Quick Commands and the common questions by
 * their words (src/assistant/intents.ts) and answers them from the same tools the model gets, so
 * every number it prints comes from the database. What it would change is a proposal.
 */
export const offlineEngine: AssistantEngine = {
  name: 'offline',
  label: OFFLINE_LABEL,
  answer: async (context, command) => {
    const intent = parseIntent(command)
    switch (intent.kind) {
      case 'report':
        return weeklyReport(context, intent.period)
      case 'quiz':
        return quizAnalysis(context, intent.period)
      case 'emails':
        return emailAdvice(context)
      case 'count':
        return countAnswer(context, intent.what, intent.period, intent.from)
      case 'enrol':
        return enrolAnswer(context, intent)
      case 'tag':
        return tagAnswer(context, intent)
      case 'draft':
        return draftAnswer(context, intent)
      default:
        return unknownAnswer()
    }
  },
  writeInsights: async (_context, figures) => insightSentencesByRules(figures),
}
