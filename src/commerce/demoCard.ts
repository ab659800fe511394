/** Stripe's documented test cards, so the demo mode behaves like Stripe's own test mode. */
export const DEMO_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Stripe's "attaches, then fails later" card: a plan's or membership's later payments fail. */
  declinesLater: '4000 0000 0000 0341',
} as const

/** The demo card form's line for DEMO_CARDS.declinesLater (payment plans and memberships). */
export const DECLINES_LATER_HINT = 'the first payment goes through, later ones are declined'

/** How a demo card behaves on a plan's or membership's later payments (orders.provider.demoCard). */
export const demoCardBehaviour = (cardNumber: string): 'pays' | 'declines-later' =>
  digits(cardNumber) === digits(DEMO_CARDS.declinesLater) ? 'declines-later' : 'pays'

const digits = (value: string) => value.replace(/[\s-]/g, '')

function passesLuhn(number: string) {
  let sum = 0
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export type DemoCardResult = { ok: true } | { ok: false; status: 400 | 402; message: string }

/** Checks a demo card the way Stripe's test mode would answer it. */
export function checkDemoCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): DemoCardResult {
  const number = digits(card.cardNumber)
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, status: 400, message: 'Your card number is invalid.' }
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim())
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, status: 400, message: "Your card's expiration date is incomplete." }
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { ok: false, status: 400, message: "Your card's expiration date is in the past." }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, status: 400, message: "Your card's security code is incomplete." }
  }
  if (number === digits(DEMO_CARDS.declined)) {
    return { ok: false, status: 402, message: 'Your card was declined.' }
  }
  return { ok: true }
}
