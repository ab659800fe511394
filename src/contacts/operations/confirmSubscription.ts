import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { enrolOnConfirmation } from '@/email/welcome'
import type { Contact } from '@/payload-types'

import { contactOfConfirmation } from '../confirmation'
import { confirmConsent } from '../consent'
import { suppressionOf } from '../suppression'

const INVALID_LINK =
  'This confirmation link is not valid. Sign up again and use the link in the newest e-mail.'

/** Where her yes stands, as the confirmation page says it. */
export type ConfirmationState = 'waiting' | 'subscribed' | 'refused'

async function contactOf(req: PayloadRequest, token: string): Promise<Contact> {
  const id = contactOfConfirmation(req.payload.secret, token)
  const contact =
    id === null
      ? null
      : await req.payload
          .findByID({ collection: 'contacts', id, depth: 0, req, ...asSystem('mailingConsent') })
          .catch(() => null)
  if (!contact) throw new AppError('not_found', INVALID_LINK)
  return contact
}

const stateOf = (contact: Contact): ConfirmationState =>
  contact.marketingStatus === 'subscribed'
    ? 'subscribed'
    : contact.marketingStatus === 'awaiting_confirmation'
      ? 'waiting'
      : 'refused'

/**
 * What the confirmation page shows before she presses its button: whether her yes still waits.
 * A GET changes nothing, because mail scanners open every link of a message.
 */
export async function lookUpConfirmation(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<{ state: ConfirmationState }> {
  return { state: stateOf(await contactOf(req, token)) }
}

/**
 * Her click on "Yes" (double opt-in): a yes that waited becomes her subscription, with the time
 * she confirmed, and the sequences of the forms she signed up with start (their welcome counted
 * as sent). A link used again, or of someone who has since said no, changes nothing.
 */
export async function confirmSubscription(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<{ state: ConfirmationState }> {
  return inOperation(req, async (req) => {
    const contact = await contactOf(req, token)
    if (contact.marketingStatus !== 'awaiting_confirmation') return { state: stateOf(contact) }
    if (await suppressionOf(req, contact.email)) return { state: 'refused' }
    const confirmed = await confirmConsent(req, contact)
    await enrolOnConfirmation(req, { id: confirmed.id, email: confirmed.email })
    return { state: stateOf(confirmed) }
  })
}
