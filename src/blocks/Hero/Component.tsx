import Image from 'next/image'
import Link from 'next/link'

import type { HeroBlock as HeroBlockProps, Media } from '@/payload-types'

export function HeroBlock({ eyebrow, heading, tagline, image, actions }: HeroBlockProps) {
  const media = typeof image === 'object' && image ? (image as Media) : null
  return (
    <section className="relative isolate overflow-hidden bg-plum-950 text-cream-50">
      {media?.url && (
        <Image
          src={media.url}
          alt={media.alt}
          fill
          priority
          sizes="100vw"
          className="-z-10 object-cover opacity-40"
        />
      )}
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-6 py-24 text-center sm:py-32">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-rose-200">
            {eyebrow}
          </p>
        )}
        <h1 className="font-serif text-4xl leading-tight sm:text-6xl">{heading}</h1>
        {tagline && <p className="max-w-2xl text-lg text-cream-100 sm:text-xl">{tagline}</p>}
        {actions && actions.length > 0 && (
          <div className="flex flex-wrap justify-center gap-4">
            {actions.map((action, index) => (
              <Link
                key={action.id ?? action.href}
                href={action.href}
                className={
                  index === 0
                    ? 'rounded-full bg-rose-300 px-8 py-3 font-semibold text-plum-950 hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50'
                    : 'rounded-full border border-cream-100 px-8 py-3 font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50'
                }
              >
                {action.label}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
