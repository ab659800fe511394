import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { countCampaignClick, pathOnSite } from '@/analytics/count'
import { AppError } from '@/core/errors'
import { getServerSideURL } from '@/utilities/getURL'
import { writeAsSystem } from '@/utilities/sql'

import { MACHINE_OPEN_SECONDS } from '../campaigns/constants'
import { campaignLinks } from '../campaigns/render'
import { isMachineOpen, readClickToken, readOpenToken } from '../campaigns/tracking'

const LINK_DOES_NOT_WORK = 'This link does not work.'

/** Link checkers and scanners follow every link: their visits are not her clicks. */
const isMachineAgent = (userAgent: string) => isMachineOpen(userAgent, null)

/**
 * A tracked link of a marketing e-mail (`/r/<id>`): the address that was in that e-mail, by its
 * place in the campaign, and her click recorded on the delivery (a click is an open too). An id
 * this site did not sign, or a link the e-mail did not have, leads nowhere.
 */
export async function followTrackedLink(
  req: PayloadRequest,
  { token, userAgent = '' }: { token: string; userAgent?: string },
): Promise<{ url: string }> {
  const { payload } = req
  const read = readClickToken(payload.secret, token)
  if (!read) throw new AppError('not_found', LINK_DOES_NOT_WORK)
  // One statement, the click recorded with the read (the link's number is signed with its
  // delivery, so a signed token always names a link of that e-mail).
  const human = !isMachineAgent(userAgent)
  const [delivery] = await writeAsSystem<{
    content: string | null
    links: unknown
    campaign_id: number | null
    sequence_id: number | null
    mailing: string | null
  }>(
    'emailTracking',
    payload,
    sql`with found as (
          select d.id, d.links, c.content, d.campaign_id, d.sequence_id,
                 coalesce(c.subject, s.name) as mailing
            from email_deliveries d
            left join email_campaigns c on c.id = d.campaign_id
            left join email_sequences s on s.id = d.sequence_id
           where d.id = ${read.deliveryId} and d.status = 'sent'),
        clicked as (
          update email_deliveries
             set clicks = clicks + 1, clicked_at = coalesce(clicked_at, now()),
                 opened_at = coalesce(opened_at, now()), updated_at = now()
           where id = (select id from found) and ${human}
          returning id)
        select links, content, campaign_id, sequence_id, mailing from found`,
  )
  // A sequence step keeps its links; a campaign's are those of its words.
  const links = Array.isArray(delivery?.links)
    ? (delivery.links as string[])
    : campaignLinks(delivery?.content ?? '')
  const url = delivery ? links[read.linkIndex] : undefined
  if (!url) throw new AppError('not_found', LINK_DOES_NOT_WORK)
  if (human) {
    await countCampaignClick(payload, {
      campaign: delivery?.campaign_id ?? null,
      sequence: delivery?.sequence_id ?? null,
    })
  }
  return { url: withCampaignTags(url, delivery?.mailing ?? '') }
}

/**
 * A link to her own site gets the e-mail's UTM tags (unless she wrote her own), so the visit it
 * starts counts under Email and the campaign's subject (or the sequence's name) on the Overview.
 */
function withCampaignTags(address: string, mailing: string): string {
  const page = pathOnSite(address)
  if (!page || page.search.has('utm_source') || !mailing.trim()) return address
  const url = new URL(address, getServerSideURL())
  url.searchParams.set('utm_source', 'email')
  url.searchParams.set('utm_medium', 'email')
  url.searchParams.set('utm_campaign', mailing.trim().slice(0, 100))
  return url.toString()
}

/**
 * The open pixel: her first open on the delivery, or a machine's (a privacy proxy, a scanner, or
 * within seconds of sending) kept apart, so the open rate counts people. Opens are approximate:
 * images may be blocked, or fetched by a proxy.
 */
export async function recordOpen(
  req: PayloadRequest,
  { token, userAgent = '' }: { token: string; userAgent?: string },
): Promise<{ recorded: boolean }> {
  const { payload } = req
  const read = readOpenToken(payload.secret, token)
  if (!read) throw new AppError('not_found', LINK_DOES_NOT_WORK)
  const machine = isMachineAgent(userAgent)
  const recorded = await writeAsSystem<{ id: number }>(
    'emailTracking',
    payload,
    sql`update email_deliveries
           set opens = opens + 1,
               opened_at = case
                 when ${machine} or sent_at > now() - make_interval(secs => ${MACHINE_OPEN_SECONDS})
                 then opened_at else coalesce(opened_at, now()) end,
               machine_opened_at = case
                 when ${machine} or sent_at > now() - make_interval(secs => ${MACHINE_OPEN_SECONDS})
                 then coalesce(machine_opened_at, now()) else machine_opened_at end,
               updated_at = now()
         where id = ${read.deliveryId} and status = 'sent'
     returning id`,
  )
  if (!recorded.length) throw new AppError('not_found', LINK_DOES_NOT_WORK)
  return { recorded: true }
}
