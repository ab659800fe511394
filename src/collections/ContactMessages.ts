import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactField } from '@/fields/contact'

/** Messages from the contact form. Created only by POST /api/contact (validated there). */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'status', 'createdAt'],
    group: 'People',
  },
  access: { create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Replied', value: 'replied' },
        { label: 'Archived', value: 'archived' },
      ],
    },
    { name: 'adminNotes', type: 'textarea' },
    contactField({ source: () => CONTACT_SOURCES.contactForm }),
  ],
  timestamps: true,
}
