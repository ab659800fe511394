import type { Payload, PayloadRequest } from 'payload'

import { renderEmail } from '@/email/render'
import { queueEmail } from '@/jobs/queueEmail'
import { formatUSD } from '@/utilities/money'
import { getServerSideURL } from '@/utilities/getURL'

import { createAccessLink } from './accessLinks'
import { findMasterclassCourse, isUnlocked, loadCourseLessons } from './course'
import type { PaymentMode } from './api'
import type { Entitlements } from './entitlements'

/** A link from the purchase e-mail stays usable for a week; one requested on /watch, an hour. */
export const CONFIRMATION_LINK_MINUTES = 7 * 24 * 60
export const REQUESTED_LINK_MINUTES = 60

async function footer(payload: Payload, req?: PayloadRequest) {
  const settings = await payload.findGlobal({ slug: 'site-settings', req })
  return {
    settings,
    lines: [
      `Questions about your access? Write to ${settings.supportEmail}.`,
      'Each sign-in link works once. You can always ask for a new one at:',
      `${getServerSideURL()}/watch`,
    ],
  }
}

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
  const { settings, lines } = await footer(payload, req)
  const course = await findMasterclassCourse(payload, req)
  const lessons = course ? await loadCourseLessons(payload, course.id, req) : []
  const videoLinks = lessons
    .filter((lesson) => isUnlocked(lesson, entitlements))
    .map((lesson) => `${lesson.title} (${lesson.duration}): ${origin}/course/${lesson.id}`)
  const signIn = await createAccessLink(
    payload,
    { email, purpose: 'member', validForMinutes: CONFIRMATION_LINK_MINUTES },
    req,
  )
  const subject =
    purchase === 'bonus-upgrade'
      ? 'Return to the Body is unlocked'
      : 'Your masterclass access: The Good Girl Paradox'
  const body = renderEmail(
    [
      'Thank you, and welcome.',
      `${
        mode === 'demo'
          ? `Test mode: no money moved (the price is ${formatUSD(amountInCents, { cents: true })}).`
          : `Your payment of ${formatUSD(amountInCents, { cents: true })} is confirmed.`
      } ${
        purchase === 'bonus-upgrade'
          ? 'The three Return to the Body practices are now open in your course portal.'
          : 'Your masterclass is ready whenever you are, as often as you like, with a 30-day money-back guarantee.'
      }`,
      'Your videos:',
      ...videoLinks,
      'On a new device, open the sign-in link below first: it signs this browser in for 90 days.',
      `With warmth, ${settings.ownerName}`,
    ],
    { label: 'Sign in and watch', url: signIn },
    lines,
  )
  await queueEmail(payload, { to: email, subject, ...body, replyTo: settings.supportEmail }, req)
}

/** The link a buyer asks for on /watch or in the portal. */
export async function queueAccessLinkEmail(
  payload: Payload,
  { email, redirectTo }: { email: string; redirectTo?: string },
) {
  const { settings, lines } = await footer(payload)
  const signIn = await createAccessLink(payload, {
    email,
    purpose: 'member',
    validForMinutes: REQUESTED_LINK_MINUTES,
    redirectTo,
  })
  const body = renderEmail(
    [
      'Here is your sign-in link for The Good Girl Paradox.',
      'It works once, within 60 minutes, and signs this browser in for 90 days.',
      "If you didn't ask for it, you can ignore this e-mail.",
      `With warmth, ${settings.ownerName}`,
    ],
    { label: 'Open my masterclass', url: signIn },
    lines,
  )
  await queueEmail(payload, {
    to: email,
    subject: 'Your masterclass access link',
    ...body,
    replyTo: settings.supportEmail,
  })
}
