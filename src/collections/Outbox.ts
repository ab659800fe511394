import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/**
 * Every e-mail the site sends while no SMTP_URL is configured lands here (and in the log), so
 * flows that e-mail links work on a fresh machine. Written only by the e-mail adapter.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: 'Settings',
    description: 'E-mails kept here because no SMTP server is configured (SMTP_URL is unset).',
  },
  access: {
    create: () => false,
    read: isAdmin,
    update: () => false,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'links', type: 'json', admin: { description: 'Links found in the message.' } },
  ],
  timestamps: true,
}
