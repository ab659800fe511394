import type { Endpoint, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { DECISIONS } from '@/applications/operations/decideApplication'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { handled } from '@/core/operation'
import { applicationsCsv, leadsCsv } from '@/utilities/csv'
import { csvResponse } from '@/endpoints/utilities/csvResponse'
import type { ListPage } from '@/utilities/list'

import { readJson } from '../utilities/readJson'

/** A whole number from a query string or route, or a 400 naming the parameter. */
function wholeNumber(value: string | null | undefined, name: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (!/^\d{1,9}$/.test(value)) throw new AppError('bad_request', `${name} must be a whole number.`)
  return Number(value)
}

/** A list's query string: whole numbers as numbers, anything else left for the schema to refuse. */
const listQuery = (req: PayloadRequest) => {
  const number = (name: string) => {
    const value = req.searchParams.get(name)
    return value === null || value === ''
      ? undefined
      : /^\d{1,9}$/.test(value)
        ? Number(value)
        : value
  }
  return { q: req.searchParams.get('q') ?? undefined, limit: number('limit'), page: number('page') }
}

/** The Leads list's query string: the list's, and its filters (the schema refuses bad ones). */
const leadListQuery = (req: PayloadRequest) => {
  const text = (name: string) => req.searchParams.get(name) || undefined
  const tag = text('tag')
  return {
    ...listQuery(req),
    source: text('source'),
    status: text('status'),
    tag: tag !== undefined && /^\d{1,9}$/.test(tag) ? Number(tag) : tag,
    subscribed: text('subscribed'),
  }
}

/** The CSV's filter: the same as the list's. */
const leadCsvQuery = (req: PayloadRequest) => {
  const { limit: _limit, page: _page, ...filter } = leadListQuery(req)
  return filter
}

const routeId = (req: PayloadRequest, what: string) => {
  const id = wholeNumber(String(req.routeParams?.id ?? ''), what)
  if (!id) throw new AppError('bad_request', `Unknown ${what}.`)
  return id
}

/** §7: an array of rows, with the total over every page in X-Total-Count (and paging headers). */
const listResponse = <Row>({ rows, total, page, limit }: ListPage<Row>) =>
  Response.json(rows, {
    headers: {
      'X-Total-Count': String(total),
      'X-Page': String(page),
      'X-Per-Page': String(limit),
      ...NO_STORE,
    },
  })

const decisionSchema = z.strictObject({
  decision: z.enum(DECISIONS, 'decision must be accept, schedule-call or decline'),
  callAt: z.optional(z.nullable(z.string('callAt must be an ISO date and time'))),
  // Checked by declineApplication (CONFIRM_FIRST); the other decisions can be changed later.
  confirm: z.optional(z.unknown()),
})

/**
 * The Admin Center's data about people (§7): leads and applications with search and paging,
 * their CSV exports, one person, the owner's notes, status and tags on her, and decisions on
 * applications. Every route is the owner's only: 401 signed out, 403 for a buyer's session.
 */
export const peopleEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.listLeads, ROUTES.listLeads, {
    input: leadListQuery,
    respond: listResponse,
  }),
  {
    path: '/admin/leads.csv',
    method: 'get',
    handler: handled(async (req) => csvResponse(await leadsCsv(req, leadCsvQuery(req)), 'leads')),
  },
  operationEndpoint(catalogue.listApplications, ROUTES.listApplications, {
    input: listQuery,
    respond: listResponse,
  }),
  {
    path: '/admin/applications.csv',
    method: 'get',
    handler: handled(async (req) =>
      csvResponse(
        await applicationsCsv(req, { q: req.searchParams.get('q') ?? undefined }),
        'applications',
      ),
    ),
  },
  operationEndpoint(catalogue.getPerson, ROUTES.getPerson, {
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.updateContact, ROUTES.updateContact, {
    // The screen shows her as she is now: the person, read again after the change.
    respond: async (_contact, req) =>
      Response.json(await catalogue.getPerson.run(req, { id: Number(req.routeParams?.id) })),
  }),
  {
    // One route, two operations: a decline cannot be taken back, so it is declineApplication,
    // which needs {confirm: true}; accept and schedule-call are decideApplication.
    path: '/admin/applications/:id/decision',
    method: 'post',
    custom: { operation: 'decideApplication', alsoOperations: ['declineApplication'] },
    handler: handled(async (req) => {
      requireOwner(req)
      const id = routeId(req, 'application')
      const { data, error } = await readJson(req, decisionSchema)
      if (error) return error
      const application =
        data.decision === 'decline'
          ? await invoke(catalogue.declineApplication, req, { id, confirm: data.confirm })
          : await invoke(catalogue.decideApplication, req, {
              id,
              decision: data.decision,
              callAt: data.callAt ?? undefined,
            })
      return Response.json(application)
    }),
  },
]
