import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { MAX_PROPOSAL_PEOPLE } from '@/assistant/constants'
import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import { startSequence } from '../sequences/enrol'

const PEOPLE_MESSAGE = `Choose from 1 to ${MAX_PROPOSAL_PEOPLE} people.`
const personId = z
  .int('People are given by their ids.')
  .check(
    z.positive('People are given by their ids.'),
    z.lte(2 ** 31 - 1, 'People are given by their ids.'),
  )

/** "Enrol these 5 in the quiz sequence": a sequence and the people to put in it. */
export const enrolInSequenceSchema = z.strictObject({
  sequence: z
    .int('Unknown sequence.')
    .check(z.positive('Unknown sequence.'), z.lte(2 ** 31 - 1, 'Unknown sequence.')),
  contacts: z.array(personId, PEOPLE_MESSAGE).check(
    z.minLength(1, PEOPLE_MESSAGE),
    z.maxLength(MAX_PROPOSAL_PEOPLE, PEOPLE_MESSAGE),
    z.refine((ids) => new Set(ids).size === ids.length, 'Each person may be listed only once.'),
  ),
})
export type EnrolInSequenceInput = z.output<typeof enrolInSequenceSchema>

export type EnrolmentOutcome = {
  /** People who start the sequence now: its first e-mail is on its way (at its delay and hours). */
  enrolled: number
  /** People already in it, or who went through it before: nobody gets a sequence twice. */
  alreadyIn: number
  /** People who unsubscribed: a sequence never writes to them. */
  unsubscribed: number
  /** Ids that name nobody on her list (someone deleted since). */
  notFound: number
  sequence: { id: number; name: string }
}

const SEQUENCE_PAUSED =
  'This sequence is switched off. Switch it on in the Email tab first, then enrol people.'

/**
 * Puts people in a sequence by hand, as the owner: each subscribed one not already in it starts
 * it (one row per sequence and person, the same rule a sign-up's enrolment keeps), its steps
 * queued exactly as a trigger would (startSequence). One transaction: all or nothing.
 */
export async function enrolInSequence(
  req: PayloadRequest,
  input: EnrolInSequenceInput,
): Promise<EnrolmentOutcome> {
  requireOwner(req)
  const asOwner = { depth: 0, overrideAccess: false } as const
  return inOperation(req, async (req) => {
    const sequence = await req.payload
      .findByID({
        collection: 'email-sequences',
        id: input.sequence,
        req,
        ...asOwner,
        disableErrors: true,
      })
      .catch(() => null)
    if (!sequence) throw new AppError('not_found', 'No such sequence.')
    if (sequence.active === false) throw new AppError('conflict', SEQUENCE_PAUSED)
    if (!sequence.steps?.length) {
      throw new AppError('conflict', 'This sequence has no e-mails yet. Add a step first.')
    }
    const { docs: contacts } = await req.payload.find({
      collection: 'contacts',
      where: { id: { in: input.contacts } },
      select: { email: true, subscribed: true },
      limit: input.contacts.length,
      pagination: false,
      req,
      ...asOwner,
    })
    const outcome: EnrolmentOutcome = {
      enrolled: 0,
      alreadyIn: 0,
      unsubscribed: 0,
      notFound: input.contacts.length - contacts.length,
      sequence: { id: sequence.id, name: sequence.name },
    }
    for (const contact of contacts) {
      if (contact.subscribed === false) {
        outcome.unsubscribed += 1
        continue
      }
      const { started } = await startSequence(req, {
        sequence,
        contact: { id: contact.id, email: contact.email },
        data: { manual: true },
      })
      if (started) outcome.enrolled += 1
      else outcome.alreadyIn += 1
    }
    return outcome
  })
}
