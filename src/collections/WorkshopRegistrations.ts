import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { recordConversion } from '@/analytics/recordConversion'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactField } from '@/fields/contact'
import type { WorkshopRegistration } from '@/payload-types'
import { adjustSpots } from '@/workshops/capacity'
import { centsAdmin } from '@/fields/adminCells'

type Status = WorkshopRegistration['paymentStatus']
const holdsSpot = (status: Status | null | undefined) => status === 'pending' || status === 'paid'
const workshopIdOf = (registration: WorkshopRegistration) =>
  typeof registration.workshop === 'object' ? registration.workshop.id : registration.workshop

/*
 * The registration code changes statuses in SQL together with the workshop's count. These hooks
 * keep the count right when the owner changes a status or deletes a registration in the admin
 * (for example a refund made in Stripe's dashboard: marking it "refunded" frees the spot).
 */
const recountOnStatusChange: CollectionAfterChangeHook<WorkshopRegistration> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const before = holdsSpot(previousDoc?.paymentStatus)
  const after = holdsSpot(doc.paymentStatus)
  if (before !== after) await adjustSpots(req, workshopIdOf(doc), after ? 1 : -1)
  // A paid place the owner marks refunded is money given back, as Stripe's refund event records.
  if (previousDoc?.paymentStatus === 'paid' && doc.paymentStatus === 'refunded') {
    await recordConversion(req, {
      eventType: 'workshop_refund',
      eventValue: -(doc.amountPaidInCents ?? 0) / 100,
      userEmail: doc.participantEmail,
      metadata: { registrationId: doc.id, paymentIntentId: doc.paymentIntentId ?? null },
    })
  }
  return doc
}

const recountOnDelete: CollectionAfterDeleteHook<WorkshopRegistration> = async ({ doc, req }) => {
  if (holdsSpot(doc.paymentStatus)) await adjustSpots(req, workshopIdOf(doc), -1)
  return doc
}

/**
 * A place in a workshop. Created pending by POST /api/workshop/<slug>/register, which holds a
 * spot while she pays; Stripe's checkout.session.completed marks it paid, and an expired checkout
 * gives the spot back. Written by the server only; the owner reads and corrects.
 */
export const WorkshopRegistrations: CollectionConfig = {
  slug: 'workshop-registrations',
  labels: { singular: 'Workshop registration', plural: 'Workshop registrations' },
  admin: {
    useAsTitle: 'participantEmail',
    defaultColumns: [
      'participantName',
      'participantEmail',
      'workshopTitle',
      'paymentStatus',
      'registrationDate',
    ],
    group: 'Products',
  },
  access: adminOnly,
  defaultSort: '-registrationDate',
  hooks: { afterChange: [recountOnStatusChange], afterDelete: [recountOnDelete] },
  fields: [
    {
      name: 'workshop',
      type: 'relationship',
      relationTo: 'workshops',
      required: true,
      index: true,
    },
    {
      name: 'workshopTitle',
      type: 'text',
      admin: { description: 'The title when she registered, kept if the workshop changes.' },
    },
    { name: 'participantName', type: 'text', required: true },
    { name: 'participantEmail', type: 'email', required: true, index: true },
    {
      name: 'paymentStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending (checkout open, spot held)', value: 'pending' },
        { label: 'Paid', value: 'paid' },
        { label: 'Expired (never paid, spot released)', value: 'expired' },
        { label: 'Refunded (spot released)', value: 'refunded' },
      ],
    },
    {
      name: 'priceInCents',
      label: 'Price',
      type: 'number',
      required: true,
      min: 0,
      admin: { ...centsAdmin, description: 'The price when she registered.' },
    },
    {
      name: 'amountPaidInCents',
      label: 'Amount paid',
      type: 'number',
      min: 0,
      admin: { ...centsAdmin, description: 'What the payment provider collected.' },
    },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'stripe',
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: 'Demo (no money moved)', value: 'demo' },
      ],
    },
    {
      name: 'checkoutSessionId',
      label: 'Checkout reference (Stripe)',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'paymentIntentId',
      label: 'Payment reference (Stripe)',
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'registrationDate',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'An unpaid registration gives its spot back after this.',
      },
    },
    { name: 'paidAt', type: 'date', admin: { readOnly: true } },
    {
      // Who held the spot, as our server saw her: a client may hold only a few unpaid spots.
      name: 'clientAddress',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    contactField({
      emailField: 'participantEmail',
      nameField: 'participantName',
      source: () => CONTACT_SOURCES.workshop,
    }),
  ],
  timestamps: true,
}
