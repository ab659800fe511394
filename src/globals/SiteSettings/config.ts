import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'siteName', type: 'text', required: true },
    { name: 'ownerName', type: 'text', required: true },
    { name: 'ownerTitle', type: 'text', required: true },
    { name: 'tagline', type: 'textarea' },
    { name: 'supportEmail', type: 'email', required: true },
    {
      name: 'socialProfile',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, defaultValue: 'Instagram' },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'bookingLink',
      type: 'text',
      admin: {
        description:
          'Where an applicant books a call (Calendly or similar). "Schedule Call" e-mails it.',
      },
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
}
