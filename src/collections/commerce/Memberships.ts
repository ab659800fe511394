import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { adminOrOwnRows } from '@/access/ownRows'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactField } from '@/fields/contact'
import { booleanCell } from '@/fields/adminCells'

/**
 * Course access (the spec's memberships): one row per order and course, from when until when,
 * and whether it is open, paused by a failed payment or ended. Every access check reads these;
 * only the commerce operations write them (see src/commerce/orders).
 */
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  labels: { singular: 'Course access', plural: 'Course access' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'course', 'status', 'startsAt', 'endsAt'],
    group: 'Products',
  },
  access: { ...adminOnly, read: adminOrOwnRows() },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'offer', type: 'relationship', relationTo: 'offers' },
    {
      name: 'orderCourse',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true, description: 'order id:course id — one row per order and course.' },
    },
    {
      name: 'includesBonusLessons',
      label: 'With the bonus lessons',
      type: 'checkbox',
      defaultValue: false,
      admin: booleanCell,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Open', value: 'active' },
        { label: 'Paused (a payment failed)', value: 'paused' },
        { label: 'Ended', value: 'ended' },
      ],
    },
    { name: 'startsAt', label: 'From', type: 'date', required: true },
    {
      name: 'endsAt',
      label: 'Until',
      type: 'date',
      admin: { description: 'Empty: for good.' },
    },
    { name: 'lastAccessedAt', type: 'date', admin: { readOnly: true } },
    contactField({ source: () => CONTACT_SOURCES.purchase }),
  ],
  timestamps: true,
}
