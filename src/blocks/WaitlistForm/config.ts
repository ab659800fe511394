import type { Block } from 'payload'

import { WAITLIST_SOURCES } from '@/contacts/schema'

import { waitlistFormDefaults as defaults } from './defaults'

/** The Radiant Alchemy waitlist form: every word is the owner's, the answers go to /api/waitlist. */
export const WaitlistFormBlock: Block = {
  slug: 'waitlistForm',
  interfaceName: 'WaitlistFormBlock',
  labels: { singular: 'Waitlist form', plural: 'Waitlist forms' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: defaults.heading },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'nameLabel', type: 'text', required: true, defaultValue: defaults.nameLabel },
        { name: 'emailLabel', type: 'text', required: true, defaultValue: defaults.emailLabel },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sourceLabel', type: 'text', required: true, defaultValue: defaults.sourceLabel },
        {
          name: 'sourcePlaceholder',
          type: 'text',
          required: true,
          defaultValue: defaults.sourcePlaceholder,
          admin: {
            description: 'Shown until a visitor picks an answer; the question is optional.',
          },
        },
      ],
    },
    {
      name: 'sourceOptions',
      type: 'group',
      label: 'Answers to “How did you find us?”',
      admin: {
        description:
          'The wording of each answer. The answers themselves are fixed, so the waitlist can be ' +
          'sorted by them.',
      },
      // One field per stored value: the server accepts only these, so the owner may reword an
      // answer but not add one it would refuse.
      fields: WAITLIST_SOURCES.map((value) => ({
        name: value,
        type: 'text' as const,
        required: true,
        defaultValue: defaults.sourceOptions[value],
      })),
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', required: true, defaultValue: defaults.buttonLabel },
        {
          name: 'pendingLabel',
          type: 'text',
          required: true,
          defaultValue: defaults.pendingLabel,
          admin: { description: 'The button’s words while the answer is being sent.' },
        },
      ],
    },
    {
      name: 'successMessage',
      type: 'textarea',
      required: true,
      defaultValue: defaults.successMessage,
    },
    {
      name: 'program',
      type: 'text',
      required: true,
      maxLength: 50,
      defaultValue: defaults.program,
      admin: {
        description: 'Which program’s waitlist this form fills. Change it only for a new program.',
      },
    },
  ],
}
