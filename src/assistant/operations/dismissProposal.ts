import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import { ALREADY_DECIDED } from '../constants'
import { claimCommand, findCommand } from '../history'

export type Dismissed = { ok: true; id: number; status: 'dismissed' }

/** Dismiss: the suggestion is set aside and nothing of it runs; her history keeps it. */
export async function dismissProposal(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<Dismissed> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    await findCommand(req, id)
    if (!(await claimCommand(req, id, 'dismissed'))) {
      throw new AppError('conflict', ALREADY_DECIDED)
    }
    return { ok: true, id, status: 'dismissed' }
  })
}
