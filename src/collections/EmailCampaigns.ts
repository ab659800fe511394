import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { CAMPAIGN_STATUSES } from '@/email/campaigns/constants'

/**
 * The owner's broadcasts: one e-mail to an audience of her list, sent now or at a time she picks.
 * Written only through the campaign operations (the Email tab), so no send skips their checks:
 * the collection's own write routes are closed. What each recipient got is in email-deliveries.
 */
export const EmailCampaigns: CollectionConfig = {
  slug: 'email-campaigns',
  labels: { singular: 'Campaign', plural: 'Campaigns' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'audience', 'status', 'sentAt'],
    group: 'E-mails',
    // The Email tab of the Admin Center is where she writes and sends them.
    hidden: true,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'subject', type: 'text', required: true },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      admin: { description: 'Plain text with merge fields such as {{name}}; links are tracked.' },
    },
    // Not indexed: nothing looks a campaign up by its audience, and people chosen one by one
    // (`people:<ids>`, up to 500) make a value longer than an index row may be.
    { name: 'audience', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: CAMPAIGN_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'archived', type: 'checkbox', defaultValue: false, index: true },
    { name: 'scheduledFor', type: 'date', index: true },
    { name: 'startedAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
    {
      name: 'recipientCount',
      type: 'number',
      admin: { description: 'How many addresses the send was for, fixed when it starts.' },
    },
    { name: 'createdBy', type: 'email' },
  ],
  timestamps: true,
}
