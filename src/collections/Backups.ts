import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/**
 * One row per nightly backup (src/maintenance/backup/nightly.ts): when it ran, where it went, how
 * big it was, and why it failed. Settings' launch checklist shows the last one; the server alone
 * writes them.
 */
export const Backups: CollectionConfig = {
  slug: 'backups',
  labels: { singular: 'Backup', plural: 'Backups' },
  admin: {
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'status', 'bytes', 'createdAt'],
    group: 'Settings',
    // Settings says when the last one was made and how big; the rows are for whoever hosts it.
    hidden: true,
    description: 'The nightly copies of the whole site (database and files). Made by the server.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [
        { label: 'Made', value: 'succeeded' },
        { label: 'Failed', value: 'failed' },
      ],
      index: true,
    },
    { name: 'fileName', type: 'text' },
    { name: 'location', type: 'text', admin: { description: 'The folder or bucket it went to.' } },
    { name: 'bytes', type: 'number' },
    { name: 'durationMs', type: 'number' },
    { name: 'error', type: 'textarea' },
  ],
  timestamps: true,
}
