import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { audienceLabel } from '@/reports/email'
import { queryRows } from '@/utilities/sql'

import { audienceOf, countAudience } from '../campaigns/store'

/** An audience as the campaign window's select shows it: its words and its subscribed people. */
export type DescribedAudience = { value: string; label: string; count: number }

/**
 * One audience in her words and how many subscribed people it holds now: how "E-mail these people"
 * from the Leads list opens the campaign window with that list's people chosen and counted.
 */
export async function describeAudience(
  req: PayloadRequest,
  { audience: value }: { audience: string },
): Promise<DescribedAudience> {
  requireOwner(req)
  const audience = audienceOf(value)
  const [count, tags, campaigns] = await Promise.all([
    countAudience(req.payload, audience, req),
    queryRows<{ id: number; name: string }>(req.payload, sql`select id, name from tags`, req),
    audience.kind === 'not-opened'
      ? queryRows<{ id: number; subject: string }>(
          req.payload,
          sql`select id, subject from email_campaigns where id = ${audience.campaignId}`,
          req,
        )
      : Promise.resolve([]),
  ])
  const names = {
    tags: new Map(tags.map((tag) => [tag.id, tag.name])),
    campaigns: new Map(campaigns.map((campaign) => [campaign.id, campaign.subject])),
  }
  return { value, label: audienceLabel(value, names), count }
}
