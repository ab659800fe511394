import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import type { EmailSequence } from '@/payload-types'

import type { SequenceInput } from '../sequences/schema'

/**
 * The Email tab's sequence editor: a new sequence, or her changes to one, as the owner through
 * the collection's access. Members already in it carry on at their step number with the steps as
 * they now are; a step removed is one they will not get.
 */
export async function saveSequence(
  req: PayloadRequest,
  { id, ...input }: SequenceInput & { id?: number },
): Promise<EmailSequence> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const data = {
      ...input,
      triggerProduct: input.trigger === 'purchase' ? (input.triggerProduct ?? null) : null,
      triggerTag: input.trigger === 'tag-added' ? (input.triggerTag ?? null) : null,
      steps: input.steps.map((step) => ({ ...step, active: step.active !== false })),
    }
    const options = { depth: 0, req, overrideAccess: false } as const
    if (id === undefined) {
      return req.payload.create({ collection: 'email-sequences', data, ...options })
    }
    const existing = await req.payload
      .findByID({ collection: 'email-sequences', id, disableErrors: true, ...options })
      .catch(() => null)
    if (!existing) throw new AppError('not_found', 'There is no such sequence.')
    return req.payload.update({ collection: 'email-sequences', id, data, ...options })
  })
}
