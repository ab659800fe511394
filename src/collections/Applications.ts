import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { isAdminFieldLevel } from '@/access/isAdminFieldLevel'
import { APPLICATION_QUESTIONS, DECISION_OPERATION } from '@/applications/schema'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { applicationsEndpoint } from '@/endpoints/applications'
import { contactField } from '@/fields/contact'
import { ON_HER_CLOCK } from '@/fields/herClock'

const APPLICATION_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Accepted', value: 'accepted' },
  { label: 'Declined', value: 'declined' },
  { label: 'Call scheduled', value: 'call-scheduled' },
] as const

/**
 * Mentorship applications from /apply. Written only by POST /api/applications (validated there,
 * and a repeat within a minute refreshes the same row); the owner reads them and decides.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'status', 'createdAt'],
    group: 'Applications',
    listSearchableFields: ['name', 'email'],
  },
  access: adminOnly,
  endpoints: [applicationsEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...APPLICATION_STATUSES],
      admin: { position: 'sidebar' },
      // Changed only by the decision operation, which also e-mails her.
      access: { update: ({ req }) => req.context?.[DECISION_OPERATION] === true },
    },
    {
      name: 'decidedAt',
      label: 'Decided',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        components: ON_HER_CLOCK,
      },
    },
    { name: 'decidedBy', type: 'email', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'callAt',
      label: 'Call',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The call you proposed, when you picked a time.',
        date: { pickerAppearance: 'dayAndTime' },
        components: ON_HER_CLOCK,
      },
    },
    {
      // Payload's own timestamp, declared to show it on her clock.
      name: 'createdAt',
      label: 'Applied',
      type: 'date',
      // As Payload's own: indexed (the list sorts by it).
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableBulkEdit: true,
        components: ON_HER_CLOCK,
      },
    },
    {
      name: 'decisionEmails',
      type: 'relationship',
      relationTo: 'email-messages',
      hasMany: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    ...APPLICATION_QUESTIONS.map(({ name, label, question }) => ({
      name,
      label,
      type: 'textarea' as const,
      required: true,
      admin: { description: question },
    })),
    {
      // The address, on its latest application only: see src/applications/operations/submitApplication.ts.
      name: 'dedupeKey',
      type: 'text',
      unique: true,
      index: true,
      access: { read: isAdminFieldLevel, update: () => false },
      admin: { hidden: true },
    },
    contactField({ source: () => CONTACT_SOURCES.application }),
  ],
  timestamps: true,
}
