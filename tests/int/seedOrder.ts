import { createLocalReq, type Payload } from 'payload'

import type { Order } from '@/payload-types'

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

export type SeedOrder = {
  email: string
  /** Stripe's payment intent (pi_… is a Stripe payment, anything else a demo one) or the demo's. */
  paymentIntentId?: string
  amountInCents?: number
  /** The masterclass with its bonus bump. */
  bonus?: boolean
  /** The bonus alone (bought later). */
  bonusOnly?: boolean
  mode?: 'stripe' | 'demo'
  /** Refunded afterwards, quietly (access ended, no e-mail), as a refund left it. */
  refunded?: boolean
}

/**
 * A paid order as a checkout and its confirmed payment leave it: the site's main offer (the
 * masterclass), with or without its bonus bump, or the bonus alone; created pending, then paid
 * through fulfilOrder (course access, receipt, revenue), exactly as a real sale.
 */
export async function seedOrder(
  payload: Payload,
  options: SeedOrder,
): Promise<{ order: Order; purchase: Order; created: boolean }> {
  const pending = await pendingOrder(payload, options)
  const { fulfilOrder } = await import('@/commerce/operations/fulfilOrder')
  const { order, created } = await fulfilOrder(await createLocalReq({}, payload), {
    order: { id: pending.id },
    providerPaymentId: pending.provider!.paymentIntentId!,
    amountInCents: pending.amountInCents,
    mode: pending.mode === 'demo' ? 'demo' : 'stripe',
  })
  if (!options.refunded) return { order, purchase: order, created }
  const { setOrderAccess } = await import('@/commerce/operations/setOrderAccess')
  const { order: ended } = await setOrderAccess(await createLocalReq({}, payload), {
    order: { id: order.id },
    access: 'ended',
    orderStatus: 'refunded',
    orderData: { refundedAt: new Date().toISOString() },
    system: 'paymentWebhook',
  })
  return { order: ended, purchase: ended, created }
}

/** The order a checkout leaves before its payment (a Stripe webhook then fulfils it). */
export async function pendingOrder(
  payload: Payload,
  { email, paymentIntentId, amountInCents, bonus = false, bonusOnly = false, mode }: SeedOrder,
): Promise<Order> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const main = await payload.findByID({
    collection: 'offers',
    id: idOf(settings.mainOffer)!,
    depth: 1,
  })
  const bump = (main.bumps ?? []).find(
    (row) => typeof row.offer === 'object' && row.offer.includesBonusLessons,
  )
  const bonusOffer = bump && typeof bump.offer === 'object' ? bump.offer : null
  if ((bonus || bonusOnly) && !bonusOffer) throw new Error('The main offer has no bonus bump')
  const items = bonusOnly
    ? [
        {
          offer: bonusOffer!.id,
          label: bonusOffer!.name,
          kind: 'offer' as const,
          listPriceInCents: bonusOffer!.priceInCents,
          amountInCents: bump!.priceInCents,
        },
      ]
    : [
        {
          offer: main.id,
          label: main.name,
          kind: 'offer' as const,
          listPriceInCents: main.priceInCents,
          amountInCents: main.priceInCents,
        },
        ...(bonus
          ? [
              {
                offer: bonusOffer!.id,
                label: bonusOffer!.name,
                kind: 'bump' as const,
                listPriceInCents: bump!.priceInCents,
                amountInCents: bump!.priceInCents,
              },
            ]
          : []),
      ]
  const amount = amountInCents ?? items.reduce((sum, item) => sum + item.amountInCents, 0)
  const intent =
    paymentIntentId ?? `demo_pi_seed_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`
  const paidMode = mode ?? (intent.startsWith('pi_') ? 'stripe' : 'demo')
  // The same payment reported again (a retried webhook) is the same order.
  const existing = (
    await payload.find({
      collection: 'orders',
      where: { 'provider.paymentIntentId': { equals: intent } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  const pending =
    existing ??
    (await payload.create({
      collection: 'orders',
      data: {
        email: email.trim().toLowerCase(),
        offer: bonusOnly ? bonusOffer!.id : main.id,
        items,
        amountInCents: amount,
        priceType: 'one-time',
        installmentsTotal: 1,
        status: 'pending',
        mode: paidMode,
        provider: { paymentIntentId: intent },
      },
      depth: 0,
    }))
  return pending
}

/** An order as the first shop's purchase rows read it (tests written against purchases). */
export type PurchaseView = {
  id: number
  email: string
  paymentIntentId: string | null
  amountInCents: number
  includesMasterclass: boolean
  hasReturnToBodyAddon: boolean
  status: string
  refundedAt: string | null
  mode: string
  contact: Order['contact']
}

/**
 * The paid (and refunded) orders of an address or a payment intent, in the first shop's words:
 * the main offer is the masterclass, an item that opens the bonus lessons is the bonus, and the
 * amount is what was paid. Pending checkouts are not purchases.
 */
export async function purchasesOf(
  payload: Payload,
  which: { email: string } | { paymentIntentId: string },
): Promise<PurchaseView[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const mainOfferId = idOf(settings.mainOffer)
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        'email' in which
          ? { email: { equals: which.email.trim().toLowerCase() } }
          : { 'provider.paymentIntentId': { equals: which.paymentIntentId } },
        { status: { not_equals: 'pending' } },
      ],
    },
    depth: 2,
    sort: 'createdAt',
    pagination: false,
  })
  return docs.map((order) => {
    const offers = [order.offer, ...(order.items ?? []).map((item) => item.offer)]
    return {
      id: order.id,
      email: order.email,
      paymentIntentId: order.provider?.paymentIntentId ?? null,
      amountInCents: order.paidInCents ?? 0,
      includesMasterclass: idOf(order.offer as number | { id: number }) === mainOfferId,
      hasReturnToBodyAddon: offers.some(
        (offer) =>
          typeof offer === 'object' && offer !== null && Boolean(offer.includesBonusLessons),
      ),
      status: order.status,
      refundedAt: order.refundedAt ?? null,
      mode: order.mode,
      contact: order.contact,
    }
  })
}
