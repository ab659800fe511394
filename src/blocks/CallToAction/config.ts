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
      type: 'select',
      defaultValue: 'dark',
      options: [
        { label: 'Dark', value: 'dark' },
        { label: 'Blush', value: 'blush' },
      ],
    },
  ],
}
