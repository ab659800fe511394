import type { Testimonial } from '@/payload-types'

import { Stars } from './Stars'

export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4">
      <Stars count={testimonial.stars} />
      <blockquote className="flex-1 font-serif text-xl leading-relaxed">
        “{testimonial.text}”
      </blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold">{testimonial.name}</span>
        {(testimonial.result || testimonial.timeframe) && (
          <span className="block opacity-80">
            {[testimonial.result, testimonial.timeframe && `in ${testimonial.timeframe}`]
              .filter(Boolean)
              .join(' · ')}
          </span>
        )}
      </figcaption>
    </figure>
  )
}
