import type { Field } from 'payload'

export const testimonialsField: Field = {
  name: 'testimonials',
  type: 'relationship',
  relationTo: 'testimonials',
  hasMany: true,
  required: true,
  minRows: 1,
  admin: { description: 'In the order shown.' },
}
