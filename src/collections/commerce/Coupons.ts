import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { booleanCell, centsAdmin } from '@/fields/adminCells'

/**
 * A discount code. The checkout validates and applies it on the server; redemptions are counted
 * by one conditional UPDATE, so a code limited to 10 is used exactly 10 times under a race.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'Coupon', plural: 'Coupons' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'discountType', 'redemptionCount', 'maxRedemptions', 'isActive'],
    group: 'Products',
  },
  access: adminOnly,
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 50,
      admin: {
        description: 'What buyers type, e.g. SPRING25. Capitals and lower case are the same.',
      },
    },
    {
      name: 'discountType',
      label: 'Discount',
      type: 'select',
      required: true,
      defaultValue: 'percent',
      options: [
        { label: 'Percent off', value: 'percent' },
        { label: 'Dollars off', value: 'amount' },
      ],
    },
    {
      name: 'percentOff',
      label: 'Percent off',
      type: 'number',
      min: 1,
      max: 100,
      admin: { condition: (_, sibling) => sibling?.discountType === 'percent' },
    },
    {
      name: 'amountOffInCents',
      label: 'Dollars off',
      type: 'number',
      min: 1,
      admin: { ...centsAdmin, condition: (_, sibling) => sibling?.discountType === 'amount' },
    },
    {
      name: 'offers',
      label: 'Works on',
      type: 'relationship',
      relationTo: 'offers',
      hasMany: true,
      required: true,
      admin: { description: 'The code is refused on any other offer.' },
    },
    { name: 'expiresAt', label: 'Expires', type: 'date' },
    {
      name: 'maxRedemptions',
      label: 'How many times it can be used',
      type: 'number',
      min: 1,
      admin: { description: 'Empty: no limit.' },
    },
    {
      name: 'oncePerBuyer',
      label: 'Once per buyer',
      type: 'checkbox',
      defaultValue: true,
      admin: booleanCell,
    },
    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, admin: booleanCell },
    {
      name: 'redemptionCount',
      label: 'Used',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { readOnly: true },
    },
  ],
  timestamps: true,
}
