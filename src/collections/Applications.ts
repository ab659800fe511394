import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'

// Stub registered in payload.config.ts; the mentorship-application work fills it in.
export const Applications: CollectionConfig = {
  slug: 'applications',
  access: adminOnly,
  fields: [{ name: 'name', type: 'text', required: true }],
  timestamps: true,
}
