import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { booleanCell, centsAdmin } from '@/fields/adminCells'

/**
 * Every checkout started: the payment intent our server created, with the amount our server
 * computed. Pending ones are abandoned checkouts; paid ones have a purchase.
 */
export const CourseOrders: CollectionConfig = {
  slug: 'course-orders',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'amountInCents', 'status', 'mode', 'updatedAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
  },
  access: adminOnly,
  defaultSort: '-updatedAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'paymentIntentId', type: 'text', required: true, unique: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'masterclass',
      options: [
        { label: 'Masterclass', value: 'masterclass' },
        { label: 'Return to the Body, bought later', value: 'bonus-upgrade' },
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
    { name: 'hasReturnToBodyAddon', type: 'checkbox', defaultValue: false, admin: booleanCell },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'paid', 'refunded'].map((value) => ({ label: value, value })),
    },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'stripe',
      options: ['stripe', 'demo'].map((value) => ({ label: value, value })),
    },
  ],
  timestamps: true,
}
