import type { PayloadRequest } from 'payload'

import { inOperation } from '@/core/operation'

import { HER_OWN_LINK } from '../constants'
import { pendingAskOf } from '../erasureAsks'
import { personOfDataLink } from '../ownData'

import { personExport, type PersonExport } from './exportPerson'

/**
 * What her data page shows before she presses a button: her name, and whether she already asked
 * to be erased. Opening the link changes nothing (mail scanners open every link of a message).
 */
export async function lookUpMyData(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<{ name: string | null; erasureAskedAt: string | null }> {
  const person = await personOfDataLink(req, token)
  return { name: person.name, erasureAskedAt: await pendingAskOf(req, person.contactId) }
}

/**
 * Her own data, by her e-mailed link: the same export the owner downloads from her page (every
 * row of hers, nothing of anyone else's), recorded as her own request.
 */
export async function downloadMyData(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<PersonExport> {
  return inOperation(req, async (req) =>
    personExport(req, await personOfDataLink(req, token), {
      doneBy: HER_OWN_LINK,
      action: 'ownDataRequest',
    }),
  )
}
