import type { Payload, PayloadRequest } from 'payload'

import { sendTemplate } from '@/email/send'
import type { Workshop } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'
import { formatUSD } from '@/utilities/money'

import { scheduleLabels } from './view'

const workshopPageURL = (workshop: Pick<Workshop, 'slug' | 'landingPageUrl'>) =>
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
  const price = formatUSD(amountPaidInCents, { cents: true })
  await sendTemplate(
    payload,
    {
      template: 'workshop-confirmation',
      to,
      replyTo: settings.supportEmail,
      data: {
        name,
        paymentLine:
          mode === 'demo'
            ? `Registered in test mode: no money moved (the price is ${price}).`
            : `Your payment of ${price} is confirmed.`,
        workshopTitle: workshop.title,
        workshopDate: dateLabel,
        workshopTime: timeLabel,
        workshopDuration: durationLabel,
        workshopLocation: workshop.location,
        workshopUrl: workshopPageURL(workshop),
      },
    },
    req,
  )
}
