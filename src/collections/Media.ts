import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { projectRoot } from '@/utilities/projectRoot'

/** Uploads belong with their database: tests and `npm run dev` point this elsewhere. */
export const mediaDir = () => path.resolve(process.env.MEDIA_DIR || path.join(projectRoot, 'media'))

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: publicContent,
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
