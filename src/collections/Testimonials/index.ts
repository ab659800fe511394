import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { revalidateEverywhere } from '@/utilities/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'result', 'stars', 'timeframe'],
    group: 'Content',
  },
  access: publicContent,
  fields: [
    { name: 'text', type: 'textarea', required: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'result',
      type: 'text',
      admin: { description: 'The change she noticed, in a few words.' },
    },
    { name: 'stars', type: 'number', min: 1, max: 5, defaultValue: 5, required: true },
    { name: 'timeframe', type: 'text', admin: { description: 'For example "8 weeks".' } },
  ],
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
  timestamps: true,
}
