import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

import { sendTemplate } from '@/email/send'
import { formatUSD } from '@/utilities/money'
import { getServerSideURL } from '@/utilities/getURL'

import { createAccessLink } from './accessLinks'
import { lessonLock, loadSeat } from '@/courses/unlocking'
import type { PaymentMode } from './api'
import { courseAccessFor } from './orders/access'
import { idOf } from '@/utilities/idOf'

/** A link from the purchase e-mail stays usable for a week; one requested on /watch, an hour. */
const CONFIRMATION_LINK_MINUTES = 7 * 24 * 60
const REQUESTED_LINK_MINUTES = 60

/**
 * The buyer's receipt for an order: what she paid, one link per lesson of the order's courses
 * she can watch now (with what she had before: a bonus bought later lists the course's lessons
 * too), and a sign-in link that opens them in any browser. An order of a bonus alone gets the
 * bonus receipt's words; any other order the course receipt's.
 */
export async function queuePurchaseConfirmation(
  payload: Payload,
  {
    email,
    amountInCents,
    orderId,
    mode,
  }: {
    email: string
    amountInCents: number
    orderId: number
    mode: PaymentMode
  },
  req?: PayloadRequest,
) {
  const origin = getServerSideURL()
  // Inside the fulfilment's transaction every read uses its connection: waiting for a second one
  // from the pool while holding the first can starve the pool under a burst of webhooks.
  const settings = await payload.findGlobal({ slug: 'site-settings', req })
  const { docs: rows } = await payload.find({
    collection: 'memberships',
    where: { order: { equals: orderId } },
    depth: 0,
    limit: 100,
    pagination: false,
    select: { course: true, offer: true },
    req,
    ...asSystem('paymentWebhook'),
  })
  const offerIds = [...new Set(rows.map((row) => idOf(row.offer)).filter((id) => id !== null))]
  const bonusOnly =
    offerIds.length > 0 &&
    (
      await payload.find({
        collection: 'offers',
        where: { and: [{ id: { in: offerIds } }, { includesBonusLessons: { equals: true } }] },
        depth: 0,
        limit: offerIds.length,
        pagination: false,
        select: { name: true },
        req,
        ...asSystem('paymentWebhook'),
      })
    ).docs.length === offerIds.length
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    select: { offer: true, items: true },
    req,
    ...asSystem('paymentWebhook'),
  })
  // The main offer keeps the masterclass receipt the site always sent; another offer names itself.
  const mainOfferId = idOf(settings.mainOffer as number | { id: number } | null | undefined)
  const template = bonusOnly
    ? 'purchase-bonus'
    : idOf(order.offer) === mainOfferId
      ? 'purchase-masterclass'
      : 'purchase-course'
  const access = await courseAccessFor(payload, email, req)
  const videoLinks: string[] = []
  for (const courseId of new Set(rows.map((row) => idOf(row.course)))) {
    if (courseId === null || !access.some((entry) => entry.courseId === courseId)) continue
    const course = await payload.findByID({
      collection: 'courses',
      id: courseId,
      depth: 0,
      req,
      ...asSystem('memberCourse'),
    })
    // The lessons open today by the one rule (bonus, drip day, prerequisite), as her portal shows.
    const seat = await loadSeat(payload, course, email, req, access)
    for (const lesson of seat.lessons) {
      if (lessonLock(lesson, seat)) continue
      videoLinks.push(`${lesson.title} (${lesson.duration}): ${origin}/course/${lesson.id}`)
    }
  }
  const accessLink = await createAccessLink(
    payload,
    { email, purpose: 'member', validForMinutes: CONFIRMATION_LINK_MINUTES },
    req,
  )
  const price = formatUSD(amountInCents, { cents: true })
  await sendTemplate(
    payload,
    {
      template,
      to: email,
      replyTo: settings.supportEmail,
      data: {
        paymentLine:
          mode === 'demo'
            ? `Test mode: no money moved (the price is ${price}).`
            : `Your payment of ${price} is confirmed.`,
        videoLinks: videoLinks.join('\n'),
        accessLink,
        offerName: orderProductName(order.items ?? []),
      },
    },
    req,
  )
}


/**
 * What an order bought, as the refund e-mail names it: the offer, "with" its bumps, as she named
 * them (e.g. "The Good Girl Paradox with Return to the Body").
 */
export function orderProductName(
  items: { label: string; kind?: 'offer' | 'bump' | null }[],
  fallback = 'your purchase',
): string {
  const main = items.filter((item) => item.kind !== 'bump').map((item) => item.label)
  const bumps = items.filter((item) => item.kind === 'bump').map((item) => item.label)
  const names = main.length ? main : bumps.splice(0, 1)
  if (!names.length) return fallback
  return bumps.length ? `${names.join(' and ')} with ${bumps.join(' and ')}` : names.join(' and ')
}

/** The link a buyer asks for on /watch or in the portal. */
export async function queueAccessLinkEmail(
  payload: Payload,
  { email, redirectTo }: { email: string; redirectTo?: string },
) {
  const settings = await payload.findGlobal({ slug: 'site-settings', ...asSystem('emailDelivery') })
  const accessLink = await createAccessLink(payload, {
    email,
    purpose: 'member',
    validForMinutes: REQUESTED_LINK_MINUTES,
    redirectTo,
  })
  await sendTemplate(payload, {
    template: 'access-link',
    to: email,
    replyTo: settings.supportEmail,
    data: { accessLink },
  })
}
