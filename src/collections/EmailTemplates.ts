import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { EMAIL_TEMPLATES, TEMPLATE_KEYS, type TemplateKey } from '@/email/templates'

/**
 * The words of every e-mail the site sends, edited by the owner: subject, body and button, with
 * merge fields such as {{name}}. Edits are drafts until published; only the published version is
 * sent. The layout (name, footer, unsubscribe link) is the same for all of them.
 */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: { singular: 'E-mail template', plural: 'E-mail templates' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['key', 'subject', 'marketing', 'updatedAt'],
    group: 'Content',
    description: 'What each e-mail says. Publish an edit to send it from the next message on.',
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
      required: true,
      unique: true,
      index: true,
      options: TEMPLATE_KEYS.map((key) => ({ label: key, value: key })),
      admin: {
        position: 'sidebar',
        description: 'Which e-mail this is. The site sends it by this key.',
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
          ({ siblingData }) => EMAIL_TEMPLATES[siblingData.key as TemplateKey]?.marketing ?? false,
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
