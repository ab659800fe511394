import type { ReactNode } from 'react'

import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import type { Offer } from '@/payload-types'

import { SmartLink } from './SmartLink'
import { idOf } from '@/utilities/idOf'


/**
 * The checkout address of a block's buy button: a button that goes to the checkout ("/checkout")
 * sells the block's own offer, `/checkout?offer=<its web address>`; the site's main offer keeps
 * plain "/checkout" (which sells it). Any other address is hers, kept as she typed it.
 */
export function checkoutHrefFor(
  href: string,
  offer: Offer | null | undefined,
  mainOfferId: number | null,
): string {
  if (!offer || offer.id === mainOfferId) return href
  const [path, query = ''] = href.split('?')
  if (path !== '/checkout') return href
  const params = new URLSearchParams(query)
  if (params.has('offer')) return href
  params.set('offer', offer.slug)
  return `/checkout?${params}`
}

/** A block's buy button or card link, sent to the checkout of the block's own offer. */
export async function BuyLink({
  href,
  external,
  offer,
  className,
  children,
}: {
  href: string
  external?: boolean | null
  offer: Offer | null | undefined
  className?: string
  children: ReactNode
}) {
  const mainOfferId = offer ? idOf((await getSiteSettings()).mainOffer) : null
  return (
    <SmartLink
      href={external ? href : checkoutHrefFor(href, offer, mainOfferId)}
      external={external}
      className={className}
    >
      {children}
    </SmartLink>
  )
}
