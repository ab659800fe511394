import type { CallToActionBlock as CallToActionBlockProps } from '@/payload-types'
import { withPrices } from '@/utilities/money'

import { productOf } from '../shared/product'
import { BuyLink } from '../shared/BuyLink'
import { buttonStyles, onLight, sectionHeading } from '../shared/styles'

export function CallToActionBlock({
  heading,
  text,
  actions,
  tone,
  ...props
}: CallToActionBlockProps) {
  const product = productOf(props.product)
  const dark = tone !== 'blush'
  return (
    <section className={dark ? 'bg-plum-900 text-cream-50' : 'bg-plum-50'}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-16 text-center">
        <h2 className={`${sectionHeading} ${dark ? 'text-cream-50' : onLight}`}>
          {withPrices(heading, product)}
        </h2>
        {text && <p className="text-lg">{withPrices(text, product)}</p>}
        <div className="flex flex-wrap justify-center gap-4">
          {actions.map((action, index) => (
            <BuyLink
              key={action.id ?? action.href}
              offer={product}
              href={action.href}
              external={action.external}
              className={
                index === 0
                  ? dark
                    ? buttonStyles.light
                    : buttonStyles.primary
                  : `${buttonStyles.outline} ${dark ? 'text-cream-50' : 'text-plum-900'}`
              }
            >
              {withPrices(action.label, product)}
            </BuyLink>
          ))}
        </div>
      </div>
    </section>
  )
}
