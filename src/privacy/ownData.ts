import type { PayloadRequest } from 'payload'

import { normaliseEmail } from '@/contacts/emailAddress'
import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'

import { contactOfDataLink } from './dataLink'
import type { Person } from './personalData'

const INVALID_LINK =
  'This link does not work: it is incomplete, or more than a week old. Ask for a new one on the privacy page.'

/**
 * The person an e-mailed data link was signed for (src/privacy/dataLink.ts). A link this site did
 * not sign, one that expired, and one whose contact is gone (she was erased) are all "not found",
 * so the page tells nobody which.
 */
export async function personOfDataLink(
  req: PayloadRequest,
  token: string,
): Promise<Person & { contactId: number; name: string | null }> {
  const id = contactOfDataLink(req.payload.secret, token)
  const contact =
    id === null
      ? null
      : await req.payload
          .findByID({ collection: 'contacts', id, depth: 0, req, ...asSystem('ownDataRequest') })
          .catch(() => null)
  if (!contact) throw new AppError('not_found', INVALID_LINK)
  return { contactId: contact.id, email: normaliseEmail(contact.email), name: contact.name ?? null }
}
