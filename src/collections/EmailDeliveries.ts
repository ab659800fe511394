import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { DELIVERY_STATUSES } from '@/email/campaigns/constants'

/**
 * One row per campaign and contact, or per sequence member and step, unique in the database: the
 * record of who was sent what, when, and whether she opened it or followed a link. A crash, a
 * restart or two workers can never make a second row for her, and every figure of the Email tab
 * is counted from these rows.
 */
export const EmailDeliveries: CollectionConfig = {
  slug: 'email-deliveries',
  labels: { singular: 'E-mail delivery', plural: 'E-mail deliveries' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'campaign', 'status', 'sentAt', 'openedAt', 'clickedAt'],
    group: 'E-mails',
    hidden: true,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  indexes: [
    { fields: ['campaign', 'contact'], unique: true },
    { fields: ['enrollment', 'step'], unique: true },
  ],
  fields: [
    {
      name: 'campaign',
      type: 'relationship',
      relationTo: 'email-campaigns',
      index: true,
    },
    { name: 'sequence', type: 'relationship', relationTo: 'email-sequences', index: true },
    { name: 'enrollment', type: 'relationship', relationTo: 'sequence-enrollments' },
    { name: 'step', type: 'number', admin: { description: 'The sequence step, from 0.' } },
    {
      name: 'message',
      type: 'relationship',
      relationTo: 'email-messages',
      index: true,
      admin: { description: 'A sequence step is sent through the e-mail log.' },
    },
    {
      name: 'links',
      type: 'json',
      admin: { description: 'A sequence step’s links, where its tracked links lead.' },
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
    {
      name: 'bouncedAt',
      type: 'date',
      admin: { description: 'Her address refused this e-mail for good (at sending, or later).' },
    },
    {
      name: 'complainedAt',
      type: 'date',
      admin: { description: 'She marked this e-mail as spam.' },
    },
  ],
  timestamps: true,
}
