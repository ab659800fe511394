import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { isAdmin } from '@/access/isAdmin'
import { AFFILIATE_CODE_PATTERN, normaliseCode } from '@/affiliates/schema'
import { booleanCell } from '@/fields/adminCells'

/**
 * Someone who recommends her offers: her link is the site's address with ?ref=<code>. A purchase
 * within 30 days of following it earns her a commission (src/affiliates). The owner adds and edits
 * affiliates here; their figures, approvals, payments and the e-mail with the link to their own
 * page are in the Admin Center (Courses → Affiliates).
 */
export const Affiliates: CollectionConfig = {
  slug: 'affiliates',
  labels: { singular: 'Affiliate', plural: 'Affiliates' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'code', 'commissionRate', 'isActive'],
    group: 'People',
    description:
      'People who recommend your offers and earn a share of the sales. Their clicks, sales and commissions — and the e-mail that sends each her own page — are in the Admin Center under Courses → Affiliates.',
  },
  // Unlike the records the server writes, she creates affiliates herself.
  access: { ...adminOnly, create: isAdmin },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'As she will see it on her page and in her e-mail.' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      admin: {
        description:
          'Where the link to her page is sent. A purchase made with this same address earns no commission (no self-referral).',
      },
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 50,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseCode(value) : value)],
      },
      validate: (value: unknown) =>
        typeof value === 'string' && AFFILIATE_CODE_PATTERN.test(value)
          ? true
          : 'Use letters, digits, - or _ only (at most 50), e.g. jane or jane-doe.',
      admin: {
        description:
          'Her link is your site’s address with ?ref= and this code, e.g. https://yoursite.com/?ref=jane. Changing it stops her old link from counting.',
      },
    },
    {
      name: 'commissionRate',
      label: 'Commission',
      type: 'number',
      required: true,
      defaultValue: 0.3,
      min: 0,
      max: 1,
      admin: {
        description:
          'Her share of what the buyer actually paid (after any coupon): 0.3 is 30%. A change applies to later sales only.',
        step: 0.01,
      },
    },
    {
      name: 'paypalEmail',
      label: 'PayPal e-mail',
      type: 'email',
      admin: { description: 'Where you pay her, if not her e-mail above. Shown in the export.' },
    },
    {
      name: 'isActive',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        ...booleanCell,
        description:
          'Untick to stop her link from counting and her page from opening; her past figures are kept.',
      },
    },
  ],
  timestamps: true,
}
