import type { Block } from 'payload'

export const PricingCardBlock: Block = {
  slug: 'pricingCard',
  interfaceName: 'PricingCardBlock',
  labels: { singular: 'Pricing card', plural: 'Pricing cards' },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'offers', required: true },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      admin: { description: '{price} is replaced by the product’s current price.' },
    },
    { name: 'buttonHref', type: 'text', required: true, defaultValue: '/checkout' },
    { name: 'guarantee', type: 'text' },
  ],
}
