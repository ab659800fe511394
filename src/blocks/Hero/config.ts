import type { Block } from 'payload'

import { linkFields, productField } from '../shared/fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'banner',
      options: [
        { label: 'Banner (image behind the words)', value: 'banner' },
        { label: 'Profile (round portrait, for link pages)', value: 'profile' },
      ],
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'tagline', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    productField,
    {
      name: 'priceNote',
      type: 'text',
      admin: {
        description: 'Shown beside the product’s struck list price and current price.',
        condition: (_, siblingData) => Boolean(siblingData?.product),
      },
    },
    { name: 'actions', type: 'array', maxRows: 2, fields: linkFields },
  ],
}
