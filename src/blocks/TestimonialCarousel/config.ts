import type { Block } from 'payload'

import { testimonialSourceFields } from '../shared/testimonialFields'

export const TestimonialCarouselBlock: Block = {
  slug: 'testimonialCarousel',
  interfaceName: 'TestimonialCarouselBlock',
  labels: { singular: 'Testimonial carousel', plural: 'Testimonial carousels' },
  fields: [
    { name: 'heading', type: 'text' },
    ...testimonialSourceFields,
    { name: 'intervalSeconds', type: 'number', min: 3, defaultValue: 8, required: true },
  ],
}
