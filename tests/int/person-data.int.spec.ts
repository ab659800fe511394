import { inflateRawSync } from 'node:zlib'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { APPLICATION_ANSWERS } from '../support/applicationAnswers'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * A woman who did everything on the site (the quiz, the meditation, the waitlist, an
 * application, a message, a purchase with her course and progress, an affiliate account, a
 * campaign she opened and clicked, an assistant command naming her) asks for her data: the owner's
 * archive lists every one. Then she asks to be erased: no table in the database holds her address,
 * her name or her contact's id any more (only the anonymised orders stay), a campaign does not
 * reach her, and importing her again does not put her back on the list. Only the owner may do
 * either. And the e-mail log's bodies are cleared once older than the days the owner keeps them.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''
const stamp = Date.now()
const herEmail = `juniper.everything-${stamp}@example.com`
const herName = `Juniper Everything${stamp}`
let contactId = 0
let buyerCookie = ''

type Answer = {
  status: number
  json: Record<string, unknown>
  text: string
  bytes: Buffer
  headers: Headers
}

async function http(
  method: string,
  path: string,
  {
    body,
    cookie = '',
    type = 'application/json',
  }: { body?: unknown; cookie?: string; type?: string } = {},
): Promise<Answer> {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = bytes.toString('utf8')
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // a file
  }
  return { status: response.status, json, text, bytes, headers: response.headers }
}

const owner = (method: string, path: string, body?: unknown, type?: string) =>
  http(method, path, { body, cookie: ownerCookie, type })

async function runJobs() {
  for (let round = 0; round < 30; round++) {
    const bulk = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    const mail = (await payload.jobs.run({ limit: 50 })) as { noJobsRemaining?: boolean }
    if (bulk?.noJobsRemaining && mail?.noJobsRemaining) return
  }
}

async function rows<Row>(statement: ReturnType<typeof sql>) {
  const { queryRows } = await import('@/utilities/sql')
  return queryRows<Row>(payload, statement)
}

/** The files of a zip (the archive is deflated, as the site writes it). */
function unzip(zip: Buffer) {
  const files: Record<string, string> = {}
  let at = 0
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8)
    const size = zip.readUInt32LE(at + 18)
    const nameLength = zip.readUInt16LE(at + 26)
    const extra = zip.readUInt16LE(at + 28)
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8')
    const start = at + 30 + nameLength + extra
    const data = zip.subarray(start, start + size)
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8')
    at = start + size
  }
  return files
}

/** A campaign to everyone on her list, through the peer: who it reached. */
async function campaignToEveryone(subject: string) {
  const created = await owner('POST', '/admin/campaigns', {
    subject,
    content: 'For everyone on my list. Read more: https://example.com/offer?from=mail',
    audience: 'all-leads',
  })
  expect(created.status, created.text).toBe(201)
  const sent = await owner('POST', `/admin/campaigns/${created.json.id}/send`, {})
  expect(sent.status, sent.text).toBe(200)
  await runJobs()
  return {
    id: created.json.id as number,
    reached: peer.received.filter((mail) => readable(mail).includes(subject)).flatMap((m) => m.to),
  }
}

/** Every table holding the text, and every contact column holding the id. */
async function whereSheStillIs(texts: string[], id: number) {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const holding: string[] = []
  for (const { table_name } of tables) {
    for (const text of texts) {
      const [found] = await rows<{ hits: number }>(
        sql`select count(*)::int as hits from ${sql.identifier(table_name)} t
             where position(${text.toLowerCase()} in lower(t::text)) > 0`,
      )
      if (found!.hits > 0) holding.push(`${table_name} (${text})`)
    }
  }
  const contactColumns = await rows<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and data_type = 'integer'
           and (column_name in ('contact_id', 'contacts_id')
                or (table_name in ('contacts', 'contacts_notes', 'contacts_status_history',
                                   'contacts_texts', 'contacts_rels')
                    and column_name in ('id', '_parent_id', 'parent_id')))`,
  )
  for (const { table_name, column_name } of contactColumns) {
    const [found] = await rows<{ hits: number }>(
      sql`select count(*)::int as hits from ${sql.identifier(table_name)}
           where ${sql.identifier(column_name)} = ${id}`,
    )
    if (found!.hits > 0) holding.push(`${table_name}.${column_name} (her contact)`)
  }
  return holding
}

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const ownerUser = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  ownerCookie = (
    await startAdminSession((await createLocalReq({}, payload)) as PayloadRequest, ownerUser)
  ).split(';')[0]!
}, 180_000)

afterAll(() => peer.stop())

describe('a person who did everything', () => {
  it('takes the quiz, the meditation, the waitlist, applies, writes, buys, refers and reads a campaign', async () => {
    const quiz = await http('POST', '/leads', {
      body: {
        email: herEmail,
        name: herName,
        source: 'quiz',
        quizResult: 'rebel',
        quizAnswers: JSON.stringify({ q1: 'a', q2: 'c' }),
      },
    })
    expect(quiz.status, quiz.text).toBeLessThan(300)
    const meditation = await http('POST', '/leads', {
      body: { email: herEmail, name: herName, source: 'meditation' },
    })
    expect(meditation.status, meditation.text).toBeLessThan(300)
    const waitlist = await http('POST', '/waitlist', { body: { email: herEmail, name: herName } })
    expect(waitlist.status, waitlist.text).toBeLessThan(300)
    const applied = await http('POST', '/applications', {
      body: { name: herName, email: herEmail, phone: '+1 555 0199', ...APPLICATION_ANSWERS },
    })
    expect(applied.status, applied.text).toBe(201)
    const wrote = await http('POST', '/contact', {
      body: { name: herName, email: herEmail, subject: 'Hello', message: 'A question for you.' },
    })
    expect(wrote.status, wrote.text).toBeLessThan(300)

    const intent = await http('POST', '/create-payment-intent', {
      body: { email: herEmail, name: herName, hasReturnToBodyAddon: false },
    })
    expect(intent.status, intent.text).toBe(200)
    const paid = await http('POST', '/demo-payments/confirm', {
      body: {
        clientSecret: intent.json.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(paid.status, paid.text).toBe(200)
    // And a payment plan (3 × $22), whose instalments and membership are hers too.
    const plan = await payload.create({
      collection: 'offers',
      data: {
        name: 'Three payments',
        slug: `plan-${stamp}`,
        priceInCents: 2200,
        priceType: 'payment-plan',
        installments: 3,
        billingInterval: 'month',
        isActive: true,
      },
      overrideAccess: true,
    })
    // A course of its own: the masterclass she bought above would make this a second purchase.
    const course = await payload.create({
      collection: 'courses',
      data: {
        title: 'Pleasure as a Practice',
        slug: `pleasure-${stamp}`,
        description: 'Six weeks back into the body.',
        isPublished: true,
        product: plan.id,
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'offers',
      id: plan.id,
      data: { courses: [course.id] },
      overrideAccess: true,
    })
    const planIntent = await http('POST', '/create-payment-intent', {
      body: { email: herEmail, offer: `plan-${stamp}` },
    })
    expect(planIntent.status, planIntent.text).toBe(200)
    const planPaid = await http('POST', '/demo-payments/confirm', {
      body: {
        clientSecret: planIntent.json.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(planPaid.status, planPaid.text).toBe(200)
    await runJobs()

    const lesson = (await payload.find({ collection: 'lessons', limit: 1, overrideAccess: true }))
      .docs[0]!
    await payload.create({
      collection: 'lesson-progress',
      data: { email: herEmail, lesson: lesson.id, progress: 40 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'affiliates',
      data: { name: herName, email: herEmail, code: `juniper-${stamp}`, commissionRate: 0.3 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'assistant-commands',
      data: {
        command: `Tag ${herEmail} as a VIP`,
        source: 'typed',
        engine: 'offline',
        status: 'answered',
      },
      overrideAccess: true,
    })

    const campaign = await campaignToEveryone(`Spring letter ${stamp}`)
    expect(campaign.reached).toContain(herEmail)
    const mail = readable(
      peer
        .to(herEmail)
        .filter((m) => readable(m).includes('Spring letter'))
        .at(-1)!,
    )
    const pixel = /\/api\/email\/open\/([0-9a-z]+-[\w-]{16})\.gif/.exec(mail)
    const link = /https?:\/\/[^\s]+\/r\/([0-9a-z]+-\d+-[\w-]{16})/.exec(mail)
    expect(pixel && link, 'the campaign carries the open pixel and a tracked link').toBeTruthy()
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update email_deliveries set sent_at = now() - interval '1 hour' where campaign_id = ${campaign.id}`,
    )
    const iphone = 'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148'
    const { handleEndpoints } = await import('payload')
    const opened = await handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/email/open/${pixel![1]}.gif`, {
        headers: { 'user-agent': iphone },
      }),
    })
    expect(opened.status).toBe(200)
    const { GET } = await import('@/app/(frontend)/r/[token]/route')
    const followed = await GET(
      new Request(`http://localhost:3000/r/${link![1]}`, { headers: { 'user-agent': iphone } }),
      { params: Promise.resolve({ token: link![1]! }) },
    )
    expect(followed.status).toBe(302)

    const [contact] = await rows<{ id: number }>(
      sql`select id from contacts where email = ${herEmail}`,
    )
    contactId = contact!.id
  })

  it('only the owner may download her data or erase her', async () => {
    const signedOut = await http('GET', `/admin/people/${contactId}/data`)
    expect(signedOut.status).toBe(401)
    const erase = await http('POST', `/admin/people/${contactId}/erase`, {
      body: { email: herEmail, confirm: true },
    })
    expect(erase.status).toBe(401)
    // She herself, signed in as a buyer, is not the owner either.
    const { signInWithAccessLink } = await import('@/auth/memberSession')
    buyerCookie = (await signInWithAccessLink(payload, herEmail)).split(';')[0]!
    const asBuyer = await http('GET', `/admin/people/${contactId}/data`, { cookie: buyerCookie })
    expect(asBuyer.status).toBe(403)
    const buyerErase = await http('POST', `/admin/people/${contactId}/erase`, {
      cookie: buyerCookie,
      body: { email: herEmail, confirm: true },
    })
    expect(buyerErase.status).toBe(403)
  })

  it('her archive lists every one of them, readable and as JSON', async () => {
    const answer = await owner('GET', `/admin/people/${contactId}/data`)
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/zip')
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="data-.*\.zip"/)
    const files = unzip(answer.bytes)
    expect(Object.keys(files).sort()).toEqual(['data.json', 'your-data.html'])
    const data = JSON.parse(files['data.json']!) as {
      person: { email: string }
      records: { table: string; rows: Record<string, unknown>[] }[]
      elsewhere: { where: string }[]
    }
    expect(data.person.email).toBe(herEmail)
    const count = (table: string) => data.records.find((r) => r.table === table)?.rows.length ?? 0
    const rowsOf = (table: string) => data.records.find((r) => r.table === table)?.rows ?? []
    for (const table of [
      'contacts',
      'contacts_texts',
      'waitlist_entries',
      'applications',
      'contact_messages',
      'orders',
      'order_payments',
      'memberships',
      'lesson_progress',
      'email_messages',
      'email_deliveries',
      'affiliates',
      'assistant_commands',
    ]) {
      expect([table, count(table)]).not.toEqual([table, 0])
    }
    // The one-off purchase and the plan, each with its payment.
    expect(count('orders')).toBeGreaterThanOrEqual(2)
    expect(rowsOf('orders').some((order) => order.installments_total === 3)).toBe(true)
    expect(rowsOf('leads').map((lead) => lead.source)).toEqual(
      expect.arrayContaining(['quiz', 'meditation']),
    )
    expect(rowsOf('leads').find((lead) => lead.source === 'quiz')?.quiz_answers).toContain('q1')
    const delivery = rowsOf('email_deliveries').find((row) => row.clicked_at)
    expect(delivery?.opened_at, 'her open and click are in the archive').toBeTruthy()
    // No secret leaves in an archive: sign-in token hashes, the unsubscribe token.
    expect(files['data.json']).not.toMatch(/token_hash|unsubscribe_token/)
    expect(data.elsewhere.map((place) => place.where)).toEqual(expect.arrayContaining(['Backups']))
    expect(files['your-data.html']).toContain('Kept elsewhere')
    expect(files['your-data.html']).toContain(herEmail)
    expect(files['your-data.html']).toContain('Mentorship applications')
  })

  it('erasing her needs her address typed again', async () => {
    const wrong = await owner('POST', `/admin/people/${contactId}/erase`, {
      email: `someone-else-${stamp}@example.com`,
      confirm: true,
    })
    expect(wrong.status).toBe(400)
    const unconfirmed = await owner('POST', `/admin/people/${contactId}/erase`, { email: herEmail })
    expect(unconfirmed.status).toBe(400)
    const [still] = await rows<{ hits: number }>(
      sql`select count(*)::int as hits from contacts where id = ${contactId}`,
    )
    expect(still!.hits).toBe(1)
  })

  it('after the erasure nothing in the database holds her, but the anonymised orders', async () => {
    const erased = await owner('POST', `/admin/people/${contactId}/erase`, {
      email: herEmail.toUpperCase(),
      confirm: true,
    })
    expect(erased.status, erased.text).toBe(200)
    expect(erased.json.keptBecause).toMatch(/tax law/)
    // Her one-off purchase and her payment plan, each kept without her.
    expect(erased.json.anonymised).toMatchObject({ orders: 2 })
    expect(await whereSheStillIs([herEmail, herName], contactId)).toEqual([])

    const orders = await rows<{ email: string; amount: number }>(
      sql`select email, amount_in_cents::int as amount from orders where email like 'erased-order-%'`,
    )
    expect(orders).toHaveLength(2)
    for (const order of orders) expect(order.amount).toBeGreaterThan(0)
    const [suppressed] = await rows<{ reason: string }>(
      sql`select reason from suppressions where address_hash =
            encode(sha256(convert_to(${herEmail}, 'UTF8')), 'hex')`,
    )
    expect(suppressed?.reason).toBe('erased')
    const audit = await rows<{ kind: string; done_by: string; counts: unknown }>(
      sql`select kind, done_by, counts from privacy_requests order by id`,
    )
    expect(audit.map((row) => row.kind)).toEqual(['export', 'erasure'])
    expect(JSON.stringify(audit)).not.toContain(herEmail)
  })

  it('a campaign afterwards does not reach her, nor does a new sign-up put her back', async () => {
    const again = await http('POST', '/leads', { body: { email: herEmail, source: 'meditation' } })
    expect(again.status, again.text).toBeLessThan(300)
    const other = `still-here-${stamp}@example.com`
    const stays = await http('POST', '/leads', { body: { email: other, source: 'meditation' } })
    expect(stays.status, stays.text).toBeLessThan(300)
    await runJobs()
    peer.received = []
    const { reached } = await campaignToEveryone(`Summer letter ${stamp}`)
    expect(reached).toContain(other)
    expect(reached).not.toContain(herEmail)
  })

  it('importing her again from a CSV does not subscribe her', async () => {
    const csv = `first_name,email_address,state,created_at,last_name,tags\nJuniper,${herEmail},active,2023-02-14 09:12:45 UTC,Everything,Newsletter\n`
    const uploaded = await owner('POST', '/admin/imports?fileName=kit.csv', csv, 'text/csv')
    expect(uploaded.status, uploaded.text).toBe(201)
    const view = uploaded.json as { id: number; mapping: Record<string, string> }
    const checked = await owner('POST', `/admin/imports/${view.id}/check`, {
      mapping: view.mapping,
    })
    expect(checked.status, checked.text).toBe(200)
    const preview = (checked.json as { preview: { products: string[] } }).preview
    const started = await owner('POST', `/admin/imports/${view.id}/start`, {
      options: {
        tags: [],
        sequence: null,
        products: preview.products.map((name) => ({ name, offer: null })),
        agreed: true,
      },
    })
    expect(started.status, started.text).toBe(200)
    await runJobs()
    const [contact] = await rows<{ subscribed: boolean | null }>(
      sql`select subscribed from contacts where email = ${herEmail}`,
    )
    expect(contact?.subscribed ?? false).toBe(false)
  })
})

describe('how long personal leftovers are kept', () => {
  it('housekeeping clears the bodies older than the days she keeps them, and keeps newer ones', async () => {
    const message = (to: string) =>
      payload.create({
        collection: 'email-messages',
        data: {
          to,
          template: 'test',
          subject: 'Kept subject',
          status: 'sent',
          html: '<p>What it said</p>',
          text: 'What it said',
        },
        overrideAccess: true,
        depth: 0,
      })
    const old = await message(`old-${stamp}@example.com`)
    const recent = await message(`recent-${stamp}@example.com`)
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update email_messages set created_at = now() - interval '91 days' where id = ${old.id}`,
    )
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { systemRequest } = await import('@/core/operation')
    const result = await invoke(catalogue.cleanUp, await systemRequest(payload, 'housekeeping'), {})
    expect(result.clearedEmailBodies).toBeGreaterThanOrEqual(1)
    const bodies = await rows<{
      id: number
      html: string | null
      text: string | null
      subject: string
    }>(
      sql`select id, html, text, subject from email_messages where id in (${old.id}, ${recent.id}) order by id`,
    )
    expect(bodies).toEqual([
      { id: old.id, html: null, text: null, subject: 'Kept subject' },
      { id: recent.id, html: '<p>What it said</p>', text: 'What it said', subject: 'Kept subject' },
    ])
  })

  it('housekeeping deletes import leftovers and assistant history past their days, and keeps newer ones', async () => {
    const [done] = await rows<{ id: number }>(
      sql`select id from imports where status = 'done' order by id desc limit 1`,
    )
    expect(done, 'the import above finished').toBeTruthy()
    const problem = (line: number) =>
      payload.create({
        collection: 'import-problems',
        data: {
          import: done!.id,
          line,
          email: `problem-${line}-${stamp}@example.com`,
          reason: 'invalid',
          cells: ['x'],
        },
        overrideAccess: true,
        depth: 0,
      })
    const oldProblem = await problem(900)
    const newProblem = await problem(901)
    const command = (text: string) =>
      payload.create({
        collection: 'assistant-commands',
        data: { command: text, source: 'typed', engine: 'offline', status: 'answered' },
        overrideAccess: true,
        depth: 0,
      })
    const oldCommand = await command(`An old question ${stamp}`)
    const newCommand = await command(`A new question ${stamp}`)
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update import_problems set created_at = now() - interval '31 days' where id = ${oldProblem.id}`,
    )
    await writeAsSystem(
      'seed',
      payload,
      sql`update assistant_commands set created_at = now() - interval '366 days' where id = ${oldCommand.id}`,
    )
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { systemRequest } = await import('@/core/operation')
    const result = await invoke(catalogue.cleanUp, await systemRequest(payload, 'housekeeping'), {})
    expect(result.clearedImportLeftovers).toBeGreaterThanOrEqual(1)
    expect(result.deletedAssistantCommands).toBeGreaterThanOrEqual(1)
    const problems = await rows<{ id: number }>(
      sql`select id from import_problems where id in (${oldProblem.id}, ${newProblem.id})`,
    )
    expect(problems.map((row) => row.id)).toEqual([newProblem.id])
    const commands = await rows<{ id: number }>(
      sql`select id from assistant_commands where id in (${oldCommand.id}, ${newCommand.id})`,
    )
    expect(commands.map((row) => row.id)).toEqual([newCommand.id])
  })
})
