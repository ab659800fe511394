import type {
  Testimonial,
  TestimonialCarouselBlock as TestimonialCarouselBlockProps,
} from '@/payload-types'

import { populated } from '../shared/product'
import { sectionHeading } from '../shared/styles'
import { TestimonialQuote } from '../shared/TestimonialCard'

import dynamic from 'next/dynamic'

const Carousel = dynamic(() => import('./Carousel.client').then((module) => module.Carousel))

export function TestimonialCarouselBlock(props: TestimonialCarouselBlockProps) {
  const items = props.testimonials
    .map((item) => populated<Testimonial>(item))
    .filter((item) => item !== null)
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
