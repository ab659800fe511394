import type { CollectionConfig } from 'payload'

import { draftContent } from '@/access/draftContent'
import { TESTIMONIAL_PLACEMENT } from '@/content/testimonials'
import { revalidateEverywhere } from '@/utilities/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'result', '_status', 'createdAt'],
    group: 'Testimonials',
    description: TESTIMONIAL_PLACEMENT,
  },
  // Saved as a draft until she publishes it; visitors read published testimonials only.
  access: draftContent,
  versions: { drafts: true, maxPerDoc: 20 },
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
  // Pages showing "all testimonials" list them when rendered: publishing, changing, unpublishing
  // or deleting one clears every cached page so it shows at once.
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
  timestamps: true,
}
