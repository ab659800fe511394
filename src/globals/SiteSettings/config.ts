import type { GlobalConfig } from 'payload'

import { DEFAULT_RETENTION_MONTHS } from '@/analytics/constants'
import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { DEFAULT_OWNER_TIME_ZONE, TIME_ZONE_CHOICES } from '@/settings/timeZone'
import { DEFAULT_ASSISTANT_VOICE, MAX_ASSISTANT_VOICE_LENGTH } from '@/settings/assistantVoice'
import { forgetOwnerTimeZone } from '@/settings/zoneCache'
import {
  DEFAULT_ASSISTANT_HISTORY_DAYS,
  DEFAULT_EMAIL_BODY_DAYS,
  DEFAULT_IMPORT_LEFTOVER_DAYS,
} from '@/privacy/retention'
import {
  DEFAULT_CONSENT_LINE,
  DEFAULT_OPT_IN_LABEL,
  forgetConsentSettings,
} from '@/settings/consent'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'siteName', type: 'text', required: true },
    { name: 'ownerName', type: 'text', required: true },
    { name: 'ownerTitle', type: 'text', required: true },
    { name: 'tagline', type: 'textarea' },
    { name: 'supportEmail', type: 'email', required: true },
    {
      name: 'socialProfile',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, defaultValue: 'Instagram' },
        { name: 'url', label: 'Address (https://…)', type: 'text', required: true },
      ],
    },
    {
      name: 'timeZone',
      label: 'Your time zone',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_OWNER_TIME_ZONE,
      options: TIME_ZONE_CHOICES.map(({ value, label }) => ({ value, label })),
      admin: {
        description:
          'Every date and time in your Admin Center, your e-mails and your exports is on this clock. Call invitations name it, so an applicant elsewhere knows when to join.',
      },
    },
    {
      name: 'bookingLink',
      type: 'text',
      admin: {
        description:
          'Where an applicant books a call (Calendly or similar). "Schedule Call" e-mails it.',
      },
    },
    {
      name: 'mainOffer',
      label: 'Your main offer',
      type: 'relationship',
      relationTo: 'offers',
      admin: {
        description:
          'What the checkout sells when a link names no offer, and the course /watch opens (its first course).',
      },
    },
    {
      name: 'assistantVoice',
      label: 'How I write',
      type: 'textarea',
      defaultValue: DEFAULT_ASSISTANT_VOICE,
      maxLength: MAX_ASSISTANT_VOICE_LENGTH,
      admin: {
        description:
          'A few lines about how your e-mails sound — your AI assistant writes drafts this way.',
      },
    },
    {
      name: 'visitRecordsMonths',
      label: 'Keep visit records for (months)',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      min: 1,
      max: 60,
      admin: {
        description:
          'Each visit to your site is kept this long, then deleted automatically. The daily totals on your Overview stay.',
      },
    },
    {
      // Personal details the site needs only for a while: the housekeeping job deletes them once
      // this time is over (src/privacy/retention.ts). The defaults are in docs/owner-guide.md.
      name: 'retention',
      label: 'How long personal details are kept',
      type: 'group',
      admin: {
        description:
          'Some details about the people on your list are only needed for a while. After the days you set here they are deleted automatically; what happened (an e-mail was sent, an import brought people in) stays.',
      },
      fields: [
        {
          name: 'emailBodyDays',
          label: 'What each e-mail said, in your e-mail log (days)',
          type: 'number',
          defaultValue: DEFAULT_EMAIL_BODY_DAYS,
          min: 1,
          max: 3650,
          admin: {
            description: `The text of each e-mail sent. Its subject, the address and whether it arrived stay. ${DEFAULT_EMAIL_BODY_DAYS} days unless you change it.`,
          },
        },
        {
          name: 'importLeftoverDays',
          label: 'The preview of an imported file, and the lines it could not bring in (days)',
          type: 'number',
          defaultValue: DEFAULT_IMPORT_LEFTOVER_DAYS,
          min: 1,
          max: 3650,
          admin: {
            description: `Counted from the import. ${DEFAULT_IMPORT_LEFTOVER_DAYS} days unless you change it.`,
          },
        },
        {
          name: 'assistantHistoryDays',
          label: 'Your AI assistant’s history (days)',
          type: 'number',
          defaultValue: DEFAULT_ASSISTANT_HISTORY_DAYS,
          min: 1,
          max: 3650,
          admin: {
            description: `Your commands and its answers, which can name people. Suggestions still waiting for you stay. ${DEFAULT_ASSISTANT_HISTORY_DAYS} days unless you change it.`,
          },
        },
      ],
    },
    {
      name: 'emailConsent',
      label: 'Your e-mail list',
      type: 'group',
      admin: {
        description:
          'What women agree to when they join your list, in your words. Nobody gets your marketing e-mails without agreeing.',
      },
      fields: [
        {
          name: 'consentLine',
          label: 'Under the button of the free meditation, the quiz and the waitlist',
          type: 'textarea',
          defaultValue: DEFAULT_CONSENT_LINE,
          maxLength: 400,
          admin: { description: 'Signing up with these forms means she agrees to this.' },
        },
        {
          name: 'optInLabel',
          label: 'Beside the box at checkout, the workshop, the application and the contact form',
          type: 'text',
          defaultValue: DEFAULT_OPT_IN_LABEL,
          maxLength: 300,
          admin: {
            description:
              'The box is never ticked for her: only those who tick it join your list from these forms.',
          },
        },
        {
          name: 'doubleOptIn',
          label: 'Ask new sign-ups to confirm by e-mail first (double opt-in)',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'She still gets what she signed up for at once; she joins your list and its e-mails only after clicking the link in a short confirmation e-mail. Turn it on if many of your visitors live in the EU or the UK (Germany especially).',
          },
        },
      ],
    },
  ],
  hooks: {
    afterChange: [
      revalidateEverywhere,
      ({ doc }) => {
        forgetConsentSettings()
        return doc
      },
      // Her zone is cached where every visit reads it: a new one applies at once.
      ({ doc }) => {
        forgetOwnerTimeZone()
        return doc
      },
    ],
  },
}
