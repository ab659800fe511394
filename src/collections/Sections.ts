import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { booleanCell } from '@/fields/adminCells'

export const Sections: CollectionConfig = {
  slug: 'sections',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'course', 'order'],
    group: 'Products',
    description:
      'The parts of a course, in order. Make the course on the Courses tab, add its sections here, then put lessons in each section (Products → Lessons).',
  },
  access: publishedOrAdmin,
  defaultSort: 'order',
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Its place in the course: 1 comes first.' },
    },
    { name: 'isPublished', type: 'checkbox', defaultValue: true, admin: booleanCell },
  ],
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
  timestamps: true,
}
