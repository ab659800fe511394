import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { booleanCell } from '@/fields/adminCells'

/** A course sold on the site: its sections hold the lessons (the spec's "modules"). */
export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'isPublished'],
    group: 'Products',
    description:
      'A course, its offer and its price are made on the Courses tab of the Admin Center; its sections and lessons here (Products → Sections, then Lessons).',
  },
  access: publishedOrAdmin,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      label: 'Short name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 255,
      admin: {
        description:
          'Lowercase words joined by hyphens, made from the title by the Courses tab. The course’s public page is /courses/ followed by it (its outline and free preview lessons): leave it as it is once the course is sold.',
      },
    },
    { name: 'description', type: 'textarea' },
    { name: 'thumbnail', type: 'upload', relationTo: 'media' },
    {
      name: 'isPublished',
      label: 'Published',
      type: 'checkbox',
      defaultValue: false,
      admin: booleanCell,
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'offers',
      required: true,
      admin: {
        description:
          'What a buyer pays for the course. Its price is set on the Courses tab of the Admin Center.',
      },
    },
    {
      name: 'bonusProduct',
      type: 'relationship',
      relationTo: 'offers',
      admin: { description: 'The optional bonus that unlocks the add-on lessons.' },
    },
    {
      name: 'ebookDocument',
      label: 'Ebook',
      type: 'relationship',
      relationTo: 'documents',
      admin: {
        description:
          'The document buyers download as "Emotional Power Ebook" (its published version, as a PDF).',
      },
    },
    {
      name: 'ebook',
      label: 'Ebook: your own PDF instead',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Optional: a PDF you made elsewhere, served instead of the document. Mark the file "members only".',
      },
    },
    {
      name: 'integrationGuideDocument',
      label: 'Integration Guide',
      type: 'relationship',
      relationTo: 'documents',
      admin: {
        description: 'The document behind "Integration Guide" on /watch, served as a PDF.',
      },
    },
    {
      name: 'integrationGuide',
      label: 'Integration Guide: your own PDF instead',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Optional: a PDF you made elsewhere, served instead of the document. Mark the file "members only".',
      },
    },
  ],
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
  timestamps: true,
}
