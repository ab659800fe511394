import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

import { sendTemplate } from '@/email/send'
import { formatUSD } from '@/utilities/money'
import { getServerSideURL } from '@/utilities/getURL'

import { createAccessLink } from './accessLinks'
import { findMasterclassCourse, isUnlocked, loadCourseLessons } from './course'
import type { PaymentMode } from './api'
import type { Entitlements } from './entitlements'

/** A link from the purchase e-mail stays usable for a week; one requested on /watch, an hour. */
export const CONFIRMATION_LINK_MINUTES = 7 * 24 * 60
export const REQUESTED_LINK_MINUTES = 60

/**
 * The buyer's receipt: what she bought, one link per module she can watch, and a sign-in link
 * that opens them in any browser.
 */
export async function queuePurchaseConfirmation(
  payload: Payload,
  {
    email,
    amountInCents,
    purchase,
    entitlements,
    mode,
  }: {
    email: string
    amountInCents: number
    purchase: 'masterclass' | 'bonus-upgrade'
    entitlements: Entitlements
    mode: PaymentMode
  },
  req?: PayloadRequest,
) {
  const origin = getServerSideURL()
  // Inside the fulfilment's transaction every read uses its connection: waiting for a second one
  // from the pool while holding the first can starve the pool under a burst of webhooks.
  const settings = await payload.findGlobal({ slug: 'site-settings', req })
  const course = await findMasterclassCourse(payload, req)
  const lessons = course ? await loadCourseLessons(payload, course.id, req) : []
  const videoLinks = lessons
    .filter((lesson) => isUnlocked(lesson, entitlements))
    .map((lesson) => `${lesson.title} (${lesson.duration}): ${origin}/course/${lesson.id}`)
  const accessLink = await createAccessLink(
    payload,
    { email, purpose: 'member', validForMinutes: CONFIRMATION_LINK_MINUTES },
    req,
  )
  const price = formatUSD(amountInCents, { cents: true })
  await sendTemplate(
    payload,
    {
      template: purchase === 'bonus-upgrade' ? 'purchase-bonus' : 'purchase-masterclass',
      to: email,
      replyTo: settings.supportEmail,
      data: {
        paymentLine:
          mode === 'demo'
            ? `Test mode: no money moved (the price is ${price}).`
            : `Your payment of ${price} is confirmed.`,
        videoLinks: videoLinks.join('\n'),
        accessLink,
      },
    },
    req,
  )
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
