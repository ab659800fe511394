import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { EMAIL_TEMPLATES, TEMPLATE_KEYS, type TemplateKey } from '@/email/templates'

/**
 * The words of every e-mail the site sends, edited by the owner: subject, body and button, with
 * merge fields such as {{name}}. Edits are drafts until published; only the published version is
 * sent. The layout (name, footer, unsubscribe link) is the same for all of them. The site's own
 * e-mails have a key; the ones she writes herself (for her sequences) have none and are
 * marketing mail, with the unsubscribe link.
 */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: { singular: 'E-mail template', plural: 'E-mail templates' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'key', 'marketing', 'updatedAt'],
    group: 'Content',
    description:
      'What each e-mail says. Publish an edit to send it from the next message on. Create your own for your sequences.',
  },
  access: {
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    readVersions: isAdmin,
  },
  versions: { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 30 },
  fields: [
    {
      name: 'key',
      type: 'select',
      unique: true,
      index: true,
      options: TEMPLATE_KEYS.map((key) => ({ label: key, value: key })),
      admin: {
        position: 'sidebar',
        description:
          'Which of the site’s own e-mails this is. Empty for an e-mail you wrote for a sequence.',
        condition: (data) => Boolean(data?.key),
      },
      access: { update: () => false },
    },
    {
      name: 'marketing',
      type: 'checkbox',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Marketing mail carries the unsubscribe link and stops when she unsubscribes.',
      },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            siblingData.key
              ? (EMAIL_TEMPLATES[siblingData.key as TemplateKey]?.marketing ?? false)
              : true,
        ],
      },
    },
    {
      name: 'mergeFields',
      type: 'ui',
      admin: {
        components: { Field: '@/components/admin/MergeFields#MergeFields' },
      },
    },
    {
      name: 'name',
      type: 'text',
      admin: { description: 'Your own name for it, shown when you pick it for a sequence step.' },
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', admin: { width: '40%' } },
        {
          name: 'buttonUrl',
          type: 'text',
          admin: { width: '60%', description: 'May use merge fields, e.g. {{accessLink}}.' },
        },
      ],
    },
  ],
  timestamps: true,
}
