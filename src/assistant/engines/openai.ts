import type OpenAI from 'openai'
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions'

import { AppError } from '@/core/errors'
import { zoneWords } from '@/settings/timeZone'

import { CONTENT_READY } from '../constants'
import { insightSentencesByRules, keepHonestSentences } from '../insightRules'
import type {
  AssistantAnswer,
  AssistantEngine,
  AssistantProfile,
  EngineContext,
  EngineDraft,
  InsightFigures,
  InsightSentences,
  Proposal,
} from '../types'

/**
 * The assistant with an OpenAI key: OpenAI's Chat Completions with tool calling, the protocol
 * OpenAI-compatible servers (a local model's included) speak too. The model receives its system
 * prompt, her command and what the tools returned, nothing else: the toolbox already runs reads
 * as her, redacts secrets and caps rows, and turns writes into a proposal she accepts or not.
 */

const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini'
const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1'
const DEFAULT_OPENAI_TIMEOUT_MS = 30_000
/** Model turns per command: a question and a change need three (find, propose, answer). */
const MAX_MODEL_ROUNDS = 6
/** A tool's JSON answer is cut here: the rows are capped already; this bounds a huge text. */
const MAX_TOOL_MESSAGE_CHARS = 60_000
/** The AI Insights' sentences wait at most this long for the model before the rules write them. */
const INSIGHTS_TIMEOUT_MS = 10_000
/** The longest reason from the provider shown to her. */
const MAX_REASON_CHARS = 200

export type OpenAiSettings = {
  apiKey: string
  baseURL: string | undefined
  model: string
  transcribeModel: string
  timeoutMs: number
}

const positiveWhole = (raw: string | undefined, fallback: number) => {
  const value = Number(raw?.trim())
  return raw?.trim() && Number.isInteger(value) && value > 0 ? value : fallback
}

export function openAiSettings(
  env: Record<string, string | undefined> = process.env,
): OpenAiSettings {
  return {
    apiKey: env.OPENAI_API_KEY ?? '',
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
    transcribeModel: env.OPENAI_TRANSCRIBE_MODEL?.trim() || DEFAULT_TRANSCRIBE_MODEL,
    timeoutMs: positiveWhole(env.OPENAI_TIMEOUT_MS, DEFAULT_OPENAI_TIMEOUT_MS),
  }
}

/**
 * One client per call. No retries: a retry would double her wait on a timeout, and a failed
 * command is one click from running again.
 */
async function clientFor(settings: OpenAiSettings) {
  const { OpenAI } = await loadOpenAi()
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  })
}

/**
 * OpenAI's library (154 modules) is loaded on the first command, not with the app: a site without
 * a key, and every process that never asks the model, never loads it.
 */
let library: typeof import('openai') | undefined
async function loadOpenAi() {
  library ??= await import('openai')
  return library
}

/** Anything in a provider's words that could be a key: never shown, never logged. */
const hideKeys = (text: string) =>
  text.replace(/\b(?:sk|rk|pk)-[\w*.-]+/g, '[hidden]').replace(/Bearer\s+\S+/gi, 'Bearer [hidden]')

const shortReason = (text: string) => {
  const clean = hideKeys(text.replace(/\s+/g, ' ').trim())
  return clean.length > MAX_REASON_CHARS ? `${clean.slice(0, MAX_REASON_CHARS - 1)}…` : clean
}

const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10
  return `${value} ${value === 1 ? 'second' : 'seconds'}`
}

/** The provider's error message, as its JSON `error.message` or the SDK's own words. */
function providerMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined
  if (body && typeof body.message === 'string' && body.message.trim()) return body.message
  return error.message.replace(/^\d{3}\s*/, '') || 'no reason given'
}

/**
 * A failure of the AI service as the AppError she reads under "AI Command Failed": what went
 * wrong in plain words. Our own errors (a database problem) are not the provider's and stay bugs.
 */
function providerFailure(error: unknown, settings: OpenAiSettings): unknown {
  if (error instanceof AppError) return error
  // Not loaded, the library has thrown nothing.
  if (!library) return error
  const { OpenAI } = library
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AppError(
      'bad_gateway',
      `The AI service did not answer in time (${seconds(settings.timeoutMs)}).`,
      { cause: error },
    )
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AppError('bad_gateway', 'The AI service could not be reached.', { cause: error })
  }
  if (error instanceof OpenAI.APIError) {
    return new AppError(
      'bad_gateway',
      `The AI service answered with an error (${error.status ?? 'no status'}): ${shortReason(providerMessage(error))}`,
      { cause: error },
    )
  }
  if (error instanceof OpenAI.OpenAIError) {
    return new AppError('bad_gateway', `The AI service failed: ${shortReason(error.message)}`, {
      cause: error,
    })
  }
  return error
}

/** The one place this engine talks to the provider: its failures in her words. */
async function complete(
  client: OpenAI,
  settings: OpenAiSettings,
  params: ChatCompletionCreateParamsNonStreaming,
): Promise<ChatCompletion> {
  let completion: ChatCompletion
  try {
    completion = await client.chat.completions.create(params)
  } catch (error) {
    throw providerFailure(error, settings)
  }
  const message = completion?.choices?.[0]?.message
  if (!message) {
    throw new AppError('bad_gateway', 'The AI service gave an answer this site could not read.')
  }
  if (message.refusal) {
    throw new AppError('bad_gateway', `The AI service refused: ${shortReason(message.refusal)}`)
  }
  return completion
}

/** "Friday, November 27, 2026" on her calendar. */
const todayWords = (now: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: zone }).format(now)

function profileLines(profile: AssistantProfile, now: Date): string[] {
  const offers = profile.offers.length
    ? profile.offers.map((offer) => `- ${offer.name}: ${offer.price}`).join('\n')
    : '- (none listed)'
  return [
    `You are the business assistant of ${profile.ownerName || 'the owner'}, who runs ${profile.siteName || 'a coaching practice'} alone: a somatic coaching practice with a quiz, a free meditation, a masterclass, workshops and 1:1 mentorship.`,
    `Today is ${todayWords(now, profile.timeZone)}, ${zoneWords(profile.timeZone)} (${profile.timeZone}). "Today", "this week" and every date she says are on her clock.`,
    `Her offers:\n${offers}`,
    `How she writes (any e-mail or text you draft must sound like this):\n${profile.voice.trim() || '(no notes: warm, simple, personal; no jargon)'}`,
  ]
}

const RULES = `Rules:
- Answer only from what the tools return. Every number, name and address you write must come from a tool result; if no tool tells you, say so plainly instead of guessing.
- Call read tools to find people and figures. Tools whose description says "Proposes the change" change nothing: they prepare one suggestion she reviews, edits and accepts herself. Propose at most one change per command, built from the rows a tool returned (their ids).
- Never claim something was sent, tagged or changed: it happens only when she presses Accept.
- Write for her, a non-technical coach: plain words, no ids, no field names, no code.
- Finish with one JSON object and nothing else:
  {"action": "a few words for what your suggestion would do (e.g. \\"Enrol in a sequence\\"), or \\"Content Ready\\" when nothing would change", "summary": "one or two sentences", "details": "the content she may edit: the e-mail's words, the report, the page text (empty if none)", "recommendations": ["up to three short next steps"]}`

function systemPrompt(profile: AssistantProfile, now: Date): string {
  return [...profileLines(profile, now), RULES].join('\n\n')
}

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The JSON object in a model's answer: bare, fenced in ```json, or amid other words. */
function jsonObjectIn(text: string): Record<string, unknown> | null {
  const candidates = [
    text.trim(),
    /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1]?.trim(),
    text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1),
  ]
  for (const candidate of candidates) {
    if (!candidate?.startsWith('{')) continue
    try {
      const parsed: unknown = JSON.parse(candidate)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>
      }
    } catch {
      // Not this one: try the next reading.
    }
  }
  return null
}

/**
 * The model's final words as §3's result, read leniently: the JSON object it was asked for, or
 * its plain text as the summary (first paragraph) and details (the rest).
 */
export function readFinalAnswer(text: string, proposal: Proposal | null): AssistantAnswer {
  const fallbackAction = proposal ? 'Suggested change' : CONTENT_READY
  const json = jsonObjectIn(text)
  if (json) {
    const recommendations = Array.isArray(json.recommendations)
      ? json.recommendations.map(asText).filter(Boolean).slice(0, 5)
      : []
    const action = asText(json.action).slice(0, 80)
    return {
      // Nothing to accept is "Content Ready", whatever the model called it.
      action: proposal ? action || fallbackAction : CONTENT_READY,
      summary: asText(json.summary) || proposal?.headline || '',
      details: typeof json.details === 'string' ? json.details.trim() : '',
      recommendations,
    }
  }
  const trimmed = text.trim()
  if (!trimmed && !proposal) {
    throw new AppError('bad_gateway', 'The AI service gave an empty answer.')
  }
  const [first = '', ...rest] = trimmed.split(/\n\s*\n/)
  return {
    action: fallbackAction,
    summary: first.trim() || proposal?.headline || '',
    details: rest.join('\n\n').trim(),
    recommendations: [],
  }
}

const toolJson = (value: unknown) => {
  const text = JSON.stringify(value ?? null)
  return text.length > MAX_TOOL_MESSAGE_CHARS
    ? JSON.stringify({
        note: 'The result was too long to show whole; ask for fewer rows.',
        start: text.slice(0, MAX_TOOL_MESSAGE_CHARS),
      })
    : text
}

const parseArguments = (raw: string): unknown => {
  if (!raw.trim()) return {}
  return JSON.parse(raw)
}

/**
 * What the model reads after calling a tool: the tool's redacted rows, the proposal's headline
 * (never the people a proposal resolved: the model sees only the rows its reads returned), or
 * the reason its call was refused, so it can correct itself.
 */
async function runTool(
  context: EngineContext,
  name: string,
  rawArguments: string,
): Promise<{ content: string; proposal?: Proposal }> {
  let args: unknown
  try {
    args = parseArguments(rawArguments)
  } catch {
    return { content: toolJson({ error: 'The arguments were not valid JSON.' }) }
  }
  try {
    const outcome = await context.toolbox.call(name, args)
    if (outcome.kind === 'data') return { content: toolJson(outcome.data) }
    return {
      proposal: outcome.proposal,
      content: toolJson({
        result: `Proposed, waiting for the owner's Accept: ${outcome.proposal.headline}`,
        count: outcome.proposal.count,
      }),
    }
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      return { content: toolJson({ error: error.message }) }
    }
    throw error
  }
}

const toolsOf = (context: EngineContext): ChatCompletionTool[] =>
  context.toolbox.specs.map((spec) => ({
    type: 'function',
    function: {
      name: spec.name,
      description: spec.description,
      parameters: { type: 'object', properties: {}, ...spec.parameters },
    },
  }))

/**
 * An editable proposal's words are what Accept sends (a campaign's content): the result's
 * `details` she edits are those words, whatever else the model wrote beside them.
 */
export function withProposalContent(draft: EngineDraft): EngineDraft {
  const editable = draft.proposal?.editable
  const content = editable ? draft.proposal!.steps[editable.step]?.input[editable.field] : undefined
  return typeof content === 'string' ? { ...draft, details: content } : draft
}

async function answer(
  settings: OpenAiSettings,
  context: EngineContext,
  command: string,
): Promise<EngineDraft> {
  const client = await clientFor(settings)
  const tools = toolsOf(context)
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(context.profile, context.now) },
    { role: 'user', content: command },
  ]
  let proposal: Proposal | null = null
  for (let round = 1; round <= MAX_MODEL_ROUNDS; round += 1) {
    const last = round === MAX_MODEL_ROUNDS
    const completion = await complete(client, settings, {
      model: settings.model,
      messages,
      ...(tools.length ? { tools, tool_choice: last ? 'none' : 'auto' } : {}),
    })
    const message = completion.choices[0]!.message
    const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function')
    if (!calls.length || last) {
      return withProposalContent({ ...readFinalAnswer(message.content ?? '', proposal), proposal })
    }
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls })
    for (const call of calls) {
      const ran = await runTool(context, call.function.name, call.function.arguments ?? '')
      // At most one proposal per command: a later one replaces an earlier one.
      if (ran.proposal) proposal = ran.proposal
      messages.push({ role: 'tool', tool_call_id: call.id, content: ran.content })
    }
  }
  throw new AppError('bad_gateway', 'The AI service did not finish its answer.')
}

const INSIGHT_KEYS = ['leadQualityInsight', 'emailInsight', 'conversionInsight'] as const

const INSIGHT_PROMPT = `You write the three one-sentence insights on the Overview of a solo coach's admin. Use only the numbers given; do not invent any. Plain, warm, honest words for a non-technical woman; no jargon. Reply with one JSON object and nothing else: {"leadQualityInsight": "...", "emailInsight": "...", "conversionInsight": "..."}.`

/**
 * The three sentences by the model, from the figures alone (no tools, no people): on any
 * failure, or a sentence with a number the figures do not hold, the rules write it instead.
 */
async function writeInsights(
  settings: OpenAiSettings,
  context: Omit<EngineContext, 'toolbox'>,
  figures: InsightFigures & { facts: Record<string, number | string> },
): Promise<InsightSentences> {
  const byRules = insightSentencesByRules(figures)
  // The Overview shows "Analyzing..." meanwhile: the rules' words soon beat the model's late.
  const quick = { ...settings, timeoutMs: Math.min(settings.timeoutMs, INSIGHTS_TIMEOUT_MS) }
  try {
    const client = await clientFor(quick)
    const completion = await complete(client, quick, {
      model: settings.model,
      messages: [
        {
          role: 'system',
          content: `${INSIGHT_PROMPT}\nShe is ${context.profile.ownerName || 'the owner'}; today is ${todayWords(context.now, context.profile.timeZone)}.`,
        },
        { role: 'user', content: JSON.stringify(figures) },
      ],
    })
    const json = jsonObjectIn(completion.choices[0]?.message.content ?? '')
    if (!json) return byRules
    const written = Object.fromEntries(
      INSIGHT_KEYS.map((key) => [key, asText(json[key]).slice(0, 300)]),
    ) as InsightSentences
    return keepHonestSentences(written, figures, byRules)
  } catch {
    return byRules
  }
}

/**
 * Her voice command as text, transcribed by the provider (OPENAI_TRANSCRIBE_MODEL). Failures are
 * §8's "Voice Processing Failed" with the reason.
 */
export async function transcribeAudio(
  env: NodeJS.ProcessEnv,
  audio: { bytes: Uint8Array; name: string; type: string },
): Promise<string> {
  const settings = openAiSettings(env)
  const client = await clientFor(settings)
  try {
    const { toFile } = await loadOpenAi()
    const file = await toFile(audio.bytes, audio.name, { type: audio.type })
    const result = await client.audio.transcriptions.create({
      file,
      model: settings.transcribeModel,
    })
    return (typeof result === 'string' ? result : (result?.text ?? '')).trim()
  } catch (error) {
    throw providerFailure(error, settings)
  }
}

export function openAiEngine(env: NodeJS.ProcessEnv = process.env): AssistantEngine {
  const settings = openAiSettings(env)
  return {
    name: 'openai',
    label: `OpenAI (${settings.model})`,
    answer: (context, command) => answer(settings, context, command),
    writeInsights: (context, figures) => writeInsights(settings, context, figures),
  }
}
