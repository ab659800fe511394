import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header navigation',
  admin: { group: 'Pages and content' },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      required: true,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', required: true },
        {
          name: 'hideOnCheckout',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Left out of the checkout page’s navigation.' },
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
}
