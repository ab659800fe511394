import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { leadsEndpoint } from '@/endpoints/leads'
import { contactField } from '@/fields/contact'
import { SOURCE_COMPONENTS } from '@/fields/sourceLabels'
import { ARCHETYPE_KEYS, DEFAULT_LEAD_SOURCE } from '@/contacts/schema'

/**
 * Everyone who left an e-mail. One row per e-mail and source: a repeat submission updates the row
 * (src/contacts/operations/captureLead.ts). Created only through POST /api/leads, which validates.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'source', 'quizResult', 'createdAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
  },
  // Leads come only from the funnels: POST /api/leads is the public sign-up below, not an admin create.
  access: { create: () => false, read: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [leadsEndpoint],
  defaultSort: '-createdAt',
  indexes: [{ fields: ['email', 'source'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'name', type: 'text' },
    {
      name: 'source',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_LEAD_SOURCE,
      index: true,
      admin: { readOnly: true, components: SOURCE_COMPONENTS },
    },
    {
      name: 'quizResult',
      type: 'select',
      options: ARCHETYPE_KEYS.map((key) => ({ label: key, value: key })),
    },
    {
      name: 'quizAnswers',
      type: 'textarea',
      admin: { description: 'JSON: question id → chosen answer.' },
    },
    { name: 'lastSeenAt', type: 'date', admin: { readOnly: true } },
    {
      // When this row's welcome e-mail was queued: one per row, and one per address a day.
      name: 'welcomedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
    },
    contactField({ source: (row) => String(row.source) }),
  ],
  timestamps: true,
}
