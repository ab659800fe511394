import { sql } from '@payloadcms/db-postgres'
import { isbot } from 'isbot'
import type { Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { ADMIN_COOKIE } from '@/auth/session'
import { normaliseEmail } from '@/contacts/emailAddress'
import { clientAddress } from '@/security/clientAddress'
import { queryRows } from '@/utilities/sql'
import { getServerSideURL } from '@/utilities/getURL'

import type { BrowserEventName, BusinessEventName } from './constants'
import { cachedOwnerTimeZone } from '@/settings/zoneCache'

import { ownerDay } from './day'
import { referrerHost, sourceOf } from './source'
import { type EventRecord, storeBatched, storeBusinessEvent } from './store'
import { browserOf, deviceOf, systemOf } from './userAgent'
import { isSitePage } from './sitePages'
import { addressKeyOf, visitorIds } from './visitor'

/** Payload's own sign-in cookie (its admin login form), beside the Admin Center's. */
const PAYLOAD_COOKIE = 'payload-token'

const siteHost = () => new URL(getServerSideURL()).host

/**
 * Why a request is not a visitor's, or null when it is: a bot or a headless browser (by its
 * user agent), a prefetch (the browser guessing, not her opening a page), or the owner in her
 * own browser (signed in to the Admin Center or Payload's screens).
 */
export function notAVisitor(headers: Headers): string | null {
  const userAgent = headers.get('user-agent') ?? ''
  if (!userAgent || isbot(userAgent)) return 'bot'
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch'
  const cookies = parseCookies(headers)
  if (cookies.get(ADMIN_COOKIE) || cookies.get(PAYLOAD_COOKIE)) return 'owner'
  return null
}

/** A path on this site (no host, no query, no fragment), or null for another site's address. */
export function pathOnSite(address: string): { path: string; search: URLSearchParams } | null {
  try {
    const url = new URL(address, getServerSideURL())
    if (url.host !== siteHost()) return null
    return { path: url.pathname.slice(0, 300), search: url.searchParams }
  } catch {
    return null
  }
}

async function contactIdOf(req: PayloadRequest, email: string) {
  const [row] = await queryRows<{ id: number }>(
    req.payload,
    sql`select id from contacts where email = ${normaliseEmail(email)} limit 1`,
    req,
  )
  return row?.id ?? null
}

const utm = (search: URLSearchParams, key: string) =>
  search.get(`utm_${key}`)?.slice(0, 200) || null

async function idsOf(req: PayloadRequest, at: Date) {
  const address = clientAddress(req)
  const userAgent = req.headers.get('user-agent') ?? ''
  const day = ownerDay(at, await cachedOwnerTimeZone(req.payload, req))
  return visitorIds(req.payload, day, siteHost(), address, userAgent)
}

/**
 * The most new visitors one network address brings in a day. A household, an office or a café
 * behind one address has far fewer people opening her site on one day; a script sending one
 * beacon per made-up browser has far more.
 */
export const NEW_VISITORS_PER_ADDRESS_PER_DAY = 25

/**
 * Whether a beacon carries what a browser sends with it: every browser names the page's origin
 * on a POST (sendBeacon included), and it must be this site's (another site's is refused before).
 */
const sentByABrowser = (headers: Headers) => Boolean(headers.get('origin'))

export type PageEvent = {
  name: BrowserEventName
  /** The page's address as the browser has it. */
  url: string
  referrer?: string
  /** The window's width in CSS pixels. */
  width?: number
  /** What was played or started, e.g. "v2_homepage". */
  label?: string
}

/**
 * Counts one event the page sent (its view, an engagement ping when she leaves it, a play):
 * `false` when it is not counted (not a visitor, another site's address).
 */
export async function countPageEvent(
  req: PayloadRequest,
  event: PageEvent,
  at = new Date(),
): Promise<boolean> {
  if (notAVisitor(req.headers) || !sentByABrowser(req.headers)) return false
  const page = pathOnSite(event.url)
  if (!page || !(await isSitePage(req.payload, page.path))) return false
  const day = ownerDay(at, await cachedOwnerTimeZone(req.payload, req))
  const host = referrerHost(event.referrer ?? '')
  const fromThisSite = host === siteHost().replace(/^www\./, '')
  const userAgent = req.headers.get('user-agent') ?? ''
  const record: EventRecord = {
    at: at.toISOString(),
    day,
    name: event.name,
    visitors: await idsOf(req, at),
    // Without a known address (no server of ours in front) there is nothing to cap by.
    ...(clientAddress(req) === 'unknown'
      ? {}
      : {
          address: await addressKeyOf(req.payload, day, siteHost(), clientAddress(req)),
          address_cap: NEW_VISITORS_PER_ADDRESS_PER_DAY,
        }),
    path: page.path,
    visit: {
      source: sourceOf(utm(page.search, 'source') ?? undefined, fromThisSite ? '' : host),
      referrer_host: fromThisSite ? null : host || null,
      utm_source: utm(page.search, 'source'),
      utm_medium: utm(page.search, 'medium'),
      utm_campaign: utm(page.search, 'campaign'),
      utm_term: utm(page.search, 'term'),
      utm_content: utm(page.search, 'content'),
      device: deviceOf(event.width, userAgent),
      browser: browserOf(userAgent),
      os: systemOf(userAgent),
    },
    props: event.label ? { label: event.label } : null,
  }
  await storeBatched(req.payload, record)
  return true
}

type BusinessEventDetails = {
  /** Her contact (an id, or the row as Payload returns it), or her address to find it by. */
  contact?: number | { id: number } | null
  email?: string
  /** A payment's id (see EventRecord.link). */
  link?: string | null
  valueCents?: number | null
  props?: Record<string, unknown>
}

/**
 * A business event as it will be stored (see countBusinessEvent), without storing it: for a
 * statement that writes it together with what it counts (storedEventSql), one round trip less.
 */
export async function businessEventRecord(
  req: PayloadRequest,
  name: BusinessEventName,
  { contact, email, link, valueCents, props }: BusinessEventDetails,
  at = new Date(),
): Promise<EventRecord> {
  const fromBrowser = req.headers?.get('user-agent') && !notAVisitor(req.headers)
  const page = pathOnSite(req.headers?.get('referer') ?? '')
  const contactId =
    (typeof contact === 'object' ? contact?.id : contact) ??
    (email ? await contactIdOf(req, email) : null)
  return {
    at: at.toISOString(),
    day: ownerDay(at, await cachedOwnerTimeZone(req.payload, req)),
    name,
    visitors: fromBrowser ? await idsOf(req, at) : null,
    path: page?.path ?? null,
    contact_id: contactId ?? null,
    link: link?.slice(0, 100) ?? null,
    value_cents: valueCents ?? null,
    props: props ?? null,
  }
}

/**
 * Records a business event in the caller's transaction, attributed to the visit in progress in
 * this browser (the request's address and user agent); for a request from no browser of hers
 * (Stripe's webhook, a job), to the visit where she began that payment, else to her last visit:
 * so a sale counts under the source of the visit that led to it.
 */
export async function countBusinessEvent(
  req: PayloadRequest,
  name: BusinessEventName,
  details: BusinessEventDetails,
  at = new Date(),
) {
  await storeBusinessEvent(req, await businessEventRecord(req, name, details, at))
}

/**
 * A reader followed a link in one of her e-mails (a person, not a link scanner). Stored with the
 * page views arriving at the same moment: the tracked link is the busiest route after a send.
 * The visit it starts is counted by the page it leads to, tagged with the e-mail's UTM tags.
 */
export async function countCampaignClick(
  payload: Payload,
  props: { campaign: number | null; sequence: number | null },
  at = new Date(),
) {
  await storeBatched(payload, {
    at: at.toISOString(),
    day: ownerDay(at, await cachedOwnerTimeZone(payload)),
    name: 'campaign_click',
    visitors: null,
    path: null,
    props,
  })
}
