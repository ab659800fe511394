'use client'

import { useId } from 'react'

import { DECLINES_LATER_HINT, DEMO_CARDS } from '@/commerce/demoCard'

export type DemoCard = { cardNumber: string; expiry: string; cvc: string }
export const emptyDemoCard: DemoCard = { cardNumber: '', expiry: '', cvc: '' }

/** "4242424242424242" → "4242 4242 4242 4242", as the visitor types. */
const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** "1230" → "12 / 30"; the slash appears once the month is complete. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

export const demoCardIsComplete = (card: DemoCard) =>
  Boolean(card.cardNumber.trim() && card.expiry.trim() && card.cvc.trim())

export const inputStyle =
  'w-full rounded-xl border-2 border-plum-100 bg-white px-4 py-3 text-plum-950 placeholder:text-plum-700 focus-visible:border-plum-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300'

/**
 * The card form shown when no Stripe key is configured. It says plainly that nothing is charged
 * and which test cards to use; the server decides what a card number does.
 */
export function DemoCardFields({
  card,
  onChange,
  recurring = false,
}: {
  card: DemoCard
  onChange: (card: DemoCard) => void
  /** A payment plan or membership: the card whose later payments fail can be tried too. */
  recurring?: boolean
}) {
  const id = useId()
  const noticeId = `${id}-notice`
  const update = (field: keyof DemoCard, format: (value: string) => string) => {
    return (event: { target: { value: string } }) =>
      onChange({ ...card, [field]: format(event.target.value) })
  }

  return (
    <fieldset className="grid gap-4" aria-describedby={noticeId}>
      <legend className="mb-3 text-sm font-semibold">Card details</legend>
      <div id={noticeId} className="rounded-2xl border-2 border-dashed border-plum-700 p-4 text-sm">
        <p className="font-semibold text-plum-900">Test mode — no real payment is taken</p>
        <ul className="mt-2 grid gap-1">
          <li>
            <span className="font-mono">{DEMO_CARDS.succeeds}</span> succeeds
          </li>
          <li>
            <span className="font-mono">{DEMO_CARDS.declined}</span> is declined
          </li>
          {recurring && (
            <li>
              <span className="font-mono">{DEMO_CARDS.declinesLater}</span>: {DECLINES_LATER_HINT}
            </li>
          )}
          <li>Any future expiry date, any CVC</li>
        </ul>
      </div>
      <label className="grid gap-1 text-sm font-semibold">
        Card number
        <input
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          required
          value={card.cardNumber}
          onChange={update('cardNumber', groupCardNumber)}
          className={`${inputStyle} font-mono`}
        />
      </label>
      <div className="grid grid-cols-2 gap-4">
        <label className="grid gap-1 text-sm font-semibold">
          Expiry (MM / YY)
          <input
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM / YY"
            required
            value={card.expiry}
            onChange={update('expiry', formatExpiry)}
            className={`${inputStyle} font-mono`}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          CVC
          <input
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            required
            maxLength={4}
            value={card.cvc}
            onChange={update('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
            className={`${inputStyle} font-mono`}
          />
        </label>
      </div>
    </fieldset>
  )
}
