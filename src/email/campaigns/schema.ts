import * as z from 'zod/mini'

import {
  MAX_AUDIENCE_LENGTH,
  MAX_PEOPLE_AUDIENCE_LENGTH,
  parseAudience,
  PEOPLE_AUDIENCE_PREFIX,
} from './audience'
import { MAX_CONTENT_LENGTH, MAX_SUBJECT_LENGTH } from './constants'

/** Spec §5: Send Campaign needs a subject and content; the audience must name one. */
const SUBJECT_REQUIRED = 'Please add a subject line.'
const CONTENT_REQUIRED = 'Please write the e-mail.'
const AUDIENCE_REQUIRED = 'Please choose who receives it.'
const FUTURE_TIME_REQUIRED = 'Please pick a time in the future.'

/** The Create Campaign modal (spec §3 campaign draft): subject, content, audience. */
export const campaignDraftSchema = z.strictObject({
  subject: z
    .string({ error: SUBJECT_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, SUBJECT_REQUIRED),
      z.maxLength(
        MAX_SUBJECT_LENGTH,
        `The subject line is too long (${MAX_SUBJECT_LENGTH} characters at most).`,
      ),
    ),
  content: z
    .string({ error: CONTENT_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, CONTENT_REQUIRED),
      z.maxLength(MAX_CONTENT_LENGTH, 'The e-mail is too long (20,000 characters at most).'),
    ),
  audience: z.string({ error: AUDIENCE_REQUIRED }).check(
    // People chosen one by one (up to MAX_PROPOSAL_PEOPLE ids) make the longest value.
    z.maxLength(MAX_PEOPLE_AUDIENCE_LENGTH, AUDIENCE_REQUIRED),
    z.refine(
      (value) =>
        (value.startsWith(PEOPLE_AUDIENCE_PREFIX) || value.length <= MAX_AUDIENCE_LENGTH) &&
        parseAudience(value) !== null,
      AUDIENCE_REQUIRED,
    ),
  ),
})

export type CampaignDraft = z.output<typeof campaignDraftSchema>

/** The latest a campaign can be scheduled: a year ahead. */
const MAX_SCHEDULE_DAYS = 366

/** "Schedule": an ISO time, in the future, within a year; absent is "Send now". */
export const sendTimeSchema = z.optional(
  z.string({ error: FUTURE_TIME_REQUIRED }).check(
    z.maxLength(40, FUTURE_TIME_REQUIRED),
    z.refine((value) => {
      const at = Date.parse(value)
      return (
        Number.isFinite(at) && at > Date.now() && at < Date.now() + MAX_SCHEDULE_DAYS * 86_400_000
      )
    }, FUTURE_TIME_REQUIRED),
  ),
)
