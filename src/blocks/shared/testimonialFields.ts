import type { Field } from 'payload'

import { TESTIMONIAL_SHOW_OPTIONS } from '@/content/testimonials'

/** Which testimonials a block shows: all published ones (new ones appear by themselves) or hers. */
const testimonialsShowField: Field = {
  name: 'show',
  type: 'select',
  required: true,
  defaultValue: 'all',
  options: [...TESTIMONIAL_SHOW_OPTIONS],
  admin: {
    description:
      'All: every published testimonial, newest first; a new one appears once you publish it. Hand-picked: only the ones you choose, in your order.',
  },
}

const testimonialsField: Field = {
  name: 'testimonials',
  label: 'Hand-picked testimonials',
  type: 'relationship',
  relationTo: 'testimonials',
  hasMany: true,
  admin: {
    description: 'In the order shown.',
    condition: (_, siblingData) => siblingData?.show === 'chosen',
  },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
    siblingData?.show !== 'chosen' ||
    (Array.isArray(value) && value.length > 0) ||
    'Choose at least one testimonial, or show all published testimonials.',
}

export const testimonialSourceFields: Field[] = [testimonialsShowField, testimonialsField]
