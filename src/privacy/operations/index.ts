import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { id } from '@/core/inputs'

import { ACCOUNTING_YEARS } from '../constants'
import { erasePerson } from './erasePerson'
import { exportPerson } from './exportPerson'

/** A person's data on her request (GDPR articles 15 and 17): given to her, or erased. */
export const privacyOperations = operations({
  exportPerson: {
    description:
      'Gives everything the site holds about one person (her sign-ups, quiz answers, applications, messages, orders, course access and progress, e-mails with opens and clicks, sequences, affiliate records, assistant commands naming her) and what Stripe and the e-mail provider keep; the request is recorded.',
    input: z.strictObject({ id: id('person') }),
    audience: 'owner',
    // Not a plain read: it records the request, and the assistant must never hand her data on
    // unasked, so it only proposes it.
    effect: 'write',
    run: (req, input) => exportPerson(req, input.id),
  },

  erasePerson: {
    description: `Erases one person on her request: her contact, sign-ups, messages, applications, course access, progress, e-mails and their opens and clicks are deleted; her orders and payments stay without her name or address, because tax law asks for sales records to be kept (about ${ACCOUNTING_YEARS} years); her address is never e-mailed again. The owner types her address to confirm.`,
    input: z.strictObject({
      id: id('person'),
      email: z
        .string('Type her e-mail address to confirm.')
        .check(z.minLength(1, 'Type her e-mail address to confirm.'), z.maxLength(320)),
    }),
    audience: 'owner',
    effect: 'destructive',
    run: (req, input) => erasePerson(req, input),
  },
})
