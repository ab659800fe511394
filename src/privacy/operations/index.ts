import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { id, nothing } from '@/core/inputs'

import { ACCOUNTING_YEARS, DATA_LINK_DAYS, ERASURE_REMINDER_DAYS } from '../constants'
import { pendingErasureAsks } from '../erasureAsks'
import { dataRequestSchema } from '../schema'
import { askForErasure } from './askForErasure'
import { downloadMyData, lookUpMyData } from './downloadMyData'
import { erasePerson } from './erasePerson'
import { exportPerson } from './exportPerson'
import { requestMyData } from './requestMyData'

/** The token of the link e-mailed to her own data. */
const dataLink = z.strictObject({
  token: z.string('The link is not valid.').check(z.maxLength(200)),
})

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

  listErasureAsks: {
    description:
      'The people who asked, by the link e-mailed to them, to be erased and are still waiting for you, oldest first.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => pendingErasureAsks(req),
  },

  requestMyData: {
    description: `A visitor asks for her data on the privacy page: a link that works ${DATA_LINK_DAYS} days is e-mailed to her address, only if the site knows it; the answer never says whether it does.`,
    input: dataRequestSchema,
    audience: 'public',
    effect: 'write',
    run: requestMyData,
  },

  lookUpMyData: {
    description:
      'What her data page shows when she opens her e-mailed link: her name and whether she already asked to be erased (it changes nothing).',
    input: dataLink,
    audience: 'public',
    effect: 'read',
    run: lookUpMyData,
  },

  downloadMyData: {
    description:
      'She downloads her own data by her e-mailed link: the same archive you get from her page; the request is recorded.',
    input: dataLink,
    audience: 'public',
    effect: 'write',
    run: downloadMyData,
  },

  askForErasure: {
    description: `She asks to be erased by her e-mailed link: nothing is erased, her ask waits for you on her page and you are e-mailed (and reminded after ${ERASURE_REMINDER_DAYS} days).`,
    input: dataLink,
    audience: 'public',
    effect: 'write',
    run: askForErasure,
  },
})
