import type { PayloadRequest, Where } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem, inOperation, type SystemAction } from '@/core/operation'
import type { Membership, Offer, Order } from '@/payload-types'
import { lockUntilCommit } from '@/utilities/transaction'

import { commerceNow } from '../billing/clock'
import { idOf } from '@/utilities/idOf'

/*
 * The one operation that changes course access: fulfilment opens it, a failed instalment pauses
 * it, paying restores it, a membership cancelled at period end keeps it until then, a refund or
 * an ended membership ends it.
 */

export type AccessChange = {
  order: { id: number } | { paymentIntentId: string } | { subscriptionId: string }
  access: 'open' | 'paused' | 'ended'
  /** 'open' only: access ends at this instant (null: for good; undefined: leave as it is). */
  until?: string | null
  /** The order's new status, when it changes with the access. */
  orderStatus?: Order['status']
  /** Extra order fields that change with it (period end, cancelAtPeriodEnd, paid counts). */
  orderData?: Partial<
    Pick<
      Order,
      'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'installmentsPaid' | 'paidInCents' | 'refundedAt'
    >
  >
  /** Set for Stripe's webhooks, the demo billing clock and the import job, which have no user. */
  system?: Extract<SystemAction, 'paymentWebhook' | 'demoBilling' | 'importPeople'>
}


/** The order named by its id or by the payment provider's id for it. */
export const orderWhere = (which: AccessChange['order']): Where =>
  'id' in which
    ? { id: { equals: which.id } }
    : 'paymentIntentId' in which
      ? { 'provider.paymentIntentId': { equals: which.paymentIntentId } }
      : { 'provider.subscriptionId': { equals: which.subscriptionId } }

/**
 * The order named, locked until the caller's transaction ends and read again after the lock, so
 * racing changes of one order (a webhook, a refund, the demo clock) run one after the other; null
 * when there is none.
 */
export async function lockOrder(
  req: PayloadRequest,
  which: AccessChange['order'],
  access: { overrideAccess: false } | ReturnType<typeof asSystem>,
): Promise<Order | null> {
  const { payload } = req
  const found = (
    await payload.find({
      collection: 'orders',
      where: orderWhere(which),
      depth: 0,
      limit: 1,
      req,
      ...access,
    })
  ).docs[0]
  if (!found) return null
  await lockUntilCommit(payload, `order:${found.id}`, req)
  return payload.findByID({ collection: 'orders', id: found.id, depth: 0, req, ...access })
}

/** What each course of the order opens: the course, and its bonus lessons when an item has them. */
async function coursesOf(
  req: PayloadRequest,
  order: Order,
  access: ReturnType<typeof accessOf>,
): Promise<Map<number, { offer: number; includesBonusLessons: boolean }>> {
  const itemOffers = (order.items ?? []).map((item) => idOf(item.offer))
  const offerIds = [
    ...new Set([idOf(order.offer), ...itemOffers].filter((id): id is number => id !== null)),
  ]
  const { docs } = await req.payload.find({
    collection: 'offers',
    where: { id: { in: offerIds } },
    depth: 0,
    limit: offerIds.length,
    pagination: false,
    select: { courses: true, includesBonusLessons: true },
    req,
    ...access,
  })
  const offers = new Map<number, Pick<Offer, 'courses' | 'includesBonusLessons'>>(
    docs.map((offer) => [offer.id, offer]),
  )
  const courses = new Map<number, { offer: number; includesBonusLessons: boolean }>()
  for (const offerId of offerIds) {
    const offer = offers.get(offerId)
    if (!offer) continue
    const bonus = Boolean(offer.includesBonusLessons)
    for (const course of offer.courses ?? []) {
      const courseId = idOf(course)
      if (courseId === null) continue
      const seen = courses.get(courseId)
      if (!seen) {
        courses.set(courseId, { offer: offerId, includesBonusLessons: bonus })
        continue
      }
      // One row per order and course: it opens the course when any of its offers does (a bonus
      // offer alone opens only the bonus lessons), and the bonus lessons when any item has them.
      if (bonus) seen.includesBonusLessons = true
      else if (offers.get(seen.offer)?.includesBonusLessons) seen.offer = offerId
    }
  }
  return courses
}

const accessOf = (system: AccessChange['system']) =>
  system ? asSystem(system) : ({ overrideAccess: false } as const)

/**
 * Opens, pauses or ends the course access an order gives (one membership per course of its offer
 * and of its bumps), and changes the order's status with it, in one transaction. Runs as the
 * caller (only the owner may change access) or as the named system action of a webhook or the
 * demo billing clock. Opening again keeps when access first began (drip delays count from there).
 */
export async function setOrderAccess(
  req: PayloadRequest,
  change: AccessChange,
): Promise<{ order: Order; memberships: number }> {
  const access = accessOf(change.system)
  return inOperation(req, async (req) => {
    const { payload } = req
    const current = await lockOrder(req, change.order, access)
    if (!current) throw new AppError('not_found', 'No such order.')
    // A refund is final: a late renewal, failure or end reported for the order changes nothing.
    if (current.status === 'refunded' && change.orderStatus !== 'refunded') {
      return { order: current, memberships: 0 }
    }

    const existing = (
      await payload.find({
        collection: 'memberships',
        where: { order: { equals: current.id } },
        depth: 0,
        limit: 500,
        pagination: false,
        req,
        ...access,
      })
    ).docs
    let changed = 0

    if (change.access === 'open') {
      const now = (await commerceNow(payload, req)).toISOString()
      const byKey = new Map<string, Membership>(existing.map((row) => [row.orderCourse, row]))
      for (const [courseId, { offer, includesBonusLessons }] of await coursesOf(
        req,
        current,
        access,
      )) {
        const orderCourse = `${current.id}:${courseId}`
        const row = byKey.get(orderCourse)
        if (row) {
          await payload.update({
            collection: 'memberships',
            id: row.id,
            data: {
              status: 'active',
              includesBonusLessons,
              ...(change.until !== undefined ? { endsAt: change.until } : {}),
            },
            depth: 0,
            req,
            ...access,
          })
        } else {
          await payload.create({
            collection: 'memberships',
            data: {
              email: current.email,
              course: courseId,
              order: current.id,
              offer,
              orderCourse,
              includesBonusLessons,
              status: 'active',
              startsAt: now,
              endsAt: change.until ?? null,
            },
            depth: 0,
            req,
            ...access,
          })
        }
        changed += 1
      }
    } else {
      for (const row of existing) {
        await payload.update({
          collection: 'memberships',
          id: row.id,
          data: {
            status: change.access,
            ...(change.until !== undefined ? { endsAt: change.until } : {}),
          },
          depth: 0,
          req,
          ...access,
        })
        changed += 1
      }
    }

    const orderData = {
      ...(change.orderData ?? {}),
      ...(change.orderStatus ? { status: change.orderStatus } : {}),
    }
    const order = Object.keys(orderData).length
      ? await payload.update({
          collection: 'orders',
          id: current.id,
          data: orderData,
          depth: 0,
          req,
          ...access,
        })
      : current
    return { order, memberships: changed }
  })
}
