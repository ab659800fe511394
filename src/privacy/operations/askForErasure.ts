import type { PayloadRequest } from 'payload'

import { asSystem, inOperation } from '@/core/operation'

import { HER_OWN_LINK } from '../constants'
import { pendingAskOf, tellOwnerOfAsk } from '../erasureAsks'
import { personOfDataLink } from '../ownData'

/**
 * Her "Erase my data" button, by her e-mailed link. Nothing is erased here: her ask is recorded
 * (her contact's id, never her address) and the owner is e-mailed, who erases her from her page
 * (erasePerson closes the ask). Pressed again, it changes nothing and says when she asked.
 */
export async function askForErasure(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<{ erasureAskedAt: string }> {
  return inOperation(req, async (req) => {
    const person = await personOfDataLink(req, token)
    const asked = await pendingAskOf(req, person.contactId)
    if (asked) return { erasureAskedAt: asked }
    const ask = await req.payload.create({
      collection: 'privacy-requests',
      data: {
        kind: 'erasure-asked',
        status: 'pending',
        contactId: person.contactId,
        doneBy: HER_OWN_LINK,
      },
      req,
      depth: 0,
      ...asSystem('ownDataRequest'),
    })
    await tellOwnerOfAsk(req, { contactId: person.contactId, reminder: false })
    return { erasureAskedAt: new Date(ask.createdAt).toISOString() }
  })
}
