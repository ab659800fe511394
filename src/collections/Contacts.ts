import type { CollectionConfig, Field } from 'payload'

import { hasAdminRole, isAdmin } from '@/access/isAdmin'
import { isAdminFieldLevel } from '@/access/isAdminFieldLevel'
import { contactAuthEndpoints, contactAuthHooks } from '@/auth/contactRoutes'
import {
  CONSENT_METHOD_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  MARKETING_STATUS_LABELS,
  MARKETING_STATUSES,
  SUBSCRIPTION_CHANGES,
} from '@/contacts/constants'
import { keepSubscriptionInStep, recordContactChanges } from '@/contacts/hooks'
import { memberSessionStrategy } from '@/auth/memberStrategy'
import { SOURCE_COMPONENTS } from '@/fields/sourceLabels'
import { booleanCell } from '@/fields/adminCells'

/**
 * What a signed-in buyer reads of her own contact (REST, GraphQL, `me`, a populated relation):
 * her address, nothing else. The rest is the owner's CRM — her notes, the pipeline status and its
 * history, tags, how the person came in, the subscription's history — and a field added later is
 * the owner's too unless it is named here.
 */
const BUYER_READABLE = new Set(['email'])

const ownerReadsAllBut = (buyerReadable: Set<string>, fields: Field[]): Field[] =>
  fields.map((field) =>
    !('name' in field) || field.type === 'ui' || buyerReadable.has(field.name)
      ? field
      : ({ ...field, access: { ...field.access, read: isAdminFieldLevel } } as Field),
  )

const statusOptions = CONTACT_STATUSES.map((value) => ({
  label: CONTACT_STATUS_LABELS[value],
  value,
}))

/**
 * One person per e-mail address. Every lead, waitlist entry, application, purchase, workshop
 * registration and contact message points at her contact; her subscription lives here, once.
 * Buyers sign in as their contact (the member-session strategy), so `req.user` is the buyer.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Person', plural: 'People' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'sources', 'marketingStatus', 'lastSeenAt'],
    group: 'People',
    listSearchableFields: ['email', 'name'],
  },
  auth: {
    disableLocalStrategy: true,
    strategies: [memberSessionStrategy],
  },
  // Payload's auth routes for contacts go through her member session, or answer 404.
  endpoints: [...contactAuthEndpoints],
  access: {
    // Contacts are made by what she does (src/contacts/record.ts), never typed in.
    create: () => false,
    read: ({ req }) =>
      isAdmin({ req }) ||
      (req.user?.collection === 'contacts' ? { id: { equals: req.user.id } } : false),
    update: isAdmin,
    delete: isAdmin,
    // A buyer's session is for the site, never for the admin panel.
    admin: ({ req }) => hasAdminRole(req.user),
  },
  defaultSort: '-lastSeenAt',
  hooks: {
    beforeChange: [recordContactChanges, keepSubscriptionInStep],
    // A buyer's list, or her contact populated into her purchase: the owner's default order
    // (last seen) is a field she may not read, so her one row is read in id order instead.
    beforeOperation: [
      ({ args, operation, req }) =>
        operation === 'read' &&
        req.user?.collection === 'contacts' &&
        !('sort' in args && args.sort)
          ? { ...args, sort: 'id' }
          : args,
    ],
    ...contactAuthHooks,
  },
  fields: ownerReadsAllBut(BUYER_READABLE, [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'name', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: statusOptions,
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusHistory',
      type: 'array',
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        { name: 'status', type: 'select', required: true, options: statusOptions },
        {
          name: 'changedBy',
          type: 'text',
          admin: { description: 'Who changed it (or "system").' },
        },
        { name: 'changedAt', type: 'date', required: true },
      ],
    },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    {
      name: 'notes',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        { name: 'note', type: 'textarea', required: true },
        { name: 'adminEmail', type: 'email', admin: { readOnly: true } },
        { name: 'createdAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      name: 'sources',
      type: 'text',
      hasMany: true,
      admin: {
        readOnly: true,
        description: 'Every way she came in: funnels, purchases, forms.',
        components: SOURCE_COMPONENTS,
      },
    },
    { name: 'firstSeenAt', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'lastSeenAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'marketingStatus',
      label: 'Marketing e-mail',
      type: 'select',
      required: true,
      defaultValue: 'never_asked',
      index: true,
      options: MARKETING_STATUSES.map((value) => ({
        label: MARKETING_STATUS_LABELS[value],
        value,
      })),
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Campaigns and sequences go only to people who are subscribed.',
      },
    },
    {
      name: 'subscribed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        ...booleanCell,
        readOnly: true,
        position: 'sidebar',
        description: 'Marketing e-mail goes out only while this is on (she is subscribed).',
      },
    },
    {
      // The proof of her yes: kept for as long as she stays subscribed, and after (GDPR art. 7).
      name: 'consent',
      label: 'How she agreed',
      type: 'group',
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.consent?.at),
      },
      fields: [
        { name: 'source', label: 'Where', type: 'text' },
        { name: 'at', label: 'When', type: 'date' },
        { name: 'words', label: 'The words she agreed to', type: 'textarea' },
        {
          name: 'method',
          label: 'How',
          type: 'select',
          options: Object.entries(CONSENT_METHOD_LABELS).map(([value, label]) => ({
            label,
            value,
          })),
        },
        { name: 'confirmedAt', label: 'Confirmed', type: 'date' },
      ],
    },
    {
      name: 'subscriptionChangedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'subscriptionChangedVia',
      type: 'select',
      options: SUBSCRIPTION_CHANGES.map((value) => ({ label: value, value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Identifies her one-click unsubscribe link without putting her address in it.
      name: 'unsubscribeToken',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: isAdminFieldLevel, update: () => false },
      admin: { hidden: true },
    },
  ]),
  timestamps: true,
}
