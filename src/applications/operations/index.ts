import * as z from 'zod/mini'

import { marketingConsentField } from '@/contacts/schema'
import { operations } from '@/core/defineOperation'
import { id } from '@/core/inputs'

import { applicationSchema } from '../schema'
import { decideApplication, DECISIONS } from './decideApplication'
import { submitApplication } from './submitApplication'

/** Mentorship applications: a visitor applies, the owner decides. */
export const applicationOperations = operations({
  submitApplication: {
    description: 'A visitor applies for the mentorship.',
    input: z.extend(applicationSchema, { marketingConsent: marketingConsentField }),
    audience: 'public',
    effect: 'write',
    run: submitApplication,
  },

  decideApplication: {
    description:
      'The owner accepts an application or offers a call; the applicant is e-mailed once.',
    input: z.strictObject({
      id: id('application'),
      decision: z.enum(
        DECISIONS.filter((decision) => decision !== 'decline') as ['accept', 'schedule-call'],
        'decision must be accept or schedule-call',
      ),
      callAt: z.optional(z.string('callAt must be an ISO date and time')),
    }),
    audience: 'owner',
    effect: 'write',
    run: decideApplication,
  },

  declineApplication: {
    description: 'The owner declines an application; the applicant is e-mailed once.',
    input: z.strictObject({ id: id('application') }),
    audience: 'owner',
    effect: 'destructive',
    run: (req, input) => decideApplication(req, { id: input.id, decision: 'decline' }),
  },
})
