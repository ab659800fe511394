import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { writeAsSystem } from '@/utilities/sql'

import { MACHINE_OPEN_SECONDS } from '../campaigns/constants'
import { campaignLinks } from '../campaigns/render'
import { isMachineOpen, readClickToken, readOpenToken } from '../campaigns/tracking'

export const LINK_DOES_NOT_WORK = 'This link does not work.'

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
  const [delivery] = await writeAsSystem<{ content: string | null; links: unknown }>(
    'emailTracking',
    payload,
    sql`with found as (
          select d.id, d.links, c.content from email_deliveries d
            left join email_campaigns c on c.id = d.campaign_id
           where d.id = ${read.deliveryId} and d.status = 'sent'),
        clicked as (
          update email_deliveries
             set clicks = clicks + 1, clicked_at = coalesce(clicked_at, now()),
                 opened_at = coalesce(opened_at, now()), updated_at = now()
           where id = (select id from found) and ${human}
          returning id)
        select links, content from found`,
  )
  // A sequence step keeps its links; a campaign's are those of its words.
  const links = Array.isArray(delivery?.links)
    ? (delivery.links as string[])
    : campaignLinks(delivery?.content ?? '')
  const url = delivery ? links[read.linkIndex] : undefined
  if (!url) throw new AppError('not_found', LINK_DOES_NOT_WORK)
  return { url }
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
