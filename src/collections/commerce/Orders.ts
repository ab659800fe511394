import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { adminOrOwnRows } from '@/access/ownRows'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { refundPurchaseEndpoint } from '@/endpoints/refundPurchase'
import { contactField } from '@/fields/contact'
import { booleanCell, centsAdmin } from '@/fields/adminCells'

/**
 * One order: who bought which offer (with its bumps), what was actually charged after a coupon,
 * who referred her, the payment provider's ids and where it stands. It replaces the purchases
 * and checkout rows of the first shop; every course access (memberships) points at its order.
 * Written only by the commerce operations (checkout, fulfilment, billing, refund).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'offer', 'amountInCents', 'status', 'createdAt'],
    group: 'Products',
  },
  access: { ...adminOnly, read: adminOrOwnRows() },
  endpoints: [refundPurchaseEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'name', type: 'text' },
    { name: 'offer', type: 'relationship', relationTo: 'offers', required: true, index: true },
    {
      name: 'items',
      label: 'What was bought',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'offer', type: 'relationship', relationTo: 'offers', required: true },
        { name: 'label', type: 'text', required: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'offer',
          options: [
            { label: 'The offer', value: 'offer' },
            { label: 'Order bump', value: 'bump' },
          ],
        },
        {
          name: 'listPriceInCents',
          label: 'Catalogue price',
          type: 'number',
          required: true,
          min: 0,
          admin: centsAdmin,
        },
        {
          name: 'amountInCents',
          label: 'Charged',
          type: 'number',
          required: true,
          min: 0,
          admin: centsAdmin,
        },
      ],
    },
    {
      name: 'amountInCents',
      label: 'Charged (each payment)',
      type: 'number',
      required: true,
      min: 0,
      admin: { ...centsAdmin, description: 'After any coupon; for instalments, each payment.' },
    },
    {
      name: 'discountInCents',
      label: 'Coupon discount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: centsAdmin,
    },
    {
      name: 'paidInCents',
      label: 'Paid so far',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { ...centsAdmin, readOnly: true },
    },
    { name: 'coupon', type: 'relationship', relationTo: 'coupons', admin: { readOnly: true } },
    {
      name: 'affiliate',
      label: 'Referred by',
      type: 'relationship',
      relationTo: 'affiliates',
      admin: { readOnly: true },
    },
    {
      name: 'priceType',
      type: 'select',
      required: true,
      defaultValue: 'one-time',
      options: [
        { label: 'Once', value: 'one-time' },
        { label: 'Instalments', value: 'payment-plan' },
        { label: 'Membership', value: 'subscription' },
      ],
    },
    { name: 'installmentsTotal', label: 'Payments in the plan', type: 'number', min: 1 },
    { name: 'installmentsPaid', label: 'Payments made', type: 'number', defaultValue: 0, min: 0 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      admin: { readOnly: true },
      options: [
        { label: 'Checkout started, not paid', value: 'pending' },
        { label: 'Paid', value: 'paid' },
        { label: 'A payment failed (access paused)', value: 'past_due' },
        { label: 'Membership ended', value: 'cancelled' },
        { label: 'Refunded (no access)', value: 'refunded' },
      ],
    },
    {
      name: 'paymentShortfall',
      label: 'The payment did not cover this order',
      type: 'textarea',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Only what the payment covered was opened. Refund it, or open the rest by hand.',
        condition: (data) => Boolean(data?.paymentShortfall),
      },
    },
    { name: 'paidAt', type: 'date', admin: { readOnly: true } },
    { name: 'refundedAt', type: 'date', admin: { readOnly: true } },
    {
      // Refunding is an operation (money, access, referral, revenue), run by this button.
      name: 'refund',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/RefundButton#RefundButton' } },
    },
    {
      name: 'currentPeriodEnd',
      label: 'Paid until',
      type: 'date',
      admin: { readOnly: true, description: 'For instalments and memberships.' },
    },
    {
      name: 'cancelAtPeriodEnd',
      label: 'Ends when the paid period ends',
      type: 'checkbox',
      defaultValue: false,
      admin: { ...booleanCell, readOnly: true },
    },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'stripe',
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: 'Demo (no money moved)', value: 'demo' },
        // A customer she brought from Kajabi or Teachable: access, no payment, no revenue.
        { label: 'Complimentary (brought in by an import)', value: 'complimentary' },
      ],
    },
    {
      name: 'provider',
      label: 'Payment references',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'paymentIntentId', type: 'text', unique: true, index: true },
        { name: 'subscriptionId', type: 'text', unique: true, index: true },
        { name: 'customerId', type: 'text', index: true },
        {
          // The card's own id at Stripe (the same card has the same one on every payment): a
          // referral is refused when the buyer pays with the affiliate's card.
          name: 'cardFingerprint',
          type: 'text',
          index: true,
          admin: { readOnly: true },
        },
        { name: 'checkoutSessionId', type: 'text' },
        {
          name: 'demoCard',
          label: 'Demo card',
          type: 'select',
          admin: { description: 'Demo mode only: how the test card behaves on later payments.' },
          options: [
            { label: 'Always pays', value: 'pays' },
            { label: 'Declines later payments', value: 'declines-later' },
          ],
        },
      ],
    },
    {
      name: 'legacyPurchaseId',
      type: 'number',
      index: true,
      admin: { hidden: true, description: 'The purchase row this order was migrated from.' },
    },
    contactField({
      source: () => CONTACT_SOURCES.purchase,
      status: (row) => (row.status === 'paid' ? 'customer' : undefined),
    }),
  ],
  timestamps: true,
}
