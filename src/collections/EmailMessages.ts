import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { ownerDayFilter } from '@/email/log/dayFilter'
import { READ_ONLY_DATA } from '@/fields/readOnlyData'
import { ON_HER_CLOCK } from '@/fields/herClock'

/** Dates in the log's list on her clock (src/fields/herClock). */
const OWNER_DATE_CELL = ON_HER_CLOCK.Cell

/**
 * Every e-mail the site sends, from the moment it is queued: whom, which template, its status
 * and attempts, the provider's message id, and the rendered message itself (shown in the admin
 * in a sandboxed frame). Without SMTP_URL this is where messages stay to be read.
 */
export const EmailMessages: CollectionConfig = {
  slug: 'email-messages',
  labels: { singular: 'E-mail message', plural: 'E-mail log' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'template', 'status', 'attempts', 'sentAt', 'createdAt'],
    group: 'E-mails',
    description:
      'Every e-mail the site sent or is sending. Until the e-mail server is set up (Overview → Settings, launch checklist), messages are kept here instead of being delivered.',
  },
  access: { create: () => false, read: isAdmin, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'email', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'contacts',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'template', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed (will retry)', value: 'failed' },
        { label: 'Skipped (unsubscribed)', value: 'skipped' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'provider', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'providerMessageId',
      label: 'Reference from the e-mail provider',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'sentAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        components: { Cell: OWNER_DATE_CELL },
      },
    },
    {
      // Payload's own timestamp, declared to show it on her clock in the list.
      name: 'createdAt',
      label: 'Queued',
      type: 'date',
      // As Payload's own: indexed (the list sorts by it), not shown in the form.
      index: true,
      admin: { hidden: true, disableBulkEdit: true, components: { Cell: OWNER_DATE_CELL } },
    },
    { name: 'error', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'rendered',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/RenderedEmail#RenderedEmail' } },
    },
    {
      name: 'html',
      label: 'The e-mail as sent',
      type: 'code',
      admin: { readOnly: true, language: 'html', components: { Field: READ_ONLY_DATA } },
    },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    {
      // A call invitation's calendar file, sent attached as invitation.ics.
      name: 'calendar',
      label: 'Attached: invitation.ics',
      type: 'textarea',
      admin: {
        readOnly: true,
        description: 'The calendar file sent with this e-mail, which she can add to her calendar.',
        condition: (data) => Boolean(data?.calendar),
      },
    },
    {
      name: 'links',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'Links in the message.',
        components: { Field: READ_ONLY_DATA },
      },
    },
    { name: 'replyTo', type: 'email', admin: { readOnly: true } },
    {
      name: 'unsubscribeUrl',
      label: 'Unsubscribe link',
      type: 'text',
      admin: { readOnly: true, description: 'Marketing mail only.' },
    },
  ],
  timestamps: true,
  // A day picked in the list's filter is her whole day (see dayFilter), not noon UTC onwards.
  hooks: { beforeOperation: [ownerDayFilter] },
}
