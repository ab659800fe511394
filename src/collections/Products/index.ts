import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { centsAdmin } from '@/fields/adminCells'

/**
 * The one place prices live. Pages, checkout and the workshop read these records; amounts are
 * whole cents so no rounding ever happens on the way to the payment provider.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'priceInCents', 'compareAtPriceInCents'],
    group: 'Products',
  },
  access: publicContent,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: 'Used by the code: masterclass, return-to-the-body, holy-mess-workshop.',
      },
    },
    {
      name: 'priceInCents',
      label: 'Price',
      type: 'number',
      required: true,
      min: 0,
      admin: { ...centsAdmin, description: 'What the buyer pays (stored in cents).' },
    },
    {
      name: 'compareAtPriceInCents',
      label: 'Compare-at price',
      type: 'number',
      min: 0,
      admin: { ...centsAdmin, description: 'The struck-through list price (optional).' },
    },
    { name: 'description', type: 'textarea' },
    {
      name: 'includes',
      type: 'array',
      fields: [{ name: 'item', type: 'text', required: true }],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
  timestamps: true,
}
