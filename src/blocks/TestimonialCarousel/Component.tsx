import type { TestimonialCarouselBlock as TestimonialCarouselBlockProps } from '@/payload-types'

import { sectionHeading } from '../shared/styles'
import { TestimonialQuote } from '../shared/TestimonialCard'
import { testimonialsToShow } from '../shared/testimonialsToShow'

import { Carousel } from './Carousel.client'

export async function TestimonialCarouselBlock(props: TestimonialCarouselBlockProps) {
  const items = await testimonialsToShow(props)
  if (items.length === 0) return null
  return (
    <section
      className="bg-plum-950 text-cream-50"
      aria-roledescription="carousel"
      aria-label={props.heading ?? 'Testimonials'}
    >
      <div className="mx-auto max-w-4xl px-6 py-16">
        {props.heading && (
          <h2 className={`mb-10 text-center ${sectionHeading} text-cream-50`}>{props.heading}</h2>
        )}
        <Carousel
          intervalMs={props.intervalSeconds * 1000}
          labels={items.map((item) => item.name)}
          slides={items.map((testimonial) => (
            <TestimonialQuote key={testimonial.id} testimonial={testimonial} />
          ))}
        />
      </div>
    </section>
  )
}
