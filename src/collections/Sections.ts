import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { booleanCell } from '@/fields/adminCells'

export const Sections: CollectionConfig = {
  slug: 'sections',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'order'], group: 'Products' },
  access: publishedOrAdmin,
  defaultSort: 'order',
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'order', type: 'number', defaultValue: 0 },
    { name: 'isPublished', type: 'checkbox', defaultValue: true, admin: booleanCell },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
  timestamps: true,
}
