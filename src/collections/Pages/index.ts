import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { pageBlocks } from '@/blocks'

import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Content',
  },
  access: publicContent,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 255,
      admin: { position: 'sidebar', description: '"home" is the front page (/).' },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true },
  ],
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
  },
  timestamps: true,
}
