import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { checkAudience, invoke, parseInput, type Operation } from '@/core/defineOperation'
import { AppError } from '@/core/errors'

import { operationList } from './operationList'
import { buildProposal, WRITE_DENYLIST } from './proposals'
import { redact } from './redact'
import type { JsonSchema, ToolOutcome, Toolbox, ToolSpec } from './types'

/** Owner changes the assistant never proposes (src/assistant/proposals.ts, where Accept checks). */
export { WRITE_DENYLIST }

/**
 * Owner reads the assistant does not get, each with its reason. Everything else she may read in
 * the Admin Center is a tool, so a new read operation becomes one without anyone listing it.
 */
export const READ_DENYLIST: Record<string, string> = {
  getOwnerSession: 'Her own sign-in session: nothing about the business, and close to a secret.',
  exportTrafficEvents: 'A spreadsheet of every event: too big for a model; getTraffic sums it.',
  previewTemplate:
    'An e-mail rendered as HTML for a real person: large, and it carries her links; listEmailTemplates gives the words.',
  findPreviewPeople:
    'The preview form’s search; findPeople and listLeads answer the same questions.',
  getSystemStatus: 'Checks the e-mail server live on each call; nothing for the business.',
  getLaunchChecklist: 'Checks the e-mail server live on each call; nothing for the business.',
  transcribeVoiceCommand: 'Her voice recording is how she speaks to the assistant, not a figure.',
  listMcpKeys: 'Her AI app keys are hers to manage; no AI app reads them.',
}

/** The owner's operations the assistant may use, as tools: reads, and writes it proposes. */
export function assistantOperations(): Operation[] {
  return Object.values(operationList()).filter((op) => {
    if (op.audience !== 'owner') return false
    if (op.effect === 'read') return !(op.name in READ_DENYLIST)
    return !(op.name in WRITE_DENYLIST)
  })
}

/**
 * The JSON Schema of an operation's input as the model fills it in. A destructive operation's
 * `confirm` is left out: the model cannot confirm for her; Accept adds it once she has.
 */
export function toolParameters(op: Operation): JsonSchema {
  let schema: JsonSchema
  try {
    schema = z.toJSONSchema(op.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    schema = { type: 'object' }
  }
  const { $schema: _dialect, ...rest } = schema
  if (op.effect !== 'destructive') return rest
  const properties = { ...((rest.properties as Record<string, unknown> | undefined) ?? {}) }
  delete properties.confirm
  const required = Array.isArray(rest.required)
    ? (rest.required as string[]).filter((name) => name !== 'confirm')
    : rest.required
  return { ...rest, properties, ...(required ? { required } : {}) }
}

const specOf = (op: Operation): ToolSpec => ({
  name: op.name,
  description:
    op.effect === 'read'
      ? op.description
      : `${op.description} (Proposes the change: nothing happens until she presses Accept.)`,
  parameters: toolParameters(op),
  effect: op.effect,
})

export const UNKNOWN_TOOL = (name: string) => `There is no tool named "${name}".`

/**
 * The catalogue as tools bound to the owner's request (see Toolbox). Reads run at once, as her,
 * through `invoke` (her access rules), and their results are redacted and capped; writes are
 * checked by their operation's schema and described as a proposal: nothing runs.
 */
export function createToolbox(req: PayloadRequest): Toolbox {
  const operations = new Map(assistantOperations().map((op) => [op.name, op]))
  const specs = [...operations.values()].map(specOf)
  // One call at a time: each read is its own transaction on her request, which two at once
  // (a model asking for tools in parallel) would share and end for each other.
  let queue: Promise<unknown> = Promise.resolve()
  const call = async (name: string, args: unknown): Promise<ToolOutcome> => {
    const op = operations.get(name)
    if (!op) throw new AppError('bad_request', UNKNOWN_TOOL(name))
    const raw = args && typeof args === 'object' && !Array.isArray(args) ? args : {}
    if (op.effect === 'read') {
      return { kind: 'data', data: redact(await invoke(op, req, raw)) }
    }
    checkAudience(req, op.audience)
    // The model never confirms: `confirm` is Accept's, after she has. The input is checked now
    // (a bad one goes back to the model with the schema's message) and again on Accept.
    const { confirm: _confirm, ...input } = raw as Record<string, unknown>
    parseInput(op.input, op.effect === 'destructive' ? { ...input, confirm: true } : input)
    const proposal = await buildProposal(req, [{ operation: op.name, input }])
    return { kind: 'proposal', proposal }
  }
  return {
    specs,
    call: (name, args) => {
      const next = queue.then(() => call(name, args))
      queue = next.catch(() => undefined)
      return next
    },
  }
}
