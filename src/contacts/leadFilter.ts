import { sourceLabel } from '@/reports/labels'

import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from './constants'

/**
 * The Leads list's filter: a search (e-mail, name or source of a sign-up), one source, her status,
 * one tag and whether she is subscribed. The same filter names the list, its CSV and the campaign
 * audience "people from your Leads list" (src/contacts/leadFilterSql.ts turns it into SQL). Pure:
 * the Admin Center's components import it too.
 */
export type LeadFilter = {
  q: string
  /** A sign-up's source as stored (quiz_rebel, meditation-download…); '' for any. */
  source: string
  status: ContactStatus | ''
  tag: number | null
  subscribed: 'yes' | 'no' | ''
}

export const NO_LEAD_FILTER: LeadFilter = {
  q: '',
  source: '',
  status: '',
  tag: null,
  subscribed: '',
}

export const SUBSCRIBED_CHOICES = [
  { value: 'yes', label: 'Subscribed' },
  { value: 'no', label: 'Unsubscribed' },
] as const

/** Sources are lowercase keys (the lead form allows a-z, 0-9, - and _; contacts add waitlist:…). */
export const SOURCE_PATTERN = /^[a-z0-9_:-]{1,60}$/
const TAG_ID = /^[1-9]\d{0,8}$/

const isStatus = (value: unknown): value is ContactStatus =>
  (CONTACT_STATUSES as readonly unknown[]).includes(value)

/**
 * The filter an address (or a stored audience) names. Lenient on purpose: a value that names
 * nothing (an old bookmark, a tag since deleted) is "any", never an error page.
 */
export function leadFilterFrom(get: (name: string) => string | null | undefined): LeadFilter {
  const q = (get('q') ?? '').trim().slice(0, 200)
  const source = (get('source') ?? '').trim()
  const status = get('status')
  const tag = get('tag') ?? ''
  const subscribed = get('subscribed')
  return {
    q,
    source: SOURCE_PATTERN.test(source) ? source : '',
    status: isStatus(status) ? status : '',
    tag: TAG_ID.test(tag) ? Number(tag) : null,
    subscribed: subscribed === 'yes' || subscribed === 'no' ? subscribed : '',
  }
}

/** The filter as address parameters (blank ones left out), for links and the CSV. */
export function leadFilterParams(filter: LeadFilter): Record<string, string> {
  const params: Record<string, string> = {}
  if (filter.q) params.q = filter.q
  if (filter.source) params.source = filter.source
  if (filter.status) params.status = filter.status
  if (filter.tag !== null) params.tag = String(filter.tag)
  if (filter.subscribed) params.subscribed = filter.subscribed
  return params
}

export const isLeadFilterBlank = (filter: LeadFilter) =>
  Object.keys(leadFilterParams(filter)).length === 0

/** The campaign audience value for "people from your Leads list" with this filter. */
export const LEADS_AUDIENCE_PREFIX = 'leads:'
export const leadsAudienceValue = (filter: LeadFilter) =>
  `${LEADS_AUDIENCE_PREFIX}${new URLSearchParams(leadFilterParams(filter)).toString()}`

/** The filter a stored audience value names (after its prefix). */
export const leadFilterOfAudience = (rest: string): LeadFilter => {
  const params = new URLSearchParams(rest)
  return leadFilterFrom((name) => params.get(name))
}

/**
 * The filter in her words: "status Customer, tag VIP, subscribed, matching “anna”"; "everyone"
 * with no filter. `tagName` names a tag by id (a deleted one is said so).
 */
export function describeLeadFilter(
  filter: LeadFilter,
  tagName: (id: number) => string | undefined,
): string {
  const parts: string[] = []
  if (filter.status) parts.push(`status ${CONTACT_STATUS_LABELS[filter.status]}`)
  if (filter.tag !== null) parts.push(`tag ${tagName(filter.tag) ?? 'a deleted tag'}`)
  if (filter.source) parts.push(`signed up through ${sourceLabel(filter.source)}`)
  if (filter.subscribed === 'yes') parts.push('subscribed')
  if (filter.subscribed === 'no') parts.push('unsubscribed')
  if (filter.q) parts.push(`matching “${filter.q}”`)
  return parts.length ? parts.join(', ') : 'everyone'
}

/** A campaign audience's name: "People from your Leads list: status Customer, tag VIP". */
export const leadsAudienceLabel = (
  filter: LeadFilter,
  tagName: (id: number) => string | undefined,
) => `People from your Leads list: ${describeLeadFilter(filter, tagName)}`
