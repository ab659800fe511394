import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { adminOrOwnRows } from '@/access/ownRows'
import { REFUND_OPERATION } from '@/commerce/operations/refundPurchase'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { refundPurchaseEndpoint } from '@/endpoints/refundPurchase'
import { contactField } from '@/fields/contact'
import { booleanCell, centsAdmin } from '@/fields/adminCells'

/**
 * A paid order, written only by the fulfilment code after Stripe (or the labelled demo mode)
 * confirmed the payment. The unique payment-intent id makes a retried webhook a no-op.
 */
export const Purchases: CollectionConfig = {
  slug: 'purchases',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'amountInCents', 'hasReturnToBodyAddon', 'status', 'createdAt'],
    group: 'Products',
  },
  access: { ...adminOnly, read: adminOrOwnRows() },
  endpoints: [refundPurchaseEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'paymentIntentId',
      label: 'Payment reference (Stripe)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'amountInCents',
      label: 'Amount',
      type: 'number',
      required: true,
      min: 0,
      admin: centsAdmin,
    },
    {
      name: 'includesMasterclass',
      type: 'checkbox',
      defaultValue: true,
      admin: { ...booleanCell, description: 'False for a bonus bought later on its own.' },
    },
    { name: 'hasReturnToBodyAddon', type: 'checkbox', defaultValue: false, admin: booleanCell },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      index: true,
      // Refunding is an operation (money, access, revenue), run by the Refund button below.
      access: { update: ({ req }) => req.context?.[REFUND_OPERATION] === true },
      admin: { readOnly: true },
      options: [
        { label: 'Paid', value: 'paid' },
        { label: 'Refunded (no access)', value: 'refunded' },
      ],
    },
    { name: 'refundedAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'refund',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/RefundButton#RefundButton' } },
    },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'stripe',
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: 'Demo (no money moved)', value: 'demo' },
      ],
    },
    contactField({
      source: () => CONTACT_SOURCES.purchase,
      status: (row) => (row.status === 'paid' ? 'customer' : undefined),
    }),
  ],
  timestamps: true,
}
