import type { TestimonialsBlock as TestimonialsBlockProps } from '@/payload-types'

import { onLight, sectionHeading } from '../shared/styles'
import { TestimonialQuote } from '../shared/TestimonialCard'
import { testimonialsToShow } from '../shared/testimonialsToShow'

export async function TestimonialsBlock(props: TestimonialsBlockProps) {
  const { heading } = props
  const items = await testimonialsToShow(props)
  if (items.length === 0) return null
  return (
    <section className="bg-plum-50">
      <div className="mx-auto max-w-6xl px-6 py-16">
        {heading && <h2 className={`mb-10 text-center ${sectionHeading} ${onLight}`}>{heading}</h2>}
        <ul className={`grid gap-6 ${items.length === 4 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
          {items.map((testimonial) => (
            <li key={testimonial.id} className="rounded-3xl bg-white p-8 shadow-sm">
              <TestimonialQuote testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
