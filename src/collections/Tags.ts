import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/** Labels the owner puts on contacts (spec §3 customer_tags). */
export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'color', 'description'], group: 'People' },
  access: { create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'description', type: 'textarea' },
    {
      name: 'color',
      type: 'text',
      required: true,
      defaultValue: '#6B7280',
      maxLength: 7,
      validate: (value: unknown) =>
        typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value)
          ? true
          : 'Colour must be a hex colour such as #6B7280',
    },
  ],
  timestamps: true,
}
