import type { OfferCardsBlock as OfferCardsBlockProps } from '@/payload-types'
import { withPrices } from '@/utilities/money'

import { Price, wordsBesidePrice } from '../shared/Price'
import { productOf } from '../shared/product'
import { BuyLink } from '../shared/BuyLink'
import { buttonStyles, onLight, sectionHeading } from '../shared/styles'

export function OfferCardsBlock({ heading, intro, layout, cards }: OfferCardsBlockProps) {
  if (layout === 'stack') {
    return (
      <section className="mx-auto max-w-xl px-6 pb-12">
        {heading && <h2 className={`mb-6 text-center ${sectionHeading} ${onLight}`}>{heading}</h2>}
        <ul className="grid gap-4">
          {cards.map((card) => {
            const product = productOf(card.product)
            return (
              <li key={card.id ?? card.title}>
                <BuyLink
                  href={card.link.href}
                  external={card.link.external}
                  offer={product}
                  className="block rounded-2xl border border-plum-100 bg-white px-6 py-4 text-center shadow-sm hover:border-plum-700 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
                >
                  <span className="block font-semibold text-plum-900">
                    {withPrices(card.link.label, product)}
                  </span>
                  {card.description && (
                    <span className="block text-sm text-plum-900/80">
                      {withPrices(card.description, product)}
                    </span>
                  )}
                </BuyLink>
              </li>
            )
          })}
        </ul>
      </section>
    )
  }

  return (
    <section className="mx-auto max-w-6xl px-6 py-16">
      {heading && <h2 className={`mb-4 text-center ${sectionHeading} ${onLight}`}>{heading}</h2>}
      {intro && <p className="mx-auto mb-10 max-w-2xl text-center text-lg">{intro}</p>}
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => {
          const product = productOf(card.product)
          return (
            <li
              key={card.id ?? card.title}
              className="flex flex-col gap-4 rounded-3xl border border-plum-100 bg-white p-8 shadow-sm"
            >
              {product ? (
                // The price is the product's, always current; her words (90 minutes) follow it.
                <p className="text-sm font-semibold tracking-widest text-plum-700 uppercase">
                  <Price product={product} />
                  {card.eyebrow && wordsBesidePrice(card.eyebrow)
                    ? ` · ${wordsBesidePrice(card.eyebrow)}`
                    : null}
                </p>
              ) : (
                card.eyebrow && (
                  <p className="text-sm font-semibold tracking-widest text-plum-700 uppercase">
                    {card.eyebrow}
                  </p>
                )
              )}
              <h3 className="font-serif text-2xl text-plum-900">{card.title}</h3>
              {card.description && (
                <p className="flex-1 text-plum-950/90">{withPrices(card.description, product)}</p>
              )}
              <BuyLink
                href={card.link.href}
                external={card.link.external}
                offer={product}
                className={`${buttonStyles.primary} self-start`}
              >
                {withPrices(card.link.label, product)}
              </BuyLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
