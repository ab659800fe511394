import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { ERASURE_ASK_STATUSES, PRIVACY_REQUEST_KINDS } from '@/privacy/constants'

/**
 * What the owner did when someone asked for her data or to be erased: who did it, when, and how
 * many rows of each kind were given or erased. Never the person's address or name (the point of
 * an erasure), so the record can be kept to show the request was answered. A visitor's own ask to
 * be erased ('erasure-asked') waits here for the owner with her contact's id, which her erasure
 * clears when it closes the ask. Written only by the
 * privacy operations (src/privacy/operations): its REST writes are closed.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Data request', plural: 'Data requests' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'status', 'doneBy', 'createdAt'],
    group: 'Settings',
    hidden: true,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: PRIVACY_REQUEST_KINDS.map((value) => ({ label: value, value })),
    },
    {
      name: 'doneBy',
      type: 'text',
      required: true,
      admin: { description: 'The owner’s account.' },
    },
    {
      name: 'status',
      type: 'select',
      options: ERASURE_ASK_STATUSES.map((value) => ({ label: value, value })),
      admin: { description: 'Her own ask to be erased: waiting for you, or done.' },
    },
    {
      name: 'contactId',
      type: 'number',
      index: true,
      admin: { description: 'Whose ask it is, until her erasure clears it.' },
    },
    {
      name: 'remindedAt',
      type: 'date',
      admin: { description: 'When you were reminded of an ask still waiting.' },
    },
    {
      name: 'closedAt',
      type: 'date',
      admin: { description: 'When her ask was done.' },
    },
    {
      name: 'counts',
      type: 'json',
      admin: { description: 'How many rows of each kind were exported, erased or kept.' },
    },
  ],
  timestamps: true,
}
