import type { Block } from 'payload'

import { testimonialSourceFields } from '../shared/testimonialFields'

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials (grid)', plural: 'Testimonials (grid)' },
  fields: [{ name: 'heading', type: 'text' }, ...testimonialSourceFields],
}
