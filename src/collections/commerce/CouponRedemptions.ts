import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'

/**
 * One use of a coupon by one checkout. `buyerKey` is unique: coupon:e-mail for a once-per-buyer
 * code, coupon:order:id otherwise, so the database itself refuses a second use.
 */
export const CouponRedemptions: CollectionConfig = {
  slug: 'coupon-redemptions',
  admin: { hidden: true, useAsTitle: 'buyerKey' },
  access: adminOnly,
  fields: [
    { name: 'coupon', type: 'relationship', relationTo: 'coupons', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'buyerKey', type: 'text', required: true, unique: true },
    {
      // A keyed hash of the network address of the checkout holding it, only while it holds:
      // one address holds one use of a code at a time (src/commerce/coupons/hold.ts).
      name: 'clientKey',
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'held',
      index: true,
      options: [
        { label: 'Held by a checkout', value: 'held' },
        { label: 'Redeemed (paid)', value: 'redeemed' },
        { label: 'Released', value: 'released' },
      ],
    },
  ],
  timestamps: true,
}
