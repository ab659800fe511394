import { APIError, type CollectionConfig, type FieldAccess, type FieldHook } from 'payload'

import { publicContent } from '@/access/publicContent'
import { lockedSlugMessage, productUses } from '@/commerce/productUse'
import { COURSE_PRICE_OPERATION, isCourseProduct } from '@/courses/coursePrice'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { queueStripeSync } from '@/commerce/billing/syncHook'
import { booleanCell, centsAdmin } from '@/fields/adminCells'
import { webAddressDescription } from '@/fields/webAddress'

/**
 * Once anything uses the product (the checkout sells it by this address, a course, workshop,
 * e-mail sequence or page names it), its web address stays: the change is refused for everyone,
 * REST and Local API alike, with the reason in words. Runs before field access, so a caller whose
 * change access would drop silently is told instead.
 */
const keepUsedWebAddress: FieldHook = async ({ value, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc?.id || value === undefined) return value
  if (value === originalDoc.slug) return value
  const uses = await productUses(req, originalDoc)
  if (uses.length > 0) throw new APIError(lockedSlugMessage(uses), 400, undefined, true)
  return value
}

/** The admin shows the web address read-only once the product is used (see the hook above). */
const webAddressEditable: FieldAccess = async ({ req, doc, id }) => {
  const productId = doc?.id ?? id
  if (productId === undefined) return true
  return (await productUses(req, { id: productId, slug: doc?.slug })).length === 0
}

/**
 * A course's price is set on the Admin Center's Courses tab (its form keeps title, price and
 * publishing together); here it is read-only, so the price is edited in one place.
 */
const priceEditable: FieldAccess = async ({ req, doc, id }) => {
  if (req.context?.[COURSE_PRICE_OPERATION] === true) return true
  const productId = doc?.id ?? id
  return productId === undefined || !(await isCourseProduct(req, productId))
}

const WEB_ADDRESS_HINT =
  'Lowercase words joined by hyphens, e.g. masterclass. Its checkout link is /checkout?offer= followed by this (add &coupon=CODE to apply a code). Locked once the checkout sells it (your main offer, or it has buyers) or a course, workshop, page or e-mail sequence uses it; to sell under another address, make a new offer.'

const COURSE_PRICE_NOTE =
  'A course’s price is set on the Courses tab of the Admin Center (Overview → Courses); there, not here.'

/**
 * The one place prices live. Pages, checkout and the workshop read these records; amounts are
 * whole cents so no rounding ever happens on the way to the payment provider (she types dollars).
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: 'Offer', plural: 'Offers' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'priceInCents', 'priceType', 'isActive'],
    group: 'Products',
    description:
      'What the site sells, with its price: once, in instalments or as a membership, with order bumps. Courses, workshops and pages show these prices, so a change here shows everywhere. Your main offer (Site settings) is sold at /checkout; any other at /checkout?offer= followed by its web address.',
  },
  access: publicContent,
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'As buyers see it.' } },
    {
      name: 'slug',
      label: 'Web address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { update: webAddressEditable },
      hooks: { beforeValidate: [keepUsedWebAddress] },
      admin: {
        description: WEB_ADDRESS_HINT,
        components: webAddressDescription(undefined, WEB_ADDRESS_HINT),
      },
    },
    {
      name: 'priceInCents',
      label: 'Price',
      type: 'number',
      required: true,
      min: 0,
      access: { update: priceEditable },
      admin: { ...centsAdmin, description: `What the buyer pays. ${COURSE_PRICE_NOTE}` },
    },
    {
      name: 'compareAtPriceInCents',
      label: 'List price before the sale',
      type: 'number',
      min: 0,
      access: { update: priceEditable },
      admin: {
        ...centsAdmin,
        description: 'Optional: shown struck through beside the price, higher than it.',
      },
    },
    { name: 'description', type: 'textarea' },
    {
      name: 'isActive',
      label: 'On sale',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        ...booleanCell,
        description:
          'Untick to stop selling it: its checkout then says it is not on sale, and it is no longer shown as a bump. Buyers keep what they bought.',
      },
    },
    {
      name: 'courses',
      label: 'Courses it opens',
      type: 'relationship',
      relationTo: 'courses',
      hasMany: true,
      admin: { description: 'A buyer can watch these courses once she has paid.' },
    },
    {
      name: 'includesBonusLessons',
      label: 'Opens the bonus lessons',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        ...booleanCell,
        description:
          'For a bonus: it opens the bonus lessons of the courses above, so it is sold only to someone who owns them or buys them in the same order.',
      },
    },
    {
      name: 'priceType',
      label: 'How she pays',
      type: 'select',
      defaultValue: 'one-time',
      options: [
        { label: 'Once', value: 'one-time' },
        { label: 'In instalments (payment plan)', value: 'payment-plan' },
        { label: 'Every month or year (membership)', value: 'subscription' },
      ],
    },
    {
      name: 'installments',
      label: 'Number of payments',
      type: 'number',
      min: 2,
      max: 12,
      admin: {
        condition: (_, sibling) => sibling?.priceType === 'payment-plan',
        description: 'The price above is charged this many times.',
      },
    },
    {
      name: 'billingInterval',
      label: 'How often',
      type: 'select',
      defaultValue: 'month',
      options: [
        { label: 'Every week', value: 'week' },
        { label: 'Every month', value: 'month' },
        { label: 'Every year', value: 'year' },
      ],
      admin: {
        condition: (_, sibling) => sibling?.priceType !== 'one-time',
        description: 'For instalments and memberships: the price above is charged this often.',
      },
    },
    {
      name: 'trialDays',
      label: 'Free trial (days)',
      type: 'number',
      min: 0,
      max: 365,
      admin: { condition: (_, sibling) => sibling?.priceType === 'subscription' },
    },
    {
      name: 'bumps',
      label: 'Order bumps',
      type: 'array',
      labels: { singular: 'Bump', plural: 'Bumps' },
      admin: {
        description:
          'Other offers shown as a tick box at checkout, at the price you set here (e.g. a bonus for $20 more).',
      },
      fields: [
        { name: 'offer', type: 'relationship', relationTo: 'offers', required: true },
        {
          name: 'priceInCents',
          label: 'Price with this offer',
          type: 'number',
          required: true,
          min: 0,
          admin: centsAdmin,
        },
        {
          name: 'pitch',
          label: 'Line beside the tick box',
          type: 'text',
          admin: { description: 'One sentence on why to add it, shown under its name.' },
        },
      ],
    },
    {
      name: 'stripe',
      label: 'Stripe',
      type: 'group',
      admin: {
        position: 'sidebar',
        description: 'Kept in step with Stripe automatically when Stripe is set up.',
      },
      fields: [
        { name: 'productId', label: 'Stripe product', type: 'text', admin: { readOnly: true } },
        { name: 'priceId', label: 'Stripe price', type: 'text', admin: { readOnly: true } },
        {
          name: 'priceKey',
          type: 'text',
          admin: { readOnly: true, hidden: true },
        },
        { name: 'syncedAt', label: 'Last kept in step', type: 'date', admin: { readOnly: true } },
        {
          name: 'syncError',
          label: 'What went wrong with Stripe',
          type: 'text',
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'includes',
      label: 'What is included',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      fields: [{ name: 'item', type: 'text', required: true }],
    },
  ],
  hooks: {
    afterChange: [revalidateEverywhere, queueStripeSync],
    afterDelete: [revalidateEverywhere],
  },
  timestamps: true,
}
