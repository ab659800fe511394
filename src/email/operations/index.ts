import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { id, nothing } from '@/core/inputs'
import { loadEmailMetrics, loadEmailTab } from '@/reports/email'

import { campaignDraftSchema, sendTimeSchema } from '../campaigns/schema'
import { sequenceFields, tagRule } from '../sequences/schema'
import { deliverMessage } from './deliverMessage'
import { describeAudience } from './describeAudience'
import { enrolInSequence, enrolInSequenceSchema } from './enrolInSequence'
import { previewCampaign, sendTestCampaign } from './previewCampaign'
import { findPreviewPeople, previewTemplate } from './previewTemplate'
import { resetTemplate } from './resetTemplate'
import { recordMailReport } from './recordMailReport'
import { retryMessage } from './retryMessage'
import { runCampaign } from './runCampaign'
import { runSequenceStep } from './runSequenceStep'
import { saveCampaign } from './saveCampaign'
import { saveSequence } from './saveSequence'
import {
  archiveCampaign,
  cancelCampaign,
  duplicateCampaign,
  resendToNonOpeners,
  sendCampaign,
} from './sendCampaign'
import { sendTemplateTest } from './sendTemplateTest'
import { followTrackedLink, recordOpen } from './track'

const campaignId = z.strictObject({ id: id('campaign') })

const trackingInput = z.strictObject({
  token: z.string('This link does not work.').check(z.maxLength(64, 'This link does not work.')),
  userAgent: z.optional(z.string().check(z.maxLength(1000))),
})

/** A template and, optionally, the real person to show it for. */
const templatePreviewInput = z.strictObject({
  id: id('e-mail'),
  contactId: z.optional(id('person')),
})

/** E-mail: campaigns, sequences, templates, tracking and the delivery of every message. */
export const emailOperations = operations({
  enrolInSequence: {
    description:
      'Puts the people she chose in one of her sequences: each subscribed one not already in it gets its e-mails from the first, at their times.',
    input: enrolInSequenceSchema,
    audience: 'owner',
    effect: 'write',
    run: enrolInSequence,
  },

  retryMessage: {
    description: 'The owner sends again an e-mail that failed for good.',
    input: z.strictObject({ id: id('message') }),
    audience: 'owner',
    effect: 'write',
    run: retryMessage,
  },

  getEmailMetrics: {
    description:
      'Open, click and conversion rates, e-mails sent and active campaigns, from the deliveries.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: loadEmailMetrics,
  },

  getEmailTab: {
    description:
      'The Email tab: subscribers, campaigns with their figures, weekly rates and audiences.',
    input: z.strictObject({ archived: z.optional(z.boolean('archived must be true or false')) }),
    audience: 'owner',
    effect: 'read',
    run: loadEmailTab,
  },

  describeAudience: {
    description:
      'One campaign audience in words and how many subscribed people it holds now (for a Leads filter: the list’s subscribed count).',
    input: z.strictObject({ audience: campaignDraftSchema.shape.audience }),
    audience: 'owner',
    effect: 'read',
    run: describeAudience,
  },

  previewCampaign: {
    description:
      'Shows a campaign as the first person of its audience will read it, and how many get it.',
    input: campaignDraftSchema,
    audience: 'owner',
    effect: 'read',
    run: previewCampaign,
  },

  sendTestCampaign: {
    description: 'Sends a campaign to the owner’s own address, marked as a test.',
    input: campaignDraftSchema,
    audience: 'owner',
    effect: 'write',
    run: sendTestCampaign,
  },

  previewTemplate: {
    description:
      'Shows an e-mail’s latest draft as it would be sent, for a sample person or a real one, as HTML and plain text.',
    input: templatePreviewInput,
    audience: 'owner',
    effect: 'read',
    run: previewTemplate,
  },

  sendTemplateTest: {
    description:
      'Sends an e-mail’s latest draft to the owner’s own address, marked as a test; nobody else gets it.',
    input: templatePreviewInput,
    audience: 'owner',
    effect: 'write',
    run: sendTemplateTest,
  },

  findPreviewPeople: {
    description: 'Finds people by name or e-mail address, to preview an e-mail as one of them.',
    input: z.strictObject({
      q: z
        .string('Type a name or an e-mail address.')
        .check(
          z.trim(),
          z.minLength(2, 'Type at least two letters.'),
          z.maxLength(100, 'That is too long to search for.'),
        ),
    }),
    audience: 'owner',
    effect: 'read',
    run: findPreviewPeople,
  },

  resetTemplate: {
    description:
      'Puts one of the site’s own e-mails back to its original words, saved as a draft to publish.',
    input: z.strictObject({ id: id('e-mail') }),
    audience: 'owner',
    effect: 'write',
    run: resetTemplate,
  },

  saveCampaign: {
    description:
      'Saves a campaign draft (subject, words with {{name}}, audience), or her edit of one.',
    input: z.extend(campaignDraftSchema, { id: z.optional(id('campaign')) }),
    audience: 'owner',
    effect: 'write',
    run: saveCampaign,
  },

  sendCampaign: {
    description:
      'Sends a campaign to its audience now, or schedules it for a time; unsubscribed people never get it.',
    input: z.extend(campaignId, { at: sendTimeSchema }),
    audience: 'owner',
    effect: 'write',
    run: sendCampaign,
  },

  cancelCampaign: {
    description: 'Cancels a scheduled campaign before its time; it becomes a draft again.',
    input: campaignId,
    audience: 'owner',
    effect: 'write',
    run: cancelCampaign,
  },

  duplicateCampaign: {
    description: 'Makes a new draft with the same subject, words and audience as a campaign.',
    input: campaignId,
    audience: 'owner',
    effect: 'write',
    run: duplicateCampaign,
  },

  resendToNonOpeners: {
    description: 'Makes a new draft of a sent campaign for the people who did not open it.',
    input: campaignId,
    audience: 'owner',
    effect: 'write',
    run: resendToNonOpeners,
  },

  archiveCampaign: {
    description: 'Moves a campaign out of the list (or back), its figures kept.',
    input: z.extend(campaignId, { archived: z.boolean('archived must be true or false') }),
    audience: 'owner',
    effect: 'write',
    run: archiveCampaign,
  },

  runCampaign: {
    description:
      'The send job: starts a due campaign, fixes its recipients once, and sends each of them one copy.',
    input: z.strictObject({ campaignId: z.int().check(z.positive()) }),
    audience: 'system',
    effect: 'write',
    run: runCampaign,
  },

  saveSequence: {
    description:
      'Saves a sequence: what starts it, its steps (an e-mail, a delay, a time of day) and when she leaves it.',
    input: z.extend(sequenceFields, { id: z.optional(id('sequence')) }).check(tagRule),
    audience: 'owner',
    effect: 'write',
    run: saveSequence,
  },

  runSequenceStep: {
    description:
      'The step job: one e-mail of a sequence to one woman at its time, once, unless she has left it.',
    input: z.strictObject({
      enrollmentId: z.int().check(z.positive()),
      step: z.int().check(z.nonnegative()),
    }),
    audience: 'system',
    effect: 'write',
    run: runSequenceStep,
  },

  followTrackedLink: {
    description:
      'A reader follows a link in a campaign: her click is counted and she goes where it said.',
    input: trackingInput,
    audience: 'public',
    effect: 'write',
    run: followTrackedLink,
  },

  recordOpen: {
    description:
      'A reader’s mail app loads a campaign’s images: the open is counted (approximately).',
    input: trackingInput,
    audience: 'public',
    effect: 'write',
    run: recordOpen,
  },

  deliverMessage: {
    description: 'One queued e-mail is sent (or skipped for someone who unsubscribed) and logged.',
    input: z.strictObject({ messageId: z.int().check(z.positive()) }),
    audience: 'system',
    effect: 'write',
    run: deliverMessage,
  },

  recordMailReport: {
    description:
      'Her e-mail provider reports an address that bounced for good, or a spam complaint: the address gets no more marketing e-mail.',
    input: z.strictObject({
      kind: z.enum(['bounced', 'complained'], 'kind must be bounced or complained'),
      email: z.email('email must be an e-mail address'),
      subject: z.optional(z.nullable(z.string().check(z.maxLength(998)))),
      at: z.iso.datetime({ offset: true, error: 'at must be an ISO 8601 time' }),
    }),
    audience: 'system',
    effect: 'write',
    run: recordMailReport,
  },
})
