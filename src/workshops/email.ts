import type { Payload, PayloadRequest } from 'payload'

import { renderEmail } from '@/email/render'
import { queueEmail } from '@/jobs/queueEmail'
import type { Workshop } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'
import { formatUSD } from '@/utilities/money'

import { scheduleLabels } from './view'

export const workshopPageURL = (workshop: Pick<Workshop, 'slug' | 'landingPageUrl'>) =>
  workshop.landingPageUrl || `${getServerSideURL()}/workshop/${workshop.slug}`

/** Her confirmation: when, where and what she paid. Transactional, so no unsubscribe link. */
export async function queueWorkshopConfirmation(
  payload: Payload,
  {
    workshop,
    to,
    name,
    amountPaidInCents,
    mode,
  }: {
    workshop: Workshop
    to: string
    name: string
    amountPaidInCents: number
    mode: 'stripe' | 'demo'
  },
  req?: PayloadRequest,
) {
  const settings = await payload.findGlobal({ slug: 'site-settings', req })
  const { dateLabel, timeLabel, durationLabel } = scheduleLabels(workshop)
  const paid =
    mode === 'demo'
      ? `Registered in test mode: no money moved (the price is ${formatUSD(amountPaidInCents, { cents: true })}).`
      : `Your payment of ${formatUSD(amountPaidInCents, { cents: true })} is confirmed.`
  const body = renderEmail(
    [
      `Dear ${name},`,
      `Your place in ${workshop.title} is confirmed. ${paid}`,
      `When: ${dateLabel}, ${timeLabel} (${durationLabel})`,
      `Where: ${workshop.location}`,
      'If anything comes up before we meet, simply reply to this e-mail.',
      `With warmth, ${settings.ownerName}`,
    ],
    { label: 'See the workshop details', url: workshopPageURL(workshop) },
    [`You receive this because you registered for ${workshop.title} on ${settings.siteName}.`],
  )
  await queueEmail(
    payload,
    {
      to,
      subject: `You're registered: ${workshop.title}, ${dateLabel}`,
      ...body,
      replyTo: settings.supportEmail,
    },
    req,
  )
}
