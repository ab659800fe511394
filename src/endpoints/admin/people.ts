import type { Endpoint, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { DECISIONS, decideApplication } from '@/applications/operations/decideApplication'
import { requireOwner } from '@/auth/requireOwner'
import { CONTACT_STATUSES } from '@/contacts/constants'
import { MAX_NOTE_LENGTH, updateContact } from '@/contacts/operations/updateContact'
import { AppError } from '@/core/errors'
import { handled } from '@/core/operation'
import { listApplications } from '@/dashboard/applications'
import { applicationsCsv, csvFileName, leadsCsv } from '@/dashboard/csv'
import { listLeads } from '@/dashboard/leads'
import type { ListPage, ListQuery } from '@/dashboard/list'
import { getPerson } from '@/dashboard/person'

import { readJson } from '../utilities/readJson'

/** A whole number from a query string or route, or a 400 naming the parameter. */
function wholeNumber(value: string | null | undefined, name: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (!/^\d{1,9}$/.test(value)) throw new AppError('bad_request', `${name} must be a whole number.`)
  return Number(value)
}

const listQuery = (req: PayloadRequest): ListQuery => ({
  q: req.searchParams.get('q') ?? undefined,
  limit: wholeNumber(req.searchParams.get('limit'), 'limit'),
  page: wholeNumber(req.searchParams.get('page'), 'page'),
})

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
      'Cache-Control': 'no-store',
    },
  })

const csvResponse = (stream: ReadableStream<Uint8Array>, name: string) =>
  new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(name)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })

const contactChangesSchema = z.strictObject({
  note: z.optional(
    z
      .string('The note must be text')
      .check(
        z.maxLength(
          MAX_NOTE_LENGTH,
          `The note is too long: at most ${MAX_NOTE_LENGTH} characters.`,
        ),
      ),
  ),
  status: z.optional(z.enum(CONTACT_STATUSES, 'Unknown status')),
  tagIds: z.optional(
    z
      .array(z.int('Tags are given by their ids').check(z.positive('Tags are given by their ids')))
      .check(z.maxLength(100, 'At most 100 tags')),
  ),
  newTag: z.optional(
    z
      .string('The tag name must be text')
      .check(z.maxLength(100, 'A tag name has at most 100 characters.')),
  ),
})

const decisionSchema = z.strictObject({
  decision: z.enum(DECISIONS, 'decision must be accept, schedule-call or decline'),
  callAt: z.optional(z.nullable(z.string('callAt must be an ISO date and time'))),
})

/**
 * The Admin Center's data about people (§7): leads and applications with search and paging,
 * their CSV exports, one person, the owner's notes, status and tags on her, and decisions on
 * applications. Every route is the owner's only: 401 signed out, 403 for a buyer's session.
 */
export const peopleEndpoints: Endpoint[] = [
  {
    path: '/admin/leads',
    method: 'get',
    handler: handled(async (req) => listResponse(await listLeads(req, listQuery(req)))),
  },
  {
    path: '/admin/leads.csv',
    method: 'get',
    handler: handled(async (req) =>
      csvResponse(leadsCsv(req, { q: req.searchParams.get('q') ?? undefined }), 'leads'),
    ),
  },
  {
    path: '/admin/applications',
    method: 'get',
    handler: handled(async (req) => listResponse(await listApplications(req, listQuery(req)))),
  },
  {
    path: '/admin/applications.csv',
    method: 'get',
    handler: handled(async (req) =>
      csvResponse(
        applicationsCsv(req, { q: req.searchParams.get('q') ?? undefined }),
        'applications',
      ),
    ),
  },
  {
    path: '/admin/contacts/:id',
    method: 'get',
    handler: handled(async (req) => {
      requireOwner(req)
      return Response.json(await getPerson(req, routeId(req, 'contact')), {
        headers: { 'Cache-Control': 'no-store' },
      })
    }),
  },
  {
    path: '/admin/contacts/:id',
    method: 'patch',
    handler: handled(async (req) => {
      requireOwner(req)
      const id = routeId(req, 'contact')
      const { data, error } = await readJson(req, contactChangesSchema)
      if (error) return error
      await updateContact(req, id, data)
      return Response.json(await getPerson(req, id))
    }),
  },
  {
    path: '/admin/applications/:id/decision',
    method: 'post',
    handler: handled(async (req) => {
      requireOwner(req)
      const id = routeId(req, 'application')
      const { data, error } = await readJson(req, decisionSchema)
      if (error) return error
      const application = await decideApplication(req, {
        id,
        decision: data.decision,
        callAt: data.callAt ?? undefined,
      })
      return Response.json(application)
    }),
  },
]
