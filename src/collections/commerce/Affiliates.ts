import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { booleanCell } from '@/fields/adminCells'

/** Someone who recommends her offers: her link is the site's address with ?ref=<code>. */
export const Affiliates: CollectionConfig = {
  slug: 'affiliates',
  labels: { singular: 'Affiliate', plural: 'Affiliates' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'code', 'commissionRate', 'isActive'],
    group: 'People',
  },
  access: adminOnly,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 50,
      admin: { description: 'Her link is your site with ?ref= and this code.' },
    },
    {
      name: 'commissionRate',
      label: 'Commission',
      type: 'number',
      required: true,
      defaultValue: 0.3,
      min: 0,
      max: 1,
      admin: { description: 'Of what the buyer actually paid: 0.3 is 30%.', step: 0.01 },
    },
    { name: 'paypalEmail', label: 'PayPal e-mail', type: 'email' },
    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, admin: booleanCell },
  ],
  timestamps: true,
}
