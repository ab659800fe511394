import type { PricingCardBlock as PricingCardBlockProps } from '@/payload-types'
import { formatUSD, withPrices } from '@/utilities/money'

import { productOf } from '../shared/product'
import { BuyLink } from '../shared/BuyLink'
import { buttonStyles } from '../shared/styles'

export function PricingCardBlock(props: PricingCardBlockProps) {
  const product = productOf(props.product)
  if (!product) return null
  return (
    <section className="bg-plum-50 px-6 py-16" id="purchase">
      <div className="mx-auto flex max-w-lg flex-col gap-6 rounded-3xl bg-white p-10 text-center shadow-md">
        <h2 className="font-serif text-3xl text-plum-900">{props.heading}</h2>
        <p className="text-lg">
          {product.compareAtPriceInCents ? (
            <s className="mr-3 text-plum-950/70">
              <span className="sr-only">Normally </span>
              {formatUSD(product.compareAtPriceInCents)}
            </s>
          ) : null}
          <strong className="font-serif text-5xl font-normal text-plum-800">
            <span className="sr-only">Now </span>
            {formatUSD(product.priceInCents)}
          </strong>
        </p>
        {props.text && <p>{withPrices(props.text, product)}</p>}
        {product.includes && product.includes.length > 0 && (
          <ul className="grid gap-2 text-left">
            {product.includes.map((entry) => (
              <li key={entry.id ?? entry.item} className="flex gap-3">
                <span aria-hidden="true" className="text-plum-700">
                  ✓
                </span>
                {entry.item}
              </li>
            ))}
          </ul>
        )}
        <BuyLink href={props.buttonHref} offer={product} className={buttonStyles.primary}>
          {withPrices(props.buttonLabel, product)}
        </BuyLink>
        {props.guarantee && <p className="text-sm text-plum-950/80">{props.guarantee}</p>}
      </div>
    </section>
  )
}
