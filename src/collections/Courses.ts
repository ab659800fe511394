import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { booleanCell } from '@/fields/adminCells'

/** A course sold on the site: its sections hold the lessons (the spec's "modules"). */
export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'isPublished'], group: 'Course' },
  access: publishedOrAdmin,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, maxLength: 255 },
    { name: 'description', type: 'textarea' },
    { name: 'thumbnail', type: 'upload', relationTo: 'media' },
    { name: 'isPublished', type: 'checkbox', defaultValue: false, admin: booleanCell },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      admin: { description: 'What a buyer pays for the course (its price lives on the product).' },
    },
    {
      name: 'bonusProduct',
      type: 'relationship',
      relationTo: 'products',
      admin: { description: 'The optional bonus that unlocks the add-on lessons.' },
    },
    {
      name: 'ebook',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Served to buyers only; mark the file "members only".' },
    },
    {
      name: 'integrationGuide',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The PDF behind "Integration Guide" on /watch; members only.' },
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
  timestamps: true,
}
