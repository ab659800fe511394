import type { Block } from 'payload'

import { linkFields, productField } from '../shared/fields'

export const OfferCardsBlock: Block = {
  slug: 'offerCards',
  interfaceName: 'OfferCardsBlock',
  labels: { singular: 'Offer cards', plural: 'Offer cards' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'grid',
      options: [
        { label: 'Grid of cards', value: 'grid' },
        { label: 'Stacked links (link-in-bio)', value: 'stack' },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          name: 'eyebrow',
          type: 'text',
          label: 'Small line above the title',
          admin: {
            description:
              'e.g. "Free · 10 minutes". With a product chosen, its current price (the list price struck while on sale) comes first by itself: write only the rest, e.g. "90 minutes".',
          },
        },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        productField,
        { name: 'link', type: 'group', fields: linkFields },
      ],
    },
  ],
}
