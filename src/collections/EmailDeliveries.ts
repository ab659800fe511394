import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { DELIVERY_STATUSES } from '@/email/campaigns/constants'

/**
 * One row per campaign and contact, unique in the database: the record of who was sent what,
 * when, and whether she opened it or followed a link. A crash, a restart or two workers can never
 * make a second row for her, and every figure of the Email tab is counted from these rows.
 */
export const EmailDeliveries: CollectionConfig = {
  slug: 'email-deliveries',
  labels: { singular: 'E-mail delivery', plural: 'E-mail deliveries' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'campaign', 'status', 'sentAt', 'openedAt', 'clickedAt'],
    group: 'E-mail',
    hidden: true,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['campaign', 'contact'], unique: true }],
  fields: [
    {
      name: 'campaign',
      type: 'relationship',
      relationTo: 'email-campaigns',
      required: true,
      index: true,
    },
    { name: 'contact', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: DELIVERY_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'claimedAt', type: 'date' },
    { name: 'sentAt', type: 'date', index: true },
    { name: 'providerMessageId', type: 'text' },
    { name: 'error', type: 'text' },
    {
      name: 'openedAt',
      type: 'date',
      admin: { description: 'Her first open (opens by a mail privacy proxy are not counted).' },
    },
    { name: 'machineOpenedAt', type: 'date' },
    { name: 'opens', type: 'number', defaultValue: 0 },
    { name: 'clickedAt', type: 'date', index: true },
    { name: 'clicks', type: 'number', defaultValue: 0 },
  ],
  timestamps: true,
}
