import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactField } from '@/fields/contact'
import { DEFAULT_PROGRAM, WAITLIST_SOURCES } from '@/contacts/schema'

/** The Radiant Alchemy waitlist. One row per e-mail and program; created by POST /api/waitlist. */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'program', 'source', 'status', 'createdAt'],
    group: 'People',
  },
  access: { create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['email', 'program'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'program', type: 'text', required: true, defaultValue: DEFAULT_PROGRAM },
    {
      name: 'source',
      type: 'select',
      options: WAITLIST_SOURCES.map((value) => ({ label: value, value })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Invited', value: 'invited' },
        { label: 'Removed', value: 'removed' },
      ],
    },
    { name: 'adminNotes', type: 'textarea' },
    {
      // When this entry's confirmation was queued: one per entry, and one per address a day.
      name: 'welcomedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
    },
    contactField({ source: (row) => CONTACT_SOURCES.waitlist(String(row.program)) }),
  ],
  timestamps: true,
}
