import type { Order } from '@/payload-types'

import { formatUSD } from '@/utilities/money'

export type OrderLine = NonNullable<Order['items']>[number]

const isRecurring = (order: Pick<Order, 'priceType'>) =>
  order.priceType === 'payment-plan' || order.priceType === 'subscription'

/** What a line costs in the first payment: during a membership's trial only its bumps are charged. */
const chargedFirst = (line: OrderLine, trialDays: number) =>
  trialDays > 0 && line.kind !== 'bump' ? 0 : line.amountInCents

/** What the first payment of an order charges: the offer and its bumps (a trial: the bumps alone). */
export function firstPaymentInCents(
  order: Pick<Order, 'items' | 'amountInCents' | 'priceType'>,
  trialDays: number,
) {
  const items = order.items ?? []
  if (!isRecurring(order) || items.length === 0) return order.amountInCents
  return items.reduce((sum, item) => sum + chargedFirst(item, trialDays), 0)
}

export type PaidLines = {
  /** The lines the payment covers: the offer first, then each bump in turn while it covers them. */
  paid: OrderLine[]
  /** What it does not cover (empty when the payment is the order's whole first payment). */
  unpaid: OrderLine[]
  /** The owner's words for a shortfall, or null when there is none. */
  shortfall: string | null
}

/**
 * Which lines of an order a first payment of `receivedInCents` pays for. The order is what the
 * browser last asked for; the payment is what the provider actually took. They agree unless the
 * order changed after the payment could no longer change (a bump added to a paid checkout):
 * then only what the money covers is opened, and the owner is told what was left out.
 */
export function linesPaidFor(
  order: Pick<Order, 'items' | 'amountInCents' | 'priceType'>,
  receivedInCents: number,
  trialDays: number,
): PaidLines {
  const expected = firstPaymentInCents(order, trialDays)
  const items = order.items ?? []
  if (receivedInCents >= expected) return { paid: items, unpaid: [], shortfall: null }
  const ordered = [
    ...items.filter((line) => line.kind !== 'bump'),
    ...items.filter((line) => line.kind === 'bump'),
  ]
  const paid: OrderLine[] = []
  const unpaid: OrderLine[] = []
  let covered = 0
  let offerCovered = true
  for (const line of ordered) {
    const cost = chargedFirst(line, trialDays)
    // A bump is only ever opened with the offer it was added to.
    if (offerCovered && covered + cost <= receivedInCents) {
      paid.push(line)
      covered += cost
    } else {
      unpaid.push(line)
      if (line.kind !== 'bump') offerCovered = false
    }
  }
  const names = (lines: OrderLine[]) => lines.map((line) => line.label).join(', ')
  const shortfall =
    `The payment was ${formatUSD(receivedInCents)}, but the order asked for ` +
    `${formatUSD(expected)}. ` +
    (paid.length ? `Opened: ${names(paid)}. ` : 'Nothing was opened. ') +
    (unpaid.length ? `Not paid for, so not opened: ${names(unpaid)}.` : '')
  return { paid, unpaid, shortfall: shortfall.trim() }
}
