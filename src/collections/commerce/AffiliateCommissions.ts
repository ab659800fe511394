import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { centsAdmin } from '@/fields/adminCells'

/** What an affiliate earned on one order: pending, approved, paid — or reversed by a refund. */
export const AffiliateCommissions: CollectionConfig = {
  slug: 'affiliate-commissions',
  labels: { singular: 'Commission', plural: 'Commissions' },
  admin: { hidden: true },
  access: adminOnly,
  fields: [
    {
      name: 'affiliate',
      type: 'relationship',
      relationTo: 'affiliates',
      required: true,
      index: true,
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true },
    {
      name: 'commissionInCents',
      label: 'Commission',
      type: 'number',
      required: true,
      min: 0,
      admin: centsAdmin,
    },
    { name: 'commissionRate', type: 'number', required: true, min: 0, max: 1 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Approved', value: 'approved' },
        { label: 'Paid', value: 'paid' },
        { label: 'Reversed (refunded)', value: 'reversed' },
      ],
    },
    { name: 'paidAt', type: 'date' },
  ],
  timestamps: true,
}
