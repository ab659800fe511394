import Image from 'next/image'

import type { HeroBlock as HeroBlockProps, Media } from '@/payload-types'
import { mediaPath } from '@/utilities/mediaURL'
import { formatUSD, withPrices } from '@/utilities/money'

import { populated, productOf } from '../shared/product'
import { SmartLink } from '../shared/SmartLink'
import { buttonStyles } from '../shared/styles'

export function HeroBlock(props: HeroBlockProps & { isFirst?: boolean }) {
  const { variant, eyebrow, heading, tagline, actions, priceNote, isFirst } = props
  const media = populated<Media>(props.image)
  const product = productOf(props.product)
  const Heading = isFirst ? 'h1' : 'h2'

  if (variant === 'profile') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 pt-14 pb-6 text-center">
        {media?.url && (
          <Image
            src={mediaPath(media.url)}
            alt={media.alt}
            width={128}
            height={128}
            priority
            className="size-32 rounded-full object-cover ring-4 ring-rose-200"
          />
        )}
        <Heading className="font-serif text-4xl text-plum-900">{heading}</Heading>
        {eyebrow && <p className="font-semibold text-plum-700">{eyebrow}</p>}
        {tagline && <p className="text-lg text-plum-900/90">{tagline}</p>}
      </section>
    )
  }

  return (
    <section className="relative isolate overflow-hidden bg-plum-950 text-cream-50">
      {media?.url && (
        <Image
          src={mediaPath(media.url)}
          alt=""
          fill
          priority={isFirst}
          sizes="100vw"
          className="-z-10 object-cover opacity-40"
        />
      )}
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-6 py-20 text-center sm:py-28">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-[0.2em] text-rose-200 uppercase">
            {eyebrow}
          </p>
        )}
        <Heading className="font-serif text-4xl leading-tight sm:text-6xl">{heading}</Heading>
        {tagline && <p className="max-w-2xl text-lg text-cream-100 sm:text-xl">{tagline}</p>}
        {product && (
          <p className="text-xl" data-testid="price-line">
            {priceNote && <span className="mr-2">{withPrices(priceNote, product)}</span>}
            {product.compareAtPriceInCents ? (
              <s className="mr-2 text-cream-100/80">
                <span className="sr-only">Normally </span>
                {formatUSD(product.compareAtPriceInCents)}
              </s>
            ) : null}
            <strong className="text-2xl text-rose-200">
              <span className="sr-only">Now </span>
              {formatUSD(product.priceInCents)}
            </strong>
          </p>
        )}
        {actions && actions.length > 0 && (
          <div className="flex flex-wrap justify-center gap-4">
            {actions.map((action, index) => (
              <SmartLink
                key={action.id ?? action.href}
                href={action.href}
                external={action.external}
                className={
                  index === 0 ? buttonStyles.light : `${buttonStyles.outline} text-cream-50`
                }
              >
                {withPrices(action.label, product)}
              </SmartLink>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
