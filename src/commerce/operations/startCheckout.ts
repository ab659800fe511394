import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { attributedAffiliate } from '@/affiliates/attribution'
import { businessEventRecord, countBusinessEvent } from '@/analytics/count'
import { AppError } from '@/core/errors'
import { clientAddress } from '@/security/clientAddress'
import { asSystem, inOperation } from '@/core/operation'
import { type Snapshot } from '@/content/snapshot'
import type { Order } from '@/payload-types'

import type { CreatePaymentIntentResponse, PaymentMode, PurchaseKind } from '../api'
import { startRecurringPayment } from '../billing/start'
import type { createPaymentIntentSchema } from '../schema'
import { COURSE_KIND, demoClientSecret } from '../checkout'
import { normaliseCouponCode } from '../coupons/code'
import { couponClientKey, holdCoupon, releaseCoupon } from '../coupons/hold'
import {
  bonusBumpOf,
  loadOfferById,
  loadOfferBySlug,
  OFFER_NOT_ON_SALE,
  workshopPathOf,
} from '../offers/load'
import { priceCart, UnknownBumpError } from '../offers/pricing'
import {
  STRIPE_MINIMUM_CHARGE_IN_CENTS,
  type CheckoutOffer,
  type CouponTerms,
  type PricedCart,
} from '../offers/types'
import { type CheckoutContext, checkoutContext, insertPendingOrder } from '../offers/orderSql'
import { type CourseAccess } from '../orders/access'
import {
  CHECKOUT_ALREADY_PAID,
  checkPaymentStillOpen,
  lockedPendingOrder,
  paidMeanwhile,
  restoreOrder,
} from '../orders/pending'
import { getStripe, PAYMENTS_NOT_SET_UP, paymentMode } from '../stripe'
import { recordOptIn } from '@/contacts/consent'

export type CheckoutRequest = {
  email: string
  purchase: PurchaseKind
  hasReturnToBodyAddon: boolean
  paymentIntentId?: string
  /** An offer's web address (`/checkout?offer=…`); without it, the site's main offer. */
  offer?: string
  /** Bump offers she ticked (ids the offer lists as bumps). */
  bumps?: number[]
  /** A coupon code as she typed it; empty or absent: none (a held one is released). */
  coupon?: string | null
}

/** What the request buys: the offer, its ticked bumps, and the words of today's checkout. */
type Cart = {
  offer: CheckoutOffer
  bumpIds: number[]
  purchase: PurchaseKind
  /** The main offer's path (plain /checkout): today's messages about the masterclass apply. */
  main: { bonusName: string | null } | null
}

/** Offers as the snapshot of this version has them (loaded once per version and process). */
const offerById = (req: PayloadRequest, snapshot: Snapshot, id: number) =>
  snapshot.once(`offer:${id}`, () => loadOfferById(req.payload, id, req))

async function resolveCart(
  req: PayloadRequest,
  snapshot: Snapshot,
  request: CheckoutRequest,
): Promise<Cart> {
  const { payload } = req
  if (request.offer !== undefined && request.offer.trim() !== '') {
    const slug = request.offer.trim().toLowerCase()
    const offer = await snapshot.once(`offer-slug:${slug}`, () =>
      loadOfferBySlug(payload, slug, req),
    )
    if (!offer) throw new AppError('not_found', OFFER_NOT_ON_SALE)
    const workshop = await snapshot.once(`workshop-of:${offer.id}`, () =>
      workshopPathOf(payload, offer.id, req),
    )
    if (workshop) {
      throw new AppError(
        'bad_request',
        `A place in ${offer.name} is booked on the workshop's own page, with its date and seats.`,
      )
    }
    return { offer, bumpIds: request.bumps ?? [], purchase: 'masterclass', main: null }
  }

  const { mainOfferId } = await snapshot.settings(payload, req)
  const main = mainOfferId === null ? null : await offerById(req, snapshot, mainOfferId)
  if (!main) throw new AppError('not_found', OFFER_NOT_ON_SALE)
  const bonus = bonusBumpOf(main)
  if (request.purchase === 'bonus-upgrade') {
    // The bonus bought later, alone, at its own price (as the first shop sold it).
    const bonusOffer = bonus ? await offerById(req, snapshot, bonus.offerId) : null
    if (!bonusOffer) throw new AppError('not_found', OFFER_NOT_ON_SALE)
    return {
      offer: bonusOffer,
      bumpIds: [],
      purchase: 'bonus-upgrade',
      main: { bonusName: bonusOffer.name },
    }
  }
  const bumpIds = [...(request.bumps ?? [])]
  if (request.hasReturnToBodyAddon && bonus) bumpIds.push(bonus.offerId)
  return { offer: main, bumpIds, purchase: 'masterclass', main: { bonusName: bonus?.name ?? null } }
}

const ownsAll = (owned: CourseAccess[], courseIds: number[], bonusLessons: boolean) =>
  courseIds.length > 0 &&
  courseIds.every((id) =>
    owned.some((entry) => entry.courseId === id && (!bonusLessons || entry.includesBonusLessons)),
  )

/**
 * Sells only what she may buy: a bonus (an offer opening bonus lessons) alone needs its courses
 * already hers; an offer whose courses she already has is refused, with the way to them.
 */
async function checkOwnership(
  req: PayloadRequest,
  { snapshot, owned }: CheckoutContext,
  cart: Cart,
) {
  const { offer, main } = cart
  if (offer.includesBonusLessons) {
    if (!ownsAll(owned, offer.courseIds, false)) {
      throw new AppError(
        'conflict',
        main
          ? `${offer.name} is added to a masterclass you own. Buy the masterclass first, or use the e-mail you bought it with.`
          : `${offer.name} is added to a course you own. Buy the course first, or use the e-mail you bought it with.`,
      )
    }
    if (ownsAll(owned, offer.courseIds, true)) {
      throw new AppError('conflict', `You already own ${offer.name}.`)
    }
    return
  }
  if (!ownsAll(owned, offer.courseIds, false)) return refuseOwnedBumps(req, snapshot, owned, cart)
  if (!main) {
    throw new AppError('conflict', `This e-mail already owns ${offer.name}. Open it from /watch.`)
  }
  const bonusToo = ownsAll(owned, offer.courseIds, true)
  throw new AppError(
    'conflict',
    bonusToo && main.bonusName
      ? `This e-mail already owns the masterclass and ${main.bonusName}. Open them from /watch.`
      : main.bonusName
        ? `This e-mail already owns the masterclass. Open it from /watch, where you can also add ${main.bonusName}.`
        : 'This e-mail already owns the masterclass. Open it from /watch.',
  )
}

/** A bump she already has would be paid for twice: she is asked to untick it. */
async function refuseOwnedBumps(
  req: PayloadRequest,
  snapshot: Snapshot,
  owned: CourseAccess[],
  cart: Cart,
) {
  for (const bumpId of new Set(cart.bumpIds)) {
    const bump = cart.offer.bumps.find((candidate) => candidate.offerId === bumpId)
    const bumpOffer = bump ? await offerById(req, snapshot, bump.offerId) : null
    if (bumpOffer && ownsAll(owned, bumpOffer.courseIds, bumpOffer.includesBonusLessons)) {
      throw new AppError('conflict', `You already own ${bumpOffer.name}. Untick it to go on.`, {
        fields: { bumps: `You already own ${bumpOffer.name}.` },
      })
    }
  }
}

function priced(offer: CheckoutOffer, bumpIds: number[], coupon: CouponTerms | null): PricedCart {
  try {
    return priceCart(offer, bumpIds, coupon)
  } catch (error) {
    if (error instanceof UnknownBumpError) throw new AppError('bad_request', error.message)
    throw error
  }
}

const orderFields = (cart: PricedCart) => ({
  items: cart.lines.map((line) => ({
    offer: line.offerId,
    label: line.label,
    kind: line.kind,
    listPriceInCents: line.listPriceInCents,
    amountInCents: line.amountInCents,
  })),
  amountInCents: cart.totalInCents,
  discountInCents: cart.discountInCents,
  priceType: cart.priceType,
  installmentsTotal: cart.priceType === 'payment-plan' ? cart.installments : null,
})

/**
 * Starts or updates a checkout of any offer on sale. The amount is always the server's: a browser
 * chooses what to buy (the offer, its bumps, a code), never what it costs. The pending order and
 * the coupon's hold are written in one transaction first (a refused code changes nothing); the
 * payment provider is asked afterwards, outside it, and the order gets its payment ids. Re-sending
 * with the previous answer's payment id updates the same order and intent.
 *
 * In demo mode a one-time payment needs no provider: its payment id is made here and stored with
 * the order, and the visit is counted, all in that one transaction (five statements in all with
 * the rate limits, begin and commit: checkoutContext, then her contact, the order, its lines and
 * the counted visit in one statement). Offers and
 * settings come from memory, checked against Postgres by checkoutContext's version.
 */
async function startCheckout(
  req: PayloadRequest,
  request: CheckoutRequest,
): Promise<CreatePaymentIntentResponse> {
  const { payload } = req
  const mode = paymentMode()
  if (mode === 'unavailable') throw new AppError('unavailable', PAYMENTS_NOT_SET_UP)
  const couponCode = request.coupon ? normaliseCouponCode(request.coupon) : ''
  // Asked of Stripe outside any transaction; a payment id that can no longer change is dropped.
  const reusable = await checkPaymentStillOpen(req, request, mode as PaymentMode)
  // Without the affiliate cookie this reads nothing.
  const affiliate = await attributedAffiliate(req, request.email)

  const started = await inOperation(req, async (req) => {
    const context = await checkoutContext(req, request.email)
    const cart = await resolveCart(req, context.snapshot, request)
    const { offer } = cart
    // Bad bumps are refused before anything is written.
    const listPrice = priced(offer, cart.bumpIds, null)
    if (listPrice.totalInCents < STRIPE_MINIMUM_CHARGE_IN_CENTS) {
      throw new AppError('bad_request', `${offer.name} has no price a card can be charged yet.`)
    }
    await checkOwnership(req, context, cart)
    const previous = reusable
      ? await lockedPendingOrder(req, request.paymentIntentId, request.email, offer.id)
      : undefined
    // A demo one-time payment is only an id: made now, it is stored with the order.
    const demoIntent =
      mode === 'demo' && listPrice.priceType === 'one-time'
        ? (previous?.provider?.paymentIntentId ?? `demo_pi_${randomBytes(12).toString('hex')}`)
        : undefined

    const base = {
      email: request.email,
      offer: offer.id,
      ...orderFields(listPrice),
      affiliate,
      mode,
    }
    let order: StartedOrder
    let contactId: number | undefined
    // Without a code the list price is what she pays: the new order's statement counts her visit.
    let counted = false
    if (previous) {
      order = await payload.update({
        collection: 'orders',
        id: previous.id,
        data: demoIntent
          ? { ...base, provider: { ...previous.provider, paymentIntentId: demoIntent } }
          : base,
        depth: 0,
        req,
        ...asSystem('publicCheckout'),
      })
    } else {
      counted = demoIntent !== undefined && !couponCode
      const stored = await insertPendingOrder(req, {
        email: request.email,
        offerId: offer.id,
        cart: listPrice,
        affiliate,
        mode: mode as PaymentMode,
        paymentIntentId: demoIntent,
        event: counted
          ? await startedEvent(req, { demoIntent: demoIntent!, price: listPrice })
          : undefined,
      })
      contactId = stored.contactId
      order = {
        id: stored.id,
        name: null,
        coupon: null,
        provider: demoIntent ? { paymentIntentId: demoIntent } : {},
      }
    }
    let terms: (CouponTerms & { couponId: number }) | null = null
    if (couponCode) {
      terms = await holdCoupon(req, {
        code: couponCode,
        offerId: offer.id,
        email: request.email,
        orderId: order.id,
        clientKey: couponClientKey(clientAddress(req), req.payload.secret),
      })
    } else if (previous) {
      await releaseCoupon(req, order.id)
    }
    const price = priced(offer, cart.bumpIds, terms)
    if (terms || previous?.coupon) {
      order = await payload.update({
        collection: 'orders',
        id: order.id,
        data: { ...orderFields(price), coupon: terms?.couponId ?? null },
        depth: 0,
        req,
        ...asSystem('publicCheckout'),
      })
    }
    if (demoIntent && !counted) {
      await countStarted(req, { contactId, demoIntent, price, email: request.email })
    }
    return { cart, order, price, demoIntent, previous }
  })
  const { cart, price } = started
  const { offer } = cart
  let { order } = started

  let paymentIntentId: string
  let clientSecret: string
  if (started.demoIntent) {
    paymentIntentId = started.demoIntent
    clientSecret = demoClientSecret(paymentIntentId)
  } else {
    // The payment provider, outside any transaction: a network call must not hold one open.
    let provider: { subscriptionId?: string; customerId?: string | null } = {}
    if (price.priceType !== 'one-time') {
      const recurring = await startRecurringPayment(req, {
        order,
        offer,
        priced: price,
        email: request.email,
        mode: mode as PaymentMode,
      })
      paymentIntentId = recurring.paymentIntentId
      clientSecret = recurring.clientSecret
      provider = { subscriptionId: recurring.subscriptionId, customerId: recurring.customerId }
    } else {
      const stripe = (await getStripe())!
      const details = {
        amount: price.totalInCents,
        description: price.description,
        receipt_email: request.email,
        metadata: { kind: COURSE_KIND, orderId: String(order.id), email: request.email },
      }
      const existing = order.provider?.paymentIntentId
      let intent: Awaited<ReturnType<typeof stripe.paymentIntents.create>>
      try {
        intent = existing?.startsWith('pi_')
          ? await stripe.paymentIntents.update(existing, details)
          : await stripe.paymentIntents.create({
              ...details,
              currency: 'usd',
              automatic_payment_methods: { enabled: true },
            })
      } catch (error) {
        // The order changes only with its intent: Stripe refused, so the order is put back.
        if (started.previous) await restoreOrder(req, started.previous)
        if (paidMeanwhile(error)) throw new AppError('conflict', CHECKOUT_ALREADY_PAID)
        throw error
      }
      paymentIntentId = intent.id
      clientSecret = intent.client_secret!
    }

    await inOperation(req, async (req) => {
      order = await payload.update({
        collection: 'orders',
        id: order.id,
        data: { provider: { ...order.provider, paymentIntentId, ...provider } },
        depth: 0,
        req,
        ...asSystem('publicCheckout'),
      })
      await countStarted(req, { email: request.email, demoIntent: paymentIntentId, price })
    })
  }

  const bonusBought = price.lines.some(
    (line) =>
      line.kind === 'bump' &&
      offer.bumps.some((b) => b.offerId === line.offerId && b.includesBonusLessons),
  )
  return {
    clientSecret,
    paymentIntentId,
    amountInCents: price.totalInCents,
    hasReturnToBodyAddon: cart.purchase === 'bonus-upgrade' || bonusBought,
    purchase: cart.purchase,
    mode: mode as PaymentMode,
    ...(mode === 'stripe'
      ? { publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY }
      : {}),
    offer: { id: offer.id, slug: offer.slug, name: offer.name },
    bumps: price.lines.filter((line) => line.kind === 'bump').map((line) => line.offerId),
    coupon: couponCode || null,
    cart: price,
  }
}

/** What the provider step reads of the order (all of it when Payload wrote it). */
type StartedOrder = Pick<Order, 'id' | 'name' | 'coupon' | 'provider'>

/**
 * Ties her visit to her address, so a sale Stripe reports later counts under its source. Her
 * contact's id when the order statement just gave it (else it is found by her address).
 */
const startedEvent = (
  req: PayloadRequest,
  { demoIntent, price }: { demoIntent: string; price: PricedCart },
) =>
  businessEventRecord(req, 'checkout_started', {
    link: demoIntent,
    valueCents: price.totalInCents,
  })

const countStarted = (
  req: PayloadRequest,
  {
    contactId,
    email,
    demoIntent,
    price,
  }: { contactId?: number; email: string; demoIntent: string; price: PricedCart },
) =>
  countBusinessEvent(req, 'checkout_started', {
    ...(contactId === undefined ? { email } : { contact: contactId }),
    link: demoIntent,
    valueCents: price.totalInCents,
  })

/**
 * The checkout as the page asks for it (POST /api/create-payment-intent): the spec's page also
 * sends the price it shows; the charge is always the catalogue's, and a disagreement is logged.
 */
export async function startCheckoutFromBrowser(
  req: PayloadRequest,
  input: z.output<typeof createPaymentIntentSchema>,
): Promise<CreatePaymentIntentResponse> {
  const checkout = await startCheckout(req, {
    email: input.email,
    purchase: input.purchase ?? 'masterclass',
    hasReturnToBodyAddon: input.hasReturnToBodyAddon ?? false,
    paymentIntentId: input.paymentIntentId,
    offer: input.offer,
    bumps: input.bumps,
    coupon: input.coupon,
  })
  await inOperation(req, (req) =>
    recordOptIn(req, { email: input.email, source: 'checkout' }, input.marketingConsent),
  )
  const claimed = typeof input.amount === 'number' ? Math.round(input.amount * 100) : undefined
  if (claimed !== undefined && claimed !== checkout.amountInCents) {
    req.payload.logger.warn(
      `create-payment-intent: browser sent amount ${String(input.amount)}; charging the catalogue's ${checkout.amountInCents} cents`,
    )
  }
  return checkout
}
