import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { READ_ONLY_DATA } from '@/fields/readOnlyData'

/** Money events for the owner's revenue figures: purchases, refunds, workshop registrations. */
export const ConversionEvents: CollectionConfig = {
  slug: 'conversion-events',
  admin: {
    useAsTitle: 'eventType',
    defaultColumns: ['eventType', 'eventValue', 'userEmail', 'createdAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
  },
  access: adminOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventType', type: 'text', required: true, index: true },
    {
      name: 'eventValue',
      type: 'number',
      admin: { description: 'Dollars; negative for a refund.' },
    },
    { name: 'userEmail', type: 'email', index: true },
    {
      name: 'metadata',
      type: 'json',
      admin: { readOnly: true, components: { Field: READ_ONLY_DATA } },
    },
  ],
  timestamps: true,
}
