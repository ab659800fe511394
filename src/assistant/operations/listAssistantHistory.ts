import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { inOperation } from '@/core/operation'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDateTime } from '@/settings/timeZone'

import { COMMAND_STATUSES, type CommandSource, type CommandStatus } from '../constants'
import type { Proposal } from '../types'

/** How many of her past commands one page of the history shows. */
const HISTORY_PAGE_SIZE = 20

/** One line of her assistant history: when, what she asked, what it did, and what changed. */
export type HistoryLine = {
  id: number
  /** On her clock: "Nov 24, 2026, 9:41 AM". */
  when: string
  createdAt: string
  command: string
  source: CommandSource
  /** Which of her AI apps sent it, for a command from one. */
  sourceLabel: string | null
  action: string
  summary: string
  status: CommandStatus
  statusLabel: string
  /** What Accept changed, in her words; the reason for a failed one. */
  outcome: string | null
  /** What it suggested, for one still waiting for her. */
  proposal: string | null
}

export type HistoryPage = { docs: HistoryLine[]; page: number; totalPages: number }

/** Her past commands, newest first, in her words and on her clock. */
export async function listAssistantHistory(
  req: PayloadRequest,
  { page = 1 }: { page?: number },
): Promise<HistoryPage> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const zone = await readOwnerTimeZone(req.payload, req)
    const rows = await req.payload.find({
      collection: 'assistant-commands',
      sort: '-createdAt',
      limit: HISTORY_PAGE_SIZE,
      page,
      depth: 0,
      overrideAccess: false,
      req,
    })
    return {
      docs: rows.docs.map((row) => ({
        id: row.id,
        when: formatOwnerDateTime(row.createdAt, zone),
        createdAt: row.createdAt,
        command: row.command,
        source: row.source,
        sourceLabel: row.sourceLabel ?? null,
        action: row.action ?? '',
        summary: row.summary ?? '',
        status: row.status,
        statusLabel: COMMAND_STATUSES[row.status],
        outcome: row.status === 'failed' ? (row.error ?? null) : (row.outcome ?? null),
        proposal: (row.proposal as Proposal | null | undefined)?.headline ?? null,
      })),
      page: rows.page ?? page,
      totalPages: Math.max(1, rows.totalPages),
    }
  })
}
