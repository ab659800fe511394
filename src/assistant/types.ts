import type { PayloadRequest } from 'payload'

import type { CommandSource, CommandStatus, EngineName } from './constants'

/** A JSON Schema object (what `z.toJSONSchema` returns for an operation's input). */
export type JsonSchema = Record<string, unknown>

/** Spec §3's AI command result. */
export type AssistantAnswer = {
  /** The badge: what it would do ("Enrol in a sequence", "Send an e-mail"), or CONTENT_READY. */
  action: string
  summary: string
  /** The generated content she can edit (an e-mail's words, a report, page text). */
  details: string
  recommendations: string[]
}

/**
 * One catalogue operation a proposal runs on Accept, with its input. The input is checked by the
 * operation's own schema when proposed and again on Accept; it runs as the owner through
 * `invoke` (src/core/defineOperation.ts), so every access rule holds.
 */
export type ProposalStep = {
  /** A catalogue operation with audience `owner` and effect `write` or `destructive`. */
  operation: string
  input: Record<string, unknown>
  /** This step's `id` is the `id` of the step before's result (a campaign saved, then sent). */
  idFromPrevious?: boolean
}

export type ProposalPerson = { id: number; name: string | null; email: string }

/** The concrete change a command would make. Nothing of it is written until she accepts. */
export type Proposal = {
  /** In her words: "Send the Nurture sequence (3 e-mails) to these 3 women". */
  headline: string
  steps: ProposalStep[]
  /** How many people (or things) it touches, and up to PROPOSAL_SAMPLE_SIZE of them in words. */
  count: number
  sample: string[]
  /**
   * The people it goes to, when it targets people (every one, up to MAX_PROPOSAL_PEOPLE), and
   * where their ids sit in the steps, so Accept can leave out those she unticked: a list of ids
   * (`contacts: [1, 2]`) or a campaign audience of people (`audience: 'people:1,2'`).
   */
  people?: ProposalPerson[]
  peopleAt?: { step: number; field: string; format: 'ids' | 'audience' }
  /**
   * Where the result's `details` go on Accept when she edited them (the campaign's `content`),
   * and its subject line, if any. Absent: `details` is something she reads (a report).
   */
  editable?: { step: number; field: string; subjectField?: string; subject?: string }
  /** One of its steps cannot be undone: Accept must carry `confirm: true`. */
  destructive: boolean
}

/** What POST /api/admin/ai-command answers: §3's result, plus the proposal and its record. */
export type CommandResult = AssistantAnswer & {
  /** The row in her assistant history (assistant-commands), used by Accept and Dismiss. */
  id: number
  command: string
  engine: EngineName
  proposal: Proposal | null
  status: CommandStatus
  createdAt: string
}

/** One tool the model (or the offline assistant, or an MCP client) may call. */
export type ToolSpec = {
  /** The catalogue operation's name. */
  name: string
  description: string
  parameters: JsonSchema
  /** `read` tools run at once; `write` and `destructive` ones become proposals. */
  effect: 'read' | 'write' | 'destructive'
}

export type ToolOutcome = { kind: 'data'; data: unknown } | { kind: 'proposal'; proposal: Proposal }

/**
 * The catalogue as tools, bound to the owner's request: reads run as her, writes are checked
 * and described as a proposal, never run. Bad arguments throw an AppError (400) with the
 * schema's message, which engines hand back to the model as the tool's answer.
 */
export type Toolbox = {
  specs: ToolSpec[]
  call: (name: string, args: unknown) => Promise<ToolOutcome>
}

/** What the assistant knows about her business from Site settings (never a secret). */
export type AssistantProfile = {
  ownerName: string
  siteName: string
  /** Her "How I write" notes: how the e-mails it drafts should sound. */
  voice: string
  /** What she sells, in words with prices. */
  offers: { name: string; price: string }[]
  timeZone: string
}

export type EngineContext = {
  req: PayloadRequest
  toolbox: Toolbox
  profile: AssistantProfile
  now: Date
}

/** An engine's answer to one command: §3's result and at most one proposal. */
export type EngineDraft = AssistantAnswer & { proposal: Proposal | null }

/** The figures behind the Overview's AI Insights (src/assistant/insights.ts defines each). */
export type InsightFigures = {
  leadQualityScore: number
  emailEngagementRate: number
  conversionTrend: number
}
export type InsightSentences = {
  leadQualityInsight: string
  emailInsight: string
  conversionInsight: string
}
/** Spec §3's AI insights response. */
export type AiInsights = InsightFigures & InsightSentences

export interface AssistantEngine {
  readonly name: EngineName
  /** Shown in the tab: which assistant answers, and what it cannot do. */
  readonly label: string
  answer: (context: EngineContext, command: string) => Promise<EngineDraft>
  writeInsights: (
    context: Omit<EngineContext, 'toolbox'>,
    figures: InsightFigures & { facts: Record<string, number | string> },
  ) => Promise<InsightSentences>
}

export type { CommandSource }
