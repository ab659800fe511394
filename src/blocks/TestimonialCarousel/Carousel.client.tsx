'use client'

import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asked for less motion (false during server render). */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

type Props = { slides: ReactNode[]; labels: string[]; intervalMs: number }

/**
 * Rotates every `intervalMs` and wraps; arrows (hidden on small screens) and dots select directly.
 * A pause button stops rotation, and visitors who prefer reduced motion get no auto-rotation.
 * Without JavaScript the first slide shows.
 */
export function Carousel({ slides, labels, intervalMs }: Props) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const rotating = !paused && !reducedMotion && slides.length > 1

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      intervalMs,
    )
    return () => clearInterval(timer)
  }, [rotating, intervalMs, slides.length, index])

  const go = (next: number) => setIndex((next + slides.length) % slides.length)
  const control =
    'rounded-full border border-cream-100/60 p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50'

  return (
    <div>
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={() => go(index - 1)}
          className={`hidden md:block ${control}`}
          aria-label="Previous testimonial"
        >
          <span aria-hidden="true">←</span>
        </button>
        <div className="min-h-56 flex-1" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => (
            <div
              key={labels[slideIndex] ?? slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              hidden={slideIndex !== index}
            >
              {slide}
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          className={`hidden md:block ${control}`}
          aria-label="Next testimonial"
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        {slides.map((_, dotIndex) => (
          <button
            key={dotIndex}
            type="button"
            onClick={() => go(dotIndex)}
            aria-label={`Show testimonial ${dotIndex + 1}: ${labels[dotIndex]}`}
            aria-current={dotIndex === index}
            className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-cream-50"
          >
            <span
              aria-hidden="true"
              className={`size-3 rounded-full border border-cream-100 ${dotIndex === index ? 'bg-cream-50' : ''}`}
            />
          </button>
        ))}
        {!reducedMotion && slides.length > 1 && (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className={`ml-4 text-sm ${control} px-4`}
          >
            {paused ? 'Play' : 'Pause'}
            <span className="sr-only"> testimonial rotation</span>
          </button>
        )}
      </div>
    </div>
  )
}
