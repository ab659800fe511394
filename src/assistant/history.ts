import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import type { AssistantCommand } from '@/payload-types'

import { AI_MESSAGES, type CommandSource, type CommandStatus, type EngineName } from './constants'
import type { CommandResult, EngineDraft, Proposal } from './types'

export type CommandRecord = {
  command: string
  source: CommandSource
  /** Which of her AI apps sent it (an MCP key's label). */
  sourceLabel?: string
  engine: EngineName
  /** The engine's answer; null when it failed. */
  draft: EngineDraft | null
  /** Why it failed, in words she can read. */
  error?: string
}

/** A history row as the command's result (what the tab and Accept read). */
export function commandResultOf(row: AssistantCommand): CommandResult {
  return {
    id: row.id,
    command: row.command,
    engine: row.engine,
    action: row.action ?? '',
    summary: row.summary ?? '',
    details: row.details ?? '',
    recommendations: Array.isArray(row.recommendations)
      ? row.recommendations.filter((line): line is string => typeof line === 'string')
      : [],
    proposal: (row.proposal as Proposal | null | undefined) ?? null,
    status: row.status,
    createdAt: row.createdAt,
  }
}

/**
 * Records one command in her assistant history, with its answer (or why it failed), and returns
 * it as the command's result. An answer with a proposal waits for her (`proposed`); one without
 * changes nothing (`answered`). Written as the `assistantLog` system action: the collection's
 * own write routes are closed. Pass the operation's request so it joins its transaction.
 */
export async function recordCommand(
  req: PayloadRequest,
  { command, source, sourceLabel, engine, draft, error }: CommandRecord,
): Promise<CommandResult> {
  const status: CommandStatus = !draft ? 'failed' : draft.proposal ? 'proposed' : 'answered'
  const row = await req.payload.create({
    collection: 'assistant-commands',
    data: {
      command,
      source,
      sourceLabel: sourceLabel ?? null,
      engine,
      status,
      action: draft ? draft.action : AI_MESSAGES.failedTitle,
      summary: draft ? draft.summary : (error ?? AI_MESSAGES.failedFallback),
      details: draft?.details ?? '',
      recommendations: draft?.recommendations ?? [],
      proposal: draft?.proposal ?? null,
      error: draft ? null : (error ?? AI_MESSAGES.failedFallback),
      createdBy: req.user && 'email' in req.user ? req.user.email : null,
    },
    depth: 0,
    req,
    ...asSystem('assistantLog'),
  })
  return commandResultOf(row)
}
