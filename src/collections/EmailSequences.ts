import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { SEND_WINDOWS, SEQUENCE_TRIGGERS } from '@/email/sequences/constants'

/**
 * The owner's automations: what starts one for a woman (a sign-up, a purchase, a tag…), then the
 * e-mails that follow, each a delay after the one before and, if she likes, only in a window of
 * the day. She leaves it when she unsubscribes, when she buys (for a sales sequence), or when she
 * is no longer in its audience. This screen is the sequence editor; the Email tab shows who is in
 * each and how each step does.
 */
export const EmailSequences: CollectionConfig = {
  slug: 'email-sequences',
  labels: { singular: 'Sequence', plural: 'Sequences' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'trigger', 'active', 'updatedAt'],
    group: 'E-mails',
    description:
      'E-mails that follow on their own after a sign-up, a purchase or a tag. Steps use your e-mail templates.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description:
          'Off: nobody new starts it, and nobody in it gets the next step until it is on.',
      },
    },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      label: 'Starts when',
      options: Object.entries(SEQUENCE_TRIGGERS).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'triggerProduct',
      type: 'relationship',
      relationTo: 'offers',
      label: 'Product',
      admin: {
        condition: (data) => data?.trigger === 'purchase',
        description: 'Empty: any purchase.',
      },
    },
    {
      name: 'triggerTag',
      type: 'relationship',
      relationTo: 'tags',
      label: 'Tag',
      admin: { condition: (data) => data?.trigger === 'tag-added' },
    },
    {
      name: 'exitOnPurchase',
      type: 'checkbox',
      label: 'Stop when she buys (a sales sequence)',
      defaultValue: false,
    },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Step', plural: 'Steps' },
      admin: {
        description: 'In order. The delay counts from the step before (the first: from the start).',
      },
      fields: [
        {
          name: 'template',
          type: 'relationship',
          relationTo: 'email-templates',
          required: true,
          label: 'E-mail',
        },
        {
          type: 'row',
          fields: [
            {
              name: 'delay',
              type: 'number',
              min: 0,
              max: 365,
              defaultValue: 0,
              required: true,
              admin: { width: '25%' },
            },
            {
              name: 'delayUnit',
              type: 'select',
              label: 'Unit',
              defaultValue: 'days',
              required: true,
              options: [
                { value: 'days', label: 'days' },
                { value: 'hours', label: 'hours' },
              ],
              admin: { width: '25%' },
            },
            {
              name: 'sendWindow',
              type: 'select',
              label: 'Send in',
              defaultValue: 'any',
              required: true,
              options: Object.entries(SEND_WINDOWS).map(([value, { label }]) => ({ value, label })),
              admin: { width: '50%' },
            },
          ],
        },
        { name: 'active', type: 'checkbox', defaultValue: true, label: 'Send this step' },
      ],
    },
    {
      // The site's own welcome this sequence begins with (seeded), so it is never sent twice.
      name: 'seededFor',
      type: 'text',
      admin: { hidden: true },
      access: { update: () => false },
    },
  ],
  timestamps: true,
}
