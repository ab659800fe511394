import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/**
 * She brings her list from Kit and Mailchimp and her customers from Kajabi and Teachable, each
 * file as the product writes it (tests/support/exports): the right people, tags and consent;
 * refusals suppressed and never subscribed; no e-mail sent and no sequence started; the same file
 * again changes nothing; Kajabi's buyers get the course mapped to theirs, at no revenue.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''

const exportFile = (name: string) =>
  readFileSync(path.resolve(__dirname, '../support/exports', name), 'utf8')

type Answer = { status: number; json: Record<string, unknown>; text: string }

async function http(
  method: string,
  url: string,
  body?: unknown,
  type = 'application/json',
): Promise<Answer> {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${url}`, {
      method,
      headers: {
        cookie: ownerCookie,
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // a CSV
  }
  return { status: response.status, json, text }
}

type View = {
  id: number
  platform: string
  status: string
  mapping: Record<string, string>
  preview: Record<string, unknown> & { products: string[]; tagsToCreate: string[] }
  result: Record<string, number> | null
  importedBefore: { id: number } | null
  processedRows: number
  totalRows: number
}

async function runJobs() {
  for (let round = 0; round < 30; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 20 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

/** Upload, check and start a file as the Import screens do; run the job; its final view. */
async function importFile(
  name: string,
  options: {
    products?: Record<string, number | null>
    tags?: string[]
    agreed?: boolean
    fileStatus?: string
  } = {},
) {
  const uploaded = await http(
    'POST',
    `/admin/imports?fileName=${name}`,
    exportFile(name),
    'text/csv',
  )
  expect(uploaded.status, uploaded.text).toBe(201)
  const view = uploaded.json as unknown as View
  const checked = await http('POST', `/admin/imports/${view.id}/check`, {
    mapping: view.mapping,
    ...(options.fileStatus ? { fileStatus: options.fileStatus } : {}),
  })
  expect(checked.status, checked.text).toBe(200)
  const preview = (checked.json as unknown as View).preview
  const started = await http('POST', `/admin/imports/${view.id}/start`, {
    options: {
      tags: options.tags ?? [],
      sequence: null,
      products: preview.products.map((product) => ({
        name: product,
        offer: options.products?.[product] ?? null,
      })),
      agreed: options.agreed ?? false,
    },
  })
  expect(started.status, started.text).toBe(200)
  await runJobs()
  const done = await http('GET', `/admin/imports/${view.id}`)
  expect(done.status).toBe(200)
  return { uploaded: view, preview, done: done.json as unknown as View }
}

async function contact(email: string) {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { email: { equals: email } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

const tagNames = (doc: { tags?: unknown[] | null } | undefined) =>
  (doc?.tags ?? []).map((tag) => (tag as { name: string }).name).sort()

async function suppressed(email: string) {
  const { suppressionOf } = await import('@/contacts/suppression')
  return suppressionOf((await createLocalReq({}, payload)) as PayloadRequest, email)
}

async function counts() {
  const [row] = (
    await (
      payload.db as unknown as {
        drizzle: { execute: (q: unknown) => Promise<{ rows: Record<string, string>[] }> }
      }
    ).drizzle.execute(
      sql`select (select count(*) from email_messages) as messages,
                 (select count(*) from sequence_enrollments) as enrolments,
                 (select count(*) from contacts) as contacts,
                 (select max(updated_at) from contacts) as touched,
                 (select count(*) from contacts_rels) as tags`,
    )
  ).rows
  return row!
}

let offerId = 0
let before: Record<string, string>

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  ownerCookie = (
    await startAdminSession((await createLocalReq({}, payload)) as PayloadRequest, owner)
  ).split(';')[0]!
  const offers = await payload.find({ collection: 'offers', limit: 10, overrideAccess: true })
  offerId = offers.docs.find((offer) => (offer.courses ?? []).length > 0)!.id
  // Someone who unsubscribed here before: no file may put her back on the list.
  const { refuseMarketing } = await import('@/contacts/consent')
  const { inOperation, systemRequest } = await import('@/core/operation')
  await inOperation(await systemRequest(payload, 'mailingConsent'), (req) =>
    refuseMarketing(req, 'ngozi.okafor@example.com', 'unsubscribed'),
  )
  await payload.jobs.run({ allQueues: true })
  peer.received = []
  before = await counts()
}, 180_000)

afterAll(() => peer.stop())

describe('a Kit export', () => {
  let kit: Awaited<ReturnType<typeof importFile>>

  it('is recognised, previewed with the right counts, and imported with tags and consent', async () => {
    kit = await importFile('kit-subscribers.csv')
    expect(kit.uploaded.platform).toBe('kit')
    expect(kit.preview).toMatchObject({
      total: 11,
      newPeople: 8,
      updates: 0,
      duplicatesInFile: 1,
      invalid: 2,
      unsubscribed: 2,
      bounced: 2,
      suppressed: 1,
    })
    expect(kit.preview.tagsToCreate).toEqual(
      expect.arrayContaining(['Newsletter', 'Quiz: Rebel', 'Workshop 2023']),
    )
    expect(kit.done.status).toBe('done')
    expect(kit.done.result).toMatchObject({ problems: 2, duplicates: 1 })

    const amelie = await contact('amelie.durand@example.com')
    expect(amelie).toMatchObject({
      name: 'Amélie Durand',
      marketingStatus: 'subscribed',
      subscribed: true,
      consent: { source: 'import:kit', method: 'single' },
    })
    expect(amelie!.consent?.words).toMatch(/^Subscribed on Kit; imported from Kit on /)
    expect(new Date(amelie!.consent!.at!).toISOString()).toBe('2023-02-14T09:12:45.000Z')
    expect(tagNames(amelie)).toEqual(['Newsletter', 'Quiz: Rebel', 'Workshop 2023'])
  })

  it('never subscribes a refusal: unsubscribed, bounced, complained, or suppressed here', async () => {
    expect(await contact('priya.nair@example.com')).toBeUndefined()
    expect(await suppressed('priya.nair@example.com')).toBe('unsubscribed')
    expect(await suppressed('marcus.lee@example.com')).toBe('bounced')
    expect(await suppressed('dana.whit@example.com')).toBe('complained')
    const ngozi = await contact('ngozi.okafor@example.com')
    expect(ngozi?.marketingStatus ?? 'unsubscribed').not.toBe('subscribed')
    expect(await suppressed('ngozi.okafor@example.com')).toBe('unsubscribed')
  })

  it('lists the rows it could not import, with why, as a CSV of the file’s own columns', async () => {
    const csv = await http('GET', `/admin/imports/${kit.uploaded.id}/problems.csv`)
    expect(csv.status).toBe(200)
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'first_name,email_address,state,created_at,last_name,tags,Why it was not imported',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('lee@example')
    expect(lines[1]).toContain('is not a valid e-mail address')
    expect(lines[2]).toContain('There is no e-mail address in this row.')
  })

  it('sends no e-mail and starts no sequence', async () => {
    await payload.jobs.run({ allQueues: true })
    const after = await counts()
    expect(after.messages).toBe(before.messages)
    expect(after.enrolments).toBe(before.enrolments)
    expect(peer.received).toEqual([])
  })

  it('the same file again changes nothing, and says it was imported before', async () => {
    const snapshot = await counts()
    const again = await importFile('kit-subscribers.csv')
    expect(again.uploaded.importedBefore?.id).toBe(kit.uploaded.id)
    expect(again.done.result).toMatchObject({ created: 0, updated: 0, orders: 0 })
    const after = await counts()
    expect(after.contacts).toBe(snapshot.contacts)
    expect(after.tags).toBe(snapshot.tags)
    expect(after.touched).toBe(snapshot.touched)
  })
})

describe('Mailchimp’s subscribed and unsubscribed files', () => {
  it('subscribes the first file’s people with their opt-in dates and suppresses the second’s', async () => {
    const subscribed = await importFile('mailchimp-subscribed.csv')
    expect(subscribed.uploaded.platform).toBe('mailchimp')
    expect(subscribed.done.status).toBe('done')
    const jane = await contact('jane.doe@example.com')
    expect(jane).toMatchObject({
      marketingStatus: 'subscribed',
      consent: { source: 'import:mailchimp' },
    })
    expect(tagNames(jane)).toEqual(['Quiz: Rebel', 'VIP', 'Workshop 2023'])
    // Mailchimp's CONFIRM_TIME, in UTC as Mailchimp writes its dates.
    expect(new Date(jane!.consent!.at!).toISOString()).toBe('2022-03-01T18:05:02.000Z')

    const unsubscribed = await importFile('mailchimp-unsubscribed.csv')
    expect(unsubscribed.preview).toMatchObject({ total: 6, unsubscribed: 6, subscribedNew: 0 })
    for (const email of [
      'tom.baker@example.com',
      'ana.sofia@example.org',
      'kemal.yildiz@example.com',
    ]) {
      expect(await suppressed(email)).toBe('unsubscribed')
      expect((await contact(email))?.marketingStatus ?? 'none').not.toBe('subscribed')
    }
  })
})

describe('Kajabi’s people and Teachable’s students', () => {
  it('Kajabi buyers get the course mapped to theirs, as a complimentary order with no revenue', async () => {
    const kajabi = await importFile('kajabi-people.csv', {
      products: { 'Breathwork Foundations': offerId },
    })
    expect(kajabi.uploaded.platform).toBe('kajabi')
    expect(kajabi.preview.products).toEqual(
      expect.arrayContaining(['Breathwork Foundations', 'Nervous System Reset']),
    )
    expect(kajabi.done.result).toMatchObject({ orders: 2 })
    const zoe = await contact('zoe.bronte@example.com')
    expect(zoe).toMatchObject({ status: 'customer', marketingStatus: 'subscribed' })
    // Buying is not agreeing: a buyer the file says did not subscribe is not on the list.
    const ngozi = await contact('ngozi.o@example.org')
    expect(ngozi).toMatchObject({ status: 'customer', marketingStatus: 'unsubscribed' })
    const orders = await payload.find({
      collection: 'orders',
      where: { email: { in: ['zoe.bronte@example.com', 'ngozi.o@example.org'] } },
      overrideAccess: true,
    })
    expect(orders.docs.map((order) => [order.mode, order.status, order.paidInCents])).toEqual([
      ['complimentary', 'paid', 0],
      ['complimentary', 'paid', 0],
    ])
    const memberships = await payload.find({
      collection: 'memberships',
      where: { email: { equals: 'zoe.bronte@example.com' } },
      overrideAccess: true,
    })
    expect(memberships.docs.map((row) => row.status)).toContain('active')
    const [money] = (
      await (
        payload.db as unknown as {
          drizzle: { execute: (q: unknown) => Promise<{ rows: { cents: string; n: string }[] }> }
        }
      ).drizzle.execute(
        sql`select coalesce(sum(cents), 0) as cents, count(*) as n from (${(await import('@/reports/analytics')).PAID_ORDERS}) o`,
      )
    ).rows
    expect(Number(money!.n)).toBe(0)

    // Again: nothing new, no second order.
    const again = await importFile('kajabi-people.csv', {
      products: { 'Breathwork Foundations': offerId },
    })
    expect(again.done.result).toMatchObject({ created: 0, updated: 0, orders: 0 })
  })

  it('Teachable students: an "Unsubscribed" yes is suppressed, the others are customers never asked', async () => {
    const teachable = await importFile('teachable-students.csv')
    expect(teachable.uploaded.platform).toBe('teachable')
    expect(teachable.done.status).toBe('done')
    expect(await suppressed('thimai.nguyen@example.org')).toBe('unsubscribed')
    const isabelle = await contact('isabelle.dubois@example.com')
    expect(isabelle?.marketingStatus).toBe('never_asked')
    expect(isabelle?.subscribed).toBe(false)
  })
})

describe('who may import', () => {
  it('a stranger and a buyer are refused before anything is read', async () => {
    const saved = ownerCookie
    ownerCookie = ''
    try {
      const answer = await http(
        'POST',
        '/admin/imports?fileName=x.csv',
        'email\na@b.co\n',
        'text/csv',
      )
      expect(answer.status).toBe(401)
    } finally {
      ownerCookie = saved
    }
  })

  it('a real list, 3,000 people long (far past 40,000 characters), is taken whole', async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, n) => `Reader,reader-${n}@example.net,active,2024-03-01 10:00:00 UTC,Long,Newsletter`,
    )
    const csv = ['first_name,email_address,state,created_at,last_name,tags', ...rows].join('\n')
    expect(csv.length).toBeGreaterThan(40_000)
    const uploaded = await http('POST', '/admin/imports?fileName=long-list.csv', csv, 'text/csv')
    expect(uploaded.status, uploaded.text).toBe(201)
    const view = uploaded.json as unknown as View
    const checked = await http('POST', `/admin/imports/${view.id}/check`, { mapping: view.mapping })
    expect(checked.status, checked.text).toBe(200)
    expect((checked.json as unknown as View).totalRows).toBe(3000)
  })

  it('a file that is not a CSV, or too large, gets a 4xx with a clear message', async () => {
    const empty = await http('POST', '/admin/imports?fileName=empty.csv', ' ', 'text/csv')
    expect(empty.status).toBe(400)
    expect(empty.json.message).toBe('This file is empty.')
    const json = await http('POST', '/admin/imports?fileName=x.csv', { a: 1 })
    expect(json.status).toBe(415)
    const noEmail = await http('POST', '/admin/imports?fileName=n.csv', 'name\nAnn\n', 'text/csv')
    expect(noEmail.status).toBe(201)
    const id = (noEmail.json as { id: number }).id
    const check = await http('POST', `/admin/imports/${id}/check`, { mapping: { name: 'name' } })
    expect(check.status).toBe(400)
    expect(check.json.message).toBe('Choose the column that holds the e-mail address.')
  })
})
