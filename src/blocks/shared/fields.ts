import type { Field } from 'payload'

/** A button or link an owner can point anywhere; external ones open in a new tab. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
  {
    name: 'external',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Opens in a new tab.' },
  },
]

/** Lets labels say {price} or {listPrice} instead of repeating a figure kept on the product. */
export const productField: Field = {
  name: 'product',
  type: 'relationship',
  relationTo: 'offers',
  admin: {
    description: 'Write {price} or {listPrice} in the texts to show this product’s prices.',
  },
}
