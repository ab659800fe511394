import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'

/** A visit through an affiliate's link. No raw IP address: a salted hash tells repeat visits. */
export const AffiliateClicks: CollectionConfig = {
  slug: 'affiliate-clicks',
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
    { name: 'visitorHash', type: 'text', index: true },
    { name: 'userAgent', type: 'text' },
    { name: 'referrer', type: 'text' },
    { name: 'landingPage', type: 'text' },
  ],
  timestamps: true,
}
