import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'

const links = (name: string, description: string): Field => ({
  name,
  type: 'array',
  admin: { description },
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text', required: true },
  ],
})

/** Pages choose one of these footers (Page → Footer); their words live here. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Pages and content' },
  access: { read: anyone, update: isAdmin },
  fields: [
    links('standardLinks', 'Links of the standard footer (home page).'),
    { name: 'adminLinkLabel', type: 'text', required: true, defaultValue: 'Admin' },
    {
      name: 'contact',
      type: 'group',
      admin: { description: 'The footer with the contact form (About, Work with me).' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'intro', type: 'textarea' },
      ],
    },
    links('masterclassLinks', 'Links of the masterclass footer.'),
    {
      name: 'signup',
      type: 'group',
      admin: { description: 'The sign-up block of the masterclass footer.' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'buttonLabel', type: 'text', required: true },
        { name: 'buttonHref', type: 'text', required: true },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
}
