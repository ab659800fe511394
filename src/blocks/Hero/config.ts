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
    { name: 'eyebrow', label: 'Small heading above the title', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'tagline', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    productField,
    {
      name: 'priceNote',
      type: 'text',
      admin: {
        description:
          'The words before the current price. Write {listPrice} where the struck list price goes, e.g. “Normally {listPrice}, for a limited time”; without it, the struck price follows the words.',
        condition: (_, siblingData) => Boolean(siblingData?.product),
      },
    },
    { name: 'actions', type: 'array', maxRows: 2, fields: linkFields },
  ],
}
