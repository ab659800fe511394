import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { id } from '@/core/inputs'
import { leadSchema, waitlistSchema } from '@/contacts/schema'

import { CONTACT_STATUSES } from '../constants'
import { contactMessageSchema } from '../messageSchema'
import { captureLead } from './captureLead'
import { subscribeByToken, subscriptionByToken } from './changeSubscription'
import { confirmSubscription, lookUpConfirmation } from './confirmSubscription'
import { findPeople, findPeopleSchema } from './findPeople'
import { joinWaitlist } from './joinWaitlist'
import { sendContactMessage } from './sendMessage'
import { tagPeople, tagPeopleSchema } from './tagPeople'
import { MAX_NOTE_LENGTH, MAX_TAG_NAME_LENGTH, updateContact } from './updateContact'

/** The token of the link at the foot of every marketing e-mail. */
const subscriptionLink = z.object({
  token: z.string('The unsubscribe link is not valid.').check(z.maxLength(200)),
})

/** The token of the confirmation e-mail's link (double opt-in). */
const confirmationLink = z.object({
  token: z.string('The confirmation link is not valid.').check(z.maxLength(200)),
})

/** The people on her list: the sign-up forms, subscriptions, her notes and tags. */
export const contactOperations = operations({
  captureLead: {
    description:
      'A visitor leaves her address for the meditation, the quiz result or the homepage.',
    input: leadSchema,
    audience: 'public',
    effect: 'write',
    run: captureLead,
  },

  joinWaitlist: {
    description: 'A visitor joins the waitlist of a program and gets its confirmation.',
    input: waitlistSchema,
    audience: 'public',
    effect: 'write',
    run: joinWaitlist,
  },

  sendContactMessage: {
    description: 'A visitor writes to the owner from the contact form.',
    input: contactMessageSchema,
    audience: 'public',
    effect: 'write',
    run: sendContactMessage,
  },

  lookUpSubscription: {
    description:
      'Whether the holder of an unsubscribe link still gets marketing e-mail (the link’s page; it changes nothing).',
    input: subscriptionLink,
    audience: 'public',
    effect: 'read',
    run: (req, { token }) => subscriptionByToken(req, token),
  },

  lookUpConfirmation: {
    description:
      'Whether the yes of the holder of a confirmation link (double opt-in) still waits for her click (the link’s page; it changes nothing).',
    input: confirmationLink,
    audience: 'public',
    effect: 'read',
    run: lookUpConfirmation,
  },

  confirmSubscription: {
    description:
      'She confirms by the link in her confirmation e-mail (double opt-in): she joins the list and her sequences start.',
    input: confirmationLink,
    audience: 'public',
    effect: 'write',
    run: confirmSubscription,
  },

  unsubscribe: {
    description:
      'Someone stops all marketing e-mail: the button on the unsubscribe page, or her mail app’s one-click unsubscribe.',
    input: subscriptionLink,
    audience: 'public',
    effect: 'write',
    run: (req, { token }) => subscribeByToken(req, { token, subscribed: false }),
  },

  resubscribe: {
    description: 'Someone who unsubscribed asks for the e-mails again, from the same page.',
    input: subscriptionLink,
    audience: 'public',
    effect: 'write',
    run: (req, { token }) => subscribeByToken(req, { token, subscribed: true }),
  },

  findPeople: {
    description:
      'Finds the people on her list by when they joined, how they came in, quiz result, tag, status, subscription, purchase or application, newest first, with how many match and how many of them get e-mail.',
    input: findPeopleSchema,
    audience: 'owner',
    effect: 'read',
    run: (req, input) => findPeople(req, input),
  },

  tagPeople: {
    description:
      'Gives a tag to the people she chose (a new name makes a new tag), or takes it off them; a tag given starts the sequences it starts.',
    input: tagPeopleSchema,
    audience: 'owner',
    effect: 'write',
    run: tagPeople,
  },

  updateContact: {
    description: 'The owner adds a note to a person, changes her status or her tags.',
    input: z.strictObject({
      id: id('contact'),
      note: z.optional(
        z
          .string('The note must be text')
          .check(
            z.maxLength(
              MAX_NOTE_LENGTH,
              `The note is too long: at most ${MAX_NOTE_LENGTH} characters.`,
            ),
          ),
      ),
      status: z.optional(z.enum(CONTACT_STATUSES, 'Unknown status')),
      tagIds: z.optional(
        z
          .array(
            z.int('Tags are given by their ids').check(z.positive('Tags are given by their ids')),
          )
          .check(z.maxLength(100, 'At most 100 tags')),
      ),
      newTag: z.optional(
        z
          .string('The tag name must be text')
          .check(
            z.maxLength(
              MAX_TAG_NAME_LENGTH,
              `A tag name has at most ${MAX_TAG_NAME_LENGTH} characters.`,
            ),
          ),
      ),
    }),
    audience: 'owner',
    effect: 'write',
    run: (req, { id, ...changes }) => updateContact(req, id, changes),
  },
})
