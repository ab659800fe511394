import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isAdminOrPublicMedia } from '@/access/isAdminOrPublicMedia'
import { isAdmin } from '@/access/isAdmin'
import { projectRoot } from '@/utilities/projectRoot'
import { booleanCell } from '@/fields/adminCells'

/** Uploads belong with their database: tests and `npm run dev` point this elsewhere. */
export const mediaDir = () => path.resolve(process.env.MEDIA_DIR || path.join(projectRoot, 'media'))

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { create: isAdmin, update: isAdmin, delete: isAdmin, read: isAdminOrPublicMedia },
  fields: [
    { name: 'alt', type: 'text', required: true },
    {
      // Lets the seed find the images it generated even after Payload renamed a clashing file.
      name: 'seedKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'membersOnly',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        ...booleanCell,
        position: 'sidebar',
        description: 'Only buyers can download it (through /api/download); hidden from the public.',
      },
    },
  ],
  upload: {
    // Files live in media/ (git-ignored) unless MEDIA_DIR says otherwise; Payload's API serves them.
    staticDir: mediaDir(),
    mimeTypes: ['image/*', 'audio/*', 'video/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
}
