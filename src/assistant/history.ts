import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import { writeAsSystem } from '@/utilities/sql'
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

export const NO_SUCH_COMMAND = 'This suggestion is not in your history.'

/** A row of her history, read as her (404 for one that is not there). */
export async function findCommand(req: PayloadRequest, id: number): Promise<AssistantCommand> {
  const rows = await req.payload.find({
    collection: 'assistant-commands',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const row = rows.docs[0]
  if (!row) throw new AppError('not_found', NO_SUCH_COMMAND)
  return row
}

/**
 * Claims a waiting row for one decision in one statement and returns the status it had (null:
 * it was decided already). Of two Accepts (a double click, a replayed request) exactly one finds
 * it still waiting: the other's row lock waits, then reads the decided row.
 */
export async function claimCommand(
  req: PayloadRequest,
  id: number,
  to: 'accepted' | 'dismissed',
): Promise<'proposed' | 'answered' | null> {
  const rows = await writeAsSystem<{ status: 'proposed' | 'answered' }>(
    'assistantLog',
    req.payload,
    sql`update assistant_commands as c set status = ${to}, decided_at = now(), updated_at = now()
         from (select id, status from assistant_commands where id = ${id} for update) as before
         where c.id = before.id and before.status in ('proposed', 'answered')
         returning before.status as status`,
    req,
  )
  return rows[0]?.status ?? null
}

/** What Accept changed, in her words, and the words she accepted (if she edited them). */
export async function recordOutcome(
  req: PayloadRequest,
  id: number,
  { outcome, details }: { outcome: string; details?: string },
) {
  await writeAsSystem(
    'assistantLog',
    req.payload,
    details === undefined
      ? sql`update assistant_commands set outcome = ${outcome} where id = ${id}`
      : sql`update assistant_commands set outcome = ${outcome}, details = ${details} where id = ${id}`,
    req,
  )
}
