import type { CollectionConfig } from 'payload'

import { draftContent } from '@/access/draftContent'
import { PREVIEW_BREAKPOINTS, previewURL } from '@/content/preview'
import { pathForSlug } from '@/utilities/revalidate'
import { pageBlocks } from '@/blocks'

import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Pages and content',
    // The page as it will look, with unsaved edits autosaved as a draft, at phone size and up.
    livePreview: {
      url: ({ data }) => previewURL(pathForSlug(String(data?.slug ?? 'home'))),
      breakpoints: PREVIEW_BREAKPOINTS,
    },
    preview: (data) => previewURL(pathForSlug(String(data?.slug ?? 'home'))),
  },
  access: draftContent,
  // Edits are drafts until published (now, or at a scheduled time); visitors see published only.
  // Autosave keeps the live preview current as she types; Payload hides "Save draft" under
  // autosave unless asked, and without it she could not tell a kept draft from a published page.
  versions: {
    drafts: { autosave: { interval: 375, showSaveDraftButton: true }, schedulePublish: true },
    maxPerDoc: 50,
  },
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
    {
      name: 'footer',
      type: 'select',
      required: true,
      defaultValue: 'standard',
      admin: { position: 'sidebar', description: 'Words of each footer: Settings → Footer.' },
      options: [
        { label: 'Standard (social, links, admin)', value: 'standard' },
        { label: 'With the contact form', value: 'contact' },
        { label: 'Masterclass (links and sign-up)', value: 'masterclass' },
        { label: 'Link page (mail, social, site name)', value: 'link-in-bio' },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
  },
  timestamps: true,
}
