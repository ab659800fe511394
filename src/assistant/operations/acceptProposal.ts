import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { CONFIRM_FIRST } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import { ALREADY_DECIDED } from '../constants'
import { claimCommand, findCommand, recordOutcome } from '../history'
import { executeProposal, type ProposalEdits } from '../proposals'
import type { Proposal } from '../types'

/** Accept on an answer that changes nothing: spec §4, Accept only shows a confirmation. */
const NOTHING_CHANGED = 'Nothing to change: kept in your history.'

export type AcceptInput = ProposalEdits & { id: number; confirm?: true }
export type Accepted = { ok: true; id: number; status: 'accepted'; outcome: string }

/**
 * Accept & Implement: the suggestion runs exactly once, as she edited it (her words, her subject,
 * without the people she left out), through the catalogue's own operations as her, in the same
 * transaction as its record, so a failure changes nothing and leaves it waiting. A destructive
 * one needs `confirm`. An answer with nothing to change is kept in her history as accepted.
 */
export async function acceptProposal(
  req: PayloadRequest,
  { id, confirm, ...edits }: AcceptInput,
): Promise<Accepted> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const row = await findCommand(req, id)
    const was = await claimCommand(req, id, 'accepted')
    if (!was) throw new AppError('conflict', ALREADY_DECIDED)
    const proposal = row.proposal as Proposal | null | undefined
    let outcome = NOTHING_CHANGED
    if (was === 'proposed' && proposal) {
      if (proposal.destructive && confirm !== true) throw new AppError('bad_request', CONFIRM_FIRST)
      outcome = (await executeProposal(req, proposal, edits)).outcome
    }
    await recordOutcome(req, id, { outcome, details: edits.details })
    return { ok: true, id, status: 'accepted', outcome }
  })
}
