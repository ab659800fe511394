import type { CollectionConfig, FieldHook, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { normaliseCouponCode } from '@/commerce/coupons/code'
import { booleanCell, centsAdmin } from '@/fields/adminCells'

/** Codes are kept in capitals without spaces around them: what buyers type matches either way. */
const tidyCode: FieldHook = ({ value }) =>
  typeof value === 'string' ? normaliseCouponCode(value) : value

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/

const validCode: Validate<string | null | undefined> = (value) =>
  !value
    ? 'Please give the code buyers will type.'
    : CODE_PATTERN.test(normaliseCouponCode(value))
      ? true
      : 'Use letters, numbers, hyphens or underscores only (no spaces), e.g. SPRING25.'

/** The discount asked for by the type chosen: a percent, or dollars. */
const neededFor =
  (type: 'percent' | 'amount', message: string): Validate<number | null | undefined> =>
  (value, { siblingData }) =>
    (siblingData as { discountType?: string })?.discountType !== type ||
    (typeof value === 'number' && value > 0) ||
    message

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
    description:
      'Discount codes buyers type at checkout ("Have a code?") or follow in a link ending ?coupon=CODE. The checkout works out the price itself; a code never takes a payment below $0.50.',
  },
  // Hers to make, change and remove in the admin (the count is written only by the checkout).
  access: { create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 50,
      validate: validCode,
      hooks: { beforeValidate: [tidyCode] },
      admin: {
        description:
          'What buyers type, e.g. SPRING25 (letters, numbers and hyphens). Capitals and lower case are the same.',
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
      validate: neededFor('percent', 'How many percent off? 1 to 100.'),
      admin: {
        condition: (_, sibling) => sibling?.discountType === 'percent',
        description: 'Taken off every payment of the offers below (each instalment, each month).',
      },
    },
    {
      name: 'amountOffInCents',
      label: 'Dollars off',
      type: 'number',
      min: 1,
      validate: neededFor('amount', 'How many dollars off?'),
      admin: {
        ...centsAdmin,
        condition: (_, sibling) => sibling?.discountType === 'amount',
        description: 'Taken off each payment of the offers below (each instalment, each month).',
      },
    },
    {
      name: 'offers',
      label: 'Works on',
      type: 'relationship',
      relationTo: 'offers',
      hasMany: true,
      required: true,
      admin: {
        description:
          'The code is refused on any other offer, with a message saying so. An order bump is discounted only if it is listed here too.',
      },
    },
    {
      name: 'expiresAt',
      label: 'Expires',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty: it never expires. After this moment buyers are told it has expired.',
      },
    },
    {
      name: 'maxRedemptions',
      label: 'How many times it can be used',
      type: 'number',
      min: 1,
      admin: {
        description:
          'Empty: no limit. A checkout holds one use while she pays; one left unpaid for 30 minutes gives it back, and one network address holds one use at a time.',
      },
    },
    {
      name: 'oncePerBuyer',
      label: 'Once per buyer',
      type: 'checkbox',
      defaultValue: true,
      admin: { ...booleanCell, description: 'Each e-mail address can use it once.' },
    },
    {
      name: 'isActive',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      admin: { ...booleanCell, description: 'Untick to stop the code working at once.' },
    },
    {
      name: 'redemptionCount',
      label: 'Used',
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'Paid orders and checkouts in progress that used it. Counted by the checkout.',
      },
    },
  ],
  timestamps: true,
}
