import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'

// Stub registered in payload.config.ts; the workshop work fills it in.
export const WorkshopRegistrations: CollectionConfig = {
  slug: 'workshop-registrations',
  access: adminOnly,
  fields: [{ name: 'participantName', type: 'text' }],
  timestamps: true,
}
