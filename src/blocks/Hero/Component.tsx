import { Fragment } from 'react'

import { SiteImage } from '@/components/site/SiteImage'
import type { HeroBlock as HeroBlockProps, Media, Offer } from '@/payload-types'
import { objectPosition, PORTRAIT_POSITION, siteImage } from '@/utilities/mediaImage'
import { mediaPath } from '@/utilities/mediaURL'
import { formatUSD, withPrices } from '@/utilities/money'

import { populated, productOf } from '../shared/product'
import { BuyLink } from '../shared/BuyLink'
import { buttonStyles } from '../shared/styles'

export function HeroBlock(props: HeroBlockProps & { isFirst?: boolean }) {
  const { variant, eyebrow, heading, tagline, actions, priceNote, isFirst } = props
  const media = siteImage(populated<Media>(props.image))
  const product = productOf(props.product)
  const Heading = isFirst ? 'h1' : 'h2'

  if (variant === 'profile') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 pt-14 pb-6 text-center">
        {media?.url && (
          <SiteImage
            src={mediaPath(media.url)}
            alt={media.alt}
            width={128}
            height={128}
            sizes="128px"
            preload={isFirst}
            fetchPriority={isFirst ? 'high' : undefined}
            style={{ objectPosition: objectPosition(media, PORTRAIT_POSITION) }}
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
        // Fills the section (which sizes itself by its text), so it cannot shift the layout; the
        // first block's image is the page's largest paint, fetched first and early.
        <SiteImage
          src={mediaPath(media.url)}
          alt=""
          fill
          preload={isFirst}
          fetchPriority={isFirst ? 'high' : undefined}
          sizes="100vw"
          style={{ objectPosition: objectPosition(media) }}
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
        {product && <PriceLine note={priceNote} product={product} />}
        {actions && actions.length > 0 && (
          <div className="flex flex-wrap justify-center gap-4">
            {actions.map((action, index) => (
              <BuyLink
                key={action.id ?? action.href}
                href={action.href}
                external={action.external}
                offer={product}
                className={
                  index === 0 ? buttonStyles.light : `${buttonStyles.outline} text-cream-50`
                }
              >
                {withPrices(action.label, product)}
              </BuyLink>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}

const LIST_PRICE = '{listPrice}'

/**
 * "Normally <s>$64</s>, for a limited time <strong>$44</strong>": the list price shows once,
 * struck, where the owner's note names it ({listPrice}, or the amount typed out); a note that does
 * not name it is followed by it. Without a note, screen readers hear "Normally" and "Now", which
 * the strike-through alone would not tell them.
 */
function PriceLine({ note, product }: { note?: string | null; product: Offer }) {
  const listCents = product.compareAtPriceInCents
  const list = listCents ? formatUSD(listCents) : null
  const struck = list && (
    <s className="text-cream-100/80">
      {!note && <span className="sr-only">Normally </span>}
      {list}
    </s>
  )
  // The typed-out amount counts as the token, so it is never shown twice.
  const parts = note ? (list ? note.replaceAll(list, LIST_PRICE) : note).split(LIST_PRICE) : []
  return (
    <p className="text-xl" data-testid="price-line">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (struck || withPrices(LIST_PRICE, product))}
          {withPrices(part, product)}
        </Fragment>
      ))}
      {parts.length <= 1 && struck && <> {struck}</>}{' '}
      <strong className="text-2xl text-rose-200">
        {!note && <span className="sr-only">Now </span>}
        {formatUSD(product.priceInCents)}
      </strong>
    </p>
  )
}
