'use client'

import { useId } from 'react'

import { paymentSchedule } from '@/commerce/offers/pricing'
import type { CheckoutOffer, PricedCart } from '@/commerce/offers/types'
import { formatUSD } from '@/utilities/money'

const withCents = (amountInCents: number) => formatUSD(amountInCents, { cents: true })

/**
 * What is being bought, its order bumps as tick boxes (with their line and price), the discount
 * of an applied code and the total — the server's numbers once it has answered, the catalogue's
 * before (both from priceCart).
 */
export function OrderSummary({
  offer,
  showIncludes,
  bumpsOffered,
  chosenBumps,
  onBumpChange,
  cart,
  couponCode,
}: {
  offer: CheckoutOffer
  /** The offer's "What is included" list (the bonus bought alone, any offer by its address). */
  showIncludes: boolean
  bumpsOffered: boolean
  chosenBumps: number[]
  onBumpChange: (offerId: number, checked: boolean) => void
  cart: PricedCart
  couponCode: string | null
}) {
  const id = useId()
  const headingId = `${id}-heading`
  const schedule = paymentSchedule(cart, withCents)
  const bumps = bumpsOffered ? offer.bumps : []

  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-5 rounded-3xl bg-white p-6 shadow-md sm:p-8"
    >
      <h2 id={headingId} className="font-serif text-2xl text-plum-900">
        Order Summary
      </h2>
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold">{offer.name}</p>
        <p className="flex items-baseline gap-2 font-semibold">
          {offer.compareAtPriceInCents !== null && showIncludes && (
            <s className="text-sm font-normal text-plum-700">
              <span className="sr-only">Was </span>
              {withCents(offer.compareAtPriceInCents)}
            </s>
          )}
          {withCents(offer.priceInCents)}
        </p>
      </div>
      {showIncludes && offer.includes.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {offer.includes.map((entry) => (
            <li key={entry} className="flex gap-2">
              <span aria-hidden="true" className="text-plum-700">
                ✓
              </span>
              {entry}
            </li>
          ))}
        </ul>
      )}
      {bumps.map((bump) => {
        const includes = bump.includes ?? []
        const describedBy = `${id}-bump-${bump.offerId}`
        const hasDetails = includes.length > 0 || Boolean(bump.pitch)
        return (
          <div
            key={bump.offerId}
            className="grid gap-3 rounded-2xl border-2 border-dashed border-plum-700 bg-plum-50 p-4"
          >
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={chosenBumps.includes(bump.offerId)}
                onChange={(event) => onBumpChange(bump.offerId, event.target.checked)}
                aria-describedby={hasDetails ? describedBy : undefined}
                className="mt-1 size-5 shrink-0 accent-plum-800"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">Add {bump.name}</span>
                <span className="font-semibold text-plum-800">+{withCents(bump.priceInCents)}</span>
              </span>
            </label>
            {hasDetails && (
              <div id={describedBy} className="grid gap-1 pl-8 text-sm">
                {bump.pitch && <p>{bump.pitch}</p>}
                {includes.length > 0 && (
                  <ul className="grid gap-1">
                    {includes.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </div>
        )
      })}
      {cart.discountInCents > 0 && (
        <div className="flex items-baseline justify-between gap-4 text-plum-800">
          <span className="font-semibold">Code {couponCode}</span>
          <span className="font-semibold">−{withCents(cart.discountInCents)}</span>
        </div>
      )}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="grid gap-1 border-t border-plum-100 pt-4"
      >
        <p className="flex items-baseline justify-between gap-4 text-lg">
          <span className="font-semibold">{schedule ? 'Today' : 'Total'}</span>
          <strong className="font-serif text-3xl font-normal text-plum-800">
            {formatUSD(cart.totalInCents)}
          </strong>
        </p>
        {schedule && <p className="text-right text-sm">{schedule}</p>}
      </div>
    </section>
  )
}
