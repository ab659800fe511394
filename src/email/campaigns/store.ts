import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import { AppError } from '@/core/errors'
import type { EmailCampaign } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'
import { queryRows } from '@/utilities/sql'

import { type Audience, audienceWhere, parseAudience } from './audience'
import type { CampaignContext, CampaignRecipient } from './render'

export const NO_SUCH_CAMPAIGN = 'There is no such campaign.'

/** A campaign the caller may read (the owner), or 404. */
export async function findCampaign(req: PayloadRequest, id: number): Promise<EmailCampaign> {
  const { docs } = await req.payload.find({
    collection: 'email-campaigns',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  if (!docs[0]) throw new AppError('not_found', NO_SUCH_CAMPAIGN)
  return docs[0]
}

type CampaignData = Partial<Omit<EmailCampaign, 'id' | 'createdAt' | 'updatedAt'>>

/** Campaigns are written only here, by their operations (the collection's REST writes are closed). */
export function writeCampaign(req: PayloadRequest, id: number | null, data: CampaignData) {
  const options = { depth: 0, req, ...asSystem('emailCampaign') } as const
  return id === null
    ? req.payload.create({ collection: 'email-campaigns', data: data as EmailCampaign, ...options })
    : req.payload.update({ collection: 'email-campaigns', id, data, ...options })
}

/** The audience a stored value names (a value the schema let in always names one). */
export function audienceOf(value: string): Audience {
  const audience = parseAudience(value)
  if (!audience) throw new AppError('bad_request', 'Please choose who receives it.')
  return audience
}

/** How many subscribed people an audience holds now. */
export async function countAudience(payload: Payload, audience: Audience, req?: PayloadRequest) {
  const [row] = await queryRows<{ count: string }>(
    payload,
    sql`select count(*) as count from contacts c where ${audienceWhere(audience)}`,
    req,
  )
  return Number(row?.count ?? 0)
}

type RecipientRow = {
  id: number
  email: string
  name: string | null
  subscribed: boolean
  unsubscribe_token: string
  quiz_result: string | null
}

/** Her latest quiz result's title, from the archetypes of the CMS. */
const QUIZ_TITLE = sql`(select coalesce(a.title, l.quiz_result::text) from leads l
    left join archetypes a on a.key::text = l.quiz_result::text
   where l.contact_id = c.id and l.quiz_result is not null
   order by l.created_at desc limit 1)`

/** What a campaign needs to know about each recipient, for the given contacts. */
export async function recipientsByContact(
  payload: Payload,
  contactIds: number[],
): Promise<Map<number, RecipientRow>> {
  if (!contactIds.length) return new Map()
  const rows = await queryRows<RecipientRow>(
    payload,
    sql`select c.id, c.email, c.name, c.subscribed, c.unsubscribe_token, ${QUIZ_TITLE} as quiz_result
          from contacts c where c.id in (${sql.join(
            contactIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

export const recipientOf = (row: RecipientRow): CampaignRecipient => ({
  name: row.name,
  quizResult: row.quiz_result,
  unsubscribeToken: row.unsubscribe_token,
})

/** The first person of an audience (the preview shows the e-mail as she will read it). */
export async function firstRecipient(payload: Payload, audience: Audience, req?: PayloadRequest) {
  const [row] = await queryRows<RecipientRow>(
    payload,
    sql`select c.id, c.email, c.name, c.subscribed, c.unsubscribe_token, ${QUIZ_TITLE} as quiz_result
          from contacts c where ${audienceWhere(audience)} order by c.id limit 1`,
    req,
  )
  return row ?? null
}

/** The sender, the site and the signing secret every campaign message shares. */
export async function campaignContext(
  payload: Payload,
  req?: PayloadRequest,
): Promise<CampaignContext> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    req,
    ...asSystem('emailCampaign'),
  })
  return {
    brand: { ownerName: settings.ownerName, siteName: settings.siteName },
    siteUrl: getServerSideURL(),
    supportEmail: settings.supportEmail,
    secret: payload.secret,
  }
}
