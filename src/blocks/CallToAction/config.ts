import type { Block } from 'payload'

import { linkFields, productField } from '../shared/fields'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    productField,
    { name: 'actions', type: 'array', required: true, minRows: 1, maxRows: 2, fields: linkFields },
    {
      name: 'tone',
      label: 'Background colour',
      type: 'select',
      defaultValue: 'dark',
      admin: {
        description:
          "The section's background colour, to set it apart from the sections around it.",
      },
      options: [
        { label: 'Dark', value: 'dark' },
        { label: 'Blush', value: 'blush' },
      ],
    },
  ],
}
