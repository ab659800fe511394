import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'

// Stub registered in payload.config.ts; the workshop work fills it in.
export const Workshops: CollectionConfig = {
  slug: 'workshops',
  access: publicContent,
  fields: [{ name: 'title', type: 'text', required: true }],
  timestamps: true,
}
