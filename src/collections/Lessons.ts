import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { isAdminFieldLevel } from '@/access/isAdminFieldLevel'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { booleanCell } from '@/fields/adminCells'
import { webAddressDescription } from '@/fields/webAddress'

/**
 * One module of the course portal. Titles and durations are public (the sales pages may list
 * them); the video id is readable by the owner only, and reaches a buyer solely through
 * GET /api/course once her member session proves the entitlement.
 */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'moduleId', 'type', 'duration', 'order'],
    group: 'Products',
  },
  access: publishedOrAdmin,
  defaultSort: 'order',
  fields: [
    { name: 'section', type: 'relationship', relationTo: 'sections', required: true, index: true },
    {
      name: 'moduleId',
      label: 'Web address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        components: webAddressDescription(
          '/course/',
          'Lowercase words joined by hyphens; buyers’ links and progress use it, so keep it once sold.',
        ),
      },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'videoHostId',
      label: 'Vimeo video id',
      type: 'text',
      required: true,
      access: { read: isAdminFieldLevel },
      admin: { description: 'Only buyers with access to this lesson ever receive it.' },
    },
    {
      name: 'duration',
      type: 'text',
      required: true,
      admin: { description: 'As shown to buyers, e.g. "90 minutes".' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'main',
      options: [
        { label: 'Main (every buyer)', value: 'main' },
        { label: 'Add-on (Return to the Body)', value: 'addon' },
      ],
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
    { name: 'isPublished', type: 'checkbox', defaultValue: true, admin: booleanCell },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
  timestamps: true,
}
