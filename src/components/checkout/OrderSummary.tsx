'use client'

import { useId } from 'react'

import type { PurchaseKind } from '@/commerce/api'
import { formatUSD } from '@/utilities/money'

import type { CheckoutItem } from '@/app/(frontend)/_loaders/checkoutCatalogue'

const withCents = (amountInCents: number) => formatUSD(amountInCents, { cents: true })

/** What is being bought, the bonus order bump (masterclass purchases only) and the total. */
export function OrderSummary({
  masterclass,
  bonus,
  purchase,
  hasAddon,
  onAddonChange,
  totalInCents,
}: {
  masterclass: CheckoutItem
  bonus: CheckoutItem | null
  purchase: PurchaseKind
  hasAddon: boolean
  onAddonChange: (checked: boolean) => void
  totalInCents: number
}) {
  const id = useId()
  const headingId = `${id}-heading`
  const includesId = `${id}-includes`
  const item = purchase === 'bonus-upgrade' && bonus ? bonus : masterclass

  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-5 rounded-3xl bg-white p-6 shadow-md sm:p-8"
    >
      <h2 id={headingId} className="font-serif text-2xl text-plum-900">
        Order Summary
      </h2>
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold">{item.name}</p>
        <p className="font-semibold">{withCents(item.priceInCents)}</p>
      </div>
      {item === bonus && bonus.includes.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {bonus.includes.map((entry) => (
            <li key={entry} className="flex gap-2">
              <span aria-hidden="true" className="text-plum-700">
                ✓
              </span>
              {entry}
            </li>
          ))}
        </ul>
      )}
      {item === masterclass && bonus && (
        <div className="grid gap-3 rounded-2xl border-2 border-dashed border-plum-700 bg-plum-50 p-4">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={hasAddon}
              onChange={(event) => onAddonChange(event.target.checked)}
              aria-describedby={bonus.includes.length ? includesId : undefined}
              className="mt-1 size-5 shrink-0 accent-plum-800"
            />
            <span className="flex flex-1 flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">Add {bonus.name}</span>
              <span className="font-semibold text-plum-800">+{withCents(bonus.priceInCents)}</span>
            </span>
          </label>
          {bonus.includes.length > 0 && (
            <ul id={includesId} className="grid gap-1 pl-8 text-sm">
              {bonus.includes.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p
        className="flex items-baseline justify-between gap-4 border-t border-plum-100 pt-4 text-lg"
        aria-live="polite"
        aria-atomic="true"
      >
        <span className="font-semibold">Total</span>
        <strong className="font-serif text-3xl font-normal text-plum-800">
          {formatUSD(totalInCents)}
        </strong>
      </p>
    </section>
  )
}
