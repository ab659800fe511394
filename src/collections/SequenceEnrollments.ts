import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { ENROLLMENT_STATUSES, EXIT_REASONS } from '@/email/sequences/constants'

/**
 * Who is in which sequence, at which step, and when the next one is due: one row per sequence and
 * contact, unique in the database, so nobody starts a sequence twice. Written only by the
 * sequence engine (src/email/sequences).
 */
export const SequenceEnrollments: CollectionConfig = {
  slug: 'sequence-enrollments',
  labels: { singular: 'Sequence member', plural: 'Sequence members' },
  admin: { group: 'E-mails', hidden: true },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['sequence', 'contact'], unique: true }],
  fields: [
    { name: 'sequence', type: 'relationship', relationTo: 'email-sequences', required: true },
    { name: 'contact', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: ENROLLMENT_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      name: 'exitReason',
      type: 'select',
      options: Object.entries(EXIT_REASONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'nextStep', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextStepAt', type: 'date', index: true },
    {
      name: 'data',
      type: 'json',
      admin: { description: 'What the trigger knew: her quiz result, the program she joined.' },
    },
  ],
  timestamps: true,
}
