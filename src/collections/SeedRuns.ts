import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/**
 * Which seed steps have run. Each step fills its content once, so what the owner later deletes
 * stays deleted, and steps added by later releases still run on existing sites.
 */
export const SeedRuns: CollectionConfig = {
  slug: 'seed-runs',
  admin: { hidden: true },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [{ name: 'key', type: 'text', required: true, unique: true, index: true }],
  timestamps: true,
}
