import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { DEFAULT_CAPACITY, DEFAULT_TIME_ZONE } from '@/workshops/constants'
import { booleanCell } from '@/fields/adminCells'
import { webAddressDescription } from '@/fields/webAddress'
import { revalidateEverywhere } from '@/content/revalidate'

/**
 * A live workshop, shown at /workshop/<slug>. Its price is the linked product's, so the owner
 * changes a price in one place. To reschedule she edits "Starts at" (and its time zone); a
 * workshop whose start has passed shows that it is over and takes no more registrations.
 */
export const Workshops: CollectionConfig = {
  slug: 'workshops',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'currentRegistrations', 'maxParticipants', 'isActive'],
    group: 'Products',
  },
  access: publicContent,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      label: 'Web address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 255,
      validate: (value: string | null | undefined) =>
        !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lowercase letters, digits and single hyphens, e.g. holy-mess.',
      hooks: { beforeDuplicate: [({ value }) => `${value}-copy`] },
      admin: {
        position: 'sidebar',
        components: webAddressDescription(
          '/workshop/',
          'Lowercase letters, digits and hyphens, e.g. holy-mess.',
        ),
      },
    },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'date',
      label: 'Starts at',
      type: 'date',
      required: true,
      index: true,
      timezone: { defaultTimezone: DEFAULT_TIME_ZONE, required: true },
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
        description:
          'Date and start time, in the time zone chosen beside it. After this moment the page says the workshop is over, registration stops and no promo shows it any more (the Admin Center’s launch checklist warns while the alternate homepage’s button still names it): change it to reschedule.',
      },
    },
    {
      name: 'durationMinutes',
      label: 'Length (minutes)',
      type: 'number',
      required: true,
      min: 15,
      defaultValue: 120,
      admin: { description: 'The page shows the time as "2:30-4:30 PM MST" from this.' },
    },
    { name: 'location', type: 'text', required: true },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'offers',
      required: true,
      admin: { description: 'Its price is what a registration costs (Products → Products).' },
    },
    {
      name: 'maxParticipants',
      label: 'Places',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: DEFAULT_CAPACITY,
    },
    {
      name: 'currentRegistrations',
      label: 'Places taken',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0,
      // Counted by the registration code, in the database, so two visitors can never take the
      // last spot together; editing it by hand would break that count.
      access: { update: () => false },
      hooks: { beforeDuplicate: [() => 0] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'Spots held by paid registrations and by checkouts still open (up to 30 minutes). Counted automatically.',
      },
    },
    {
      name: 'landingPageUrl',
      label: 'Details page (optional)',
      type: 'text',
      admin: {
        position: 'sidebar',
        description:
          'Optional: where e-mails link to for details. Empty means the workshop’s own page on this site.',
      },
    },
    {
      name: 'isActive',
      label: 'Open for registration',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        ...booleanCell,
        position: 'sidebar',
        description: 'Untick to close registration; the page then says registration is closed.',
      },
    },
  ],
  // Its page, the promos that link to it and the sitemap. (Spots taken change by SQL, without
  // hooks: src/workshops/capacity.ts refreshes the pages that show them.)
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
  timestamps: true,
}
