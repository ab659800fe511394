'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import type { CarouselTestimonial } from '@/app/(frontend)/_loaders/alternateHome'
import { ui } from './styles'

const ROTATION_MS = 6000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

/**
 * Rotates the stories every 6 s. Rotation waits while the pointer or focus is inside, stops for
 * good on Pause, and never starts for visitors who prefer reduced motion. Every story is in the
 * server HTML; only the active one is shown.
 */
export function TestimonialCarousel({
  testimonials,
  pauseLabel,
  playLabel,
}: {
  testimonials: CarouselTestimonial[]
  pauseLabel: string
  playLabel: string
}) {
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const [holding, setHolding] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const count = testimonials.length
  const canRotate = count > 1 && !reducedMotion
  const rotating = canRotate && !paused && !holding

  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), ROTATION_MS)
    return () => clearTimeout(timer)
  }, [rotating, active, count])

  return (
    <div
      className="flex flex-col items-center gap-6"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHolding(false)
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'} className="w-full">
        {testimonials.map((testimonial, index) => (
          <figure
            key={testimonial.id}
            hidden={index !== active}
            className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center"
          >
            <p className="text-2xl text-plum-700" aria-hidden="true">
              {'★'.repeat(testimonial.stars)}
            </p>
            <p className="sr-only">{`${testimonial.stars} out of 5 stars`}</p>
            <blockquote className="font-serif text-2xl leading-relaxed text-plum-950 sm:text-3xl">
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption className="flex flex-col gap-1">
              <span className="font-semibold text-plum-900">{testimonial.name}</span>
              {(testimonial.result || testimonial.timeframe) && (
                <span className="text-plum-800">
                  {[testimonial.result, testimonial.timeframe].filter(Boolean).join(' · ')}
                </span>
              )}
            </figcaption>
          </figure>
        ))}
      </div>

      {count > 1 && (
        <div className="flex flex-wrap items-center justify-center gap-4">
          <ul className="flex items-center gap-1" aria-label="Choose a story">
            {testimonials.map((testimonial, index) => (
              <li key={testimonial.id}>
                <button
                  type="button"
                  aria-label={`Story ${index + 1} of ${count}: ${testimonial.name}`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => setActive(index)}
                  className={`group flex size-8 items-center justify-center rounded-full ${ui.focusRingLight}`}
                >
                  <span
                    aria-hidden="true"
                    className={`block rounded-full transition-all ${
                      index === active
                        ? 'h-3 w-6 bg-plum-800'
                        : 'size-3 bg-plum-700/40 group-hover:bg-plum-700/70'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          {canRotate && (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              className={`rounded-full px-4 py-2 text-sm font-semibold text-plum-900 underline-offset-4 hover:underline ${ui.focusRingLight}`}
            >
              {paused ? playLabel : pauseLabel}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
