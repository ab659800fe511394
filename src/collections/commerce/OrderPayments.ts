import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { centsAdmin } from '@/fields/adminCells'

/**
 * Each payment of an order — the first, every instalment or renewal — and each failed attempt,
 * once: `providerId` (Stripe's payment intent or invoice id, or the demo's) is unique, so a
 * retried webhook or a repeated demo tick records nothing twice.
 */
export const OrderPayments: CollectionConfig = {
  slug: 'order-payments',
  admin: { hidden: true, useAsTitle: 'providerId' },
  access: adminOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'providerId', type: 'text', required: true, unique: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'first',
      options: [
        { label: 'First payment', value: 'first' },
        { label: 'Instalment or renewal', value: 'renewal' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      options: [
        { label: 'Paid', value: 'paid' },
        { label: 'Failed', value: 'failed' },
        { label: 'Refunded', value: 'refunded' },
      ],
    },
    {
      name: 'amountInCents',
      label: 'Amount',
      type: 'number',
      required: true,
      min: 0,
      admin: centsAdmin,
    },
    { name: 'periodEnd', label: 'Paid until', type: 'date' },
  ],
  timestamps: true,
}
