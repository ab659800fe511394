import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leadsAudienceValue, NO_LEAD_FILTER } from '@/contacts/leadFilter'
import type { User } from '@/payload-types'
import { formatOwnerDateTime } from '@/settings/timeZone'

import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * The leads workspace from the owner's side: one Save stores her status, tags
 * and note together (or nothing); the list filters by source, status, tag and subscription and
 * says what it counts; the CSV follows the filters with status, tags, subscribed, dates on her
 * clock and quiz answers in words, formulas neutralised; "E-mail these people" is an audience
 * whose count is the list's subscribed count, and the campaign reaches exactly them.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let owner: User
let ownerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`
const ava = address('ava')
const bea = address('bea')
const cy = address('cy')
const dee = address('dee')
let vipId = 0
let ids: Record<string, number> = {}

/** One HTTP request through Payload's own routing, as the signed-in owner. */
async function http(method: string, path: string, body?: unknown) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: {
        cookie: ownerCookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // a CSV
  }
  return { status: response.status, headers: response.headers, text, json }
}

/**
 * A sign-up as the lead form stores it (its welcome e-mails and analytics are the capture
 * operation's, tested elsewhere; the contacts hook gives her a contact, as for any sign-up). Her
 * yes to e-mail is the capture operation's too, so the seed below subscribes them itself.
 */
const signUp = (email: string, data: Record<string, unknown>) =>
  payload.create({ collection: 'leads', data: { email, ...data } as never })

const ownerReq = async () => (await createLocalReq({ user: owner }, payload)) as PayloadRequest

/** The e-mails the list shows for a query string (first page). */
async function listed(search: string) {
  const answer = await http('GET', `/admin/leads?${search}`)
  expect(answer.status, answer.text).toBe(200)
  return {
    total: Number(answer.headers.get('X-Total-Count')),
    emails: (answer.json as { email: string }[]).map((row) => row.email),
  }
}

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .filter(Boolean)

/** A CSV line's cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function cells(line: string): string[] {
  const out: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      out.push(cell)
      cell = ''
    } else cell += char
  }
  out.push(cell)
  return out
}

async function runBulk() {
  for (let round = 0; round < 20; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  ownerCookie = (
    await startAdminSession((await createLocalReq({}, payload)) as PayloadRequest, owner)
  ).split(';')[0]!

  await signUp(ava, {
    name: 'Ava Stone',
    source: 'quiz_rebel',
    quizResult: 'rebel',
    quizAnswers: JSON.stringify({ q1: 'hot-no' }),
  })
  await signUp(bea, { name: 'Bea Lake', source: 'meditation-download' })
  await signUp(cy, { name: 'Cy Field', source: 'meditation-download' })
  // Cy signs up twice: two sign-ups, one person.
  await signUp(cy, { name: 'Cy Field', source: 'quiz_perfectionist', quizResult: 'perfectionist' })
  await signUp(dee, { name: '-2+3 Dee', source: 'meditation-download' })
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { email: { in: [ava, bea, cy, dee] } },
    limit: 10,
  })
  ids = Object.fromEntries(docs.map((doc) => [doc.email, doc.id]))
  const vip = await payload.create({
    collection: 'tags',
    data: { name: `VIP ${stamp}`, color: '#6B7280' },
  })
  vipId = vip.id
  const { writeAsSystem } = await import('@/utilities/sql')
  await writeAsSystem(
    'seed',
    payload,
    sql`update contacts set subscribed = true, marketing_status = 'subscribed'
      where email in (${ava}, ${cy}, ${dee})`,
  )
  await writeAsSystem(
    'seed',
    payload,
    sql`update contacts set subscribed = false, marketing_status = 'unsubscribed',
      subscription_changed_at = now() where email = ${bea}`,
  )
  await payload.update({
    collection: 'contacts',
    id: ids[bea]!,
    data: { tags: [vipId], status: 'contacted' },
  })
  await payload.update({ collection: 'contacts', id: ids[cy]!, data: { status: 'contacted' } })
  await runBulk()
  await payload.jobs.run({ allQueues: true })
  peer.received = []
}, 180_000)

afterAll(() => peer.stop())

describe('one Save for her status, tags and note', () => {
  it('stores all three from one call', async () => {
    const answer = await http('PATCH', `/admin/contacts/${ids[ava]}`, {
      status: 'customer',
      tagIds: [vipId],
      newTag: `Retreat ${stamp}`,
      note: 'Met her at the workshop; wants the retreat.',
    })
    expect(answer.status, answer.text).toBe(200)
    const contact = await payload.findByID({ collection: 'contacts', id: ids[ava]!, depth: 1 })
    expect(contact.status).toBe('customer')
    expect(
      (contact.tags ?? []).map((tag) => (typeof tag === 'object' ? tag.name : tag)).sort(),
    ).toEqual([`Retreat ${stamp}`, `VIP ${stamp}`])
    expect(contact.notes?.map((note) => note.note)).toEqual([
      'Met her at the workshop; wants the retreat.',
    ])
  })

  it('stores nothing when one part is refused (one transaction)', async () => {
    const answer = await http('PATCH', `/admin/contacts/${ids[dee]}`, {
      status: 'customer',
      tagIds: [vipId, 999_999_999],
      note: 'This note must not be kept.',
    })
    expect(answer.status).toBe(400)
    expect((answer.json as { message: string }).message).toBe('Unknown tag.')
    const contact = await payload.findByID({ collection: 'contacts', id: ids[dee]!, depth: 0 })
    expect(contact.status).toBe('new')
    expect(contact.tags ?? []).toEqual([])
    expect(contact.notes ?? []).toEqual([])
  })
})

describe('the Leads list’s filters', () => {
  const q = `q=${stamp}`

  it('source, status, tag and subscribed each return the right people', async () => {
    expect((await listed(q)).total).toBe(5)
    expect((await listed(`${q}&source=meditation-download`)).emails.sort()).toEqual(
      [bea, cy, dee].sort(),
    )
    expect((await listed(`${q}&source=quiz_rebel`)).emails).toEqual([ava])
    expect((await listed(`${q}&status=customer`)).emails).toEqual([ava])
    // Cy's two sign-ups both carry her status.
    expect((await listed(`${q}&status=contacted`)).emails.sort()).toEqual([bea, cy, cy].sort())
    expect((await listed(`tag=${vipId}`)).emails.sort()).toEqual([ava, bea].sort())
    expect((await listed(`${q}&subscribed=no`)).emails).toEqual([bea])
    expect((await listed(`${q}&subscribed=yes`)).emails.sort()).toEqual([ava, cy, cy, dee].sort())
    // Together: every filter narrows.
    expect((await listed(`tag=${vipId}&subscribed=yes&status=customer`)).emails).toEqual([ava])
    expect((await listed(`tag=${vipId}&source=quiz_perfectionist`)).emails).toEqual([])
  })

  it('each row carries her status, tags and subscription', async () => {
    const answer = await http('GET', `/admin/leads?q=${encodeURIComponent(ava)}`)
    const [row] = answer.json as Record<string, unknown>[]
    expect(row).toMatchObject({
      email: ava,
      status: 'customer',
      subscribed: true,
      tags: [`Retreat ${stamp}`, `VIP ${stamp}`],
    })
  })

  it('counts sign-ups, the people behind them and how many are subscribed', async () => {
    const { catalogue } = await import('@/catalogue')
    const { invoke } = await import('@/core/defineOperation')
    const list = await invoke(catalogue.listLeads, await ownerReq(), { q: String(stamp) })
    expect(list).toMatchObject({ total: 5, people: 4, subscribed: 3 })
    expect(list.choices.tags.map((tag) => tag.name)).toContain(`VIP ${stamp}`)
    expect(list.choices.sources.map((source) => source.value)).toEqual(
      expect.arrayContaining(['meditation-download', 'quiz_rebel', 'quiz_perfectionist']),
    )
  })

  it('refuses a filter that names nothing, with a message', async () => {
    for (const search of [
      'status=hot',
      'subscribed=maybe',
      'tag=abc',
      'tag=0',
      'source=Bad%20Source',
    ]) {
      const answer = await http('GET', `/admin/leads?${search}`)
      expect(answer.status, search).toBe(400)
      expect((answer.json as { message: string }).message).toBeTruthy()
      const csv = await http('GET', `/admin/leads.csv?${search}`)
      expect(csv.status, `csv ${search}`).toBe(400)
    }
  })
})

describe('the CSV', () => {
  it('follows the filters and adds status, tags, subscribed, her-zone dates and answers in words', async () => {
    const answer = await http('GET', `/admin/leads.csv?q=${stamp}&tag=${vipId}`)
    expect(answer.status).toBe(200)
    const [header, ...rows] = csvLines(answer.text)
    expect(cells(header!)).toEqual([
      'Email',
      'Name',
      'Source',
      'Source label',
      'Status',
      'Tags',
      'Subscribed',
      'Quiz Result',
      'Quiz Answers',
      'Signed up (Arizona time)',
      'Id',
    ])
    const byEmail = new Map(rows.map((line) => [cells(line)[0], cells(line)]))
    expect([...byEmail.keys()].sort()).toEqual([ava, bea].sort())
    const avaRow = byEmail.get(ava)!
    expect(avaRow[4]).toBe('Customer')
    expect(avaRow[5]).toBe(`Retreat ${stamp}, VIP ${stamp}`)
    expect(avaRow[6]).toBe('Yes')
    expect(avaRow[7]).toBe('The Awakened Rebel')
    expect(avaRow[8]).toBe(
      'A friend asks for a favour you have no space for. What happens in your body? → A hot no rises in my chest, and I am learning to let it out.',
    )
    const lead = (
      await payload.find({ collection: 'leads', where: { email: { equals: ava } }, limit: 1 })
    ).docs[0]!
    expect(avaRow[9]).toBe(formatOwnerDateTime(lead.createdAt, 'America/Phoenix'))
    expect(avaRow[9]).not.toMatch(/T\d\d:|Z$/)
    expect(byEmail.get(bea)![6]).toBe('No')
  })

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const answer = await http('GET', `/admin/leads.csv?q=${encodeURIComponent(dee)}`)
    const [, row] = csvLines(answer.text)
    expect(cells(row!)[1]).toBe("'-2+3 Dee")
  })
})

describe('"E-mail these people": the campaign audience of a Leads filter', () => {
  it('counts exactly the list’s subscribed people, in words, and sends only to them', async () => {
    const { catalogue } = await import('@/catalogue')
    const { invoke } = await import('@/core/defineOperation')
    const filter = { ...NO_LEAD_FILTER, q: String(stamp), tag: vipId }
    const audience = leadsAudienceValue(filter)
    const list = await invoke(catalogue.listLeads, await ownerReq(), {
      q: String(stamp),
      tag: vipId,
    })
    expect(list).toMatchObject({ people: 2, subscribed: 1 })
    const described = await invoke(catalogue.describeAudience, await ownerReq(), { audience })
    expect(described).toEqual({
      value: audience,
      label: `People from your Leads list: tag VIP ${stamp}, matching “${stamp}”`,
      count: list.subscribed,
    })

    const subject = `For the VIPs (${stamp})`
    const preview = await http('POST', '/admin/campaigns/preview', {
      subject,
      content: 'Hello {{firstName}}',
      audience,
    })
    expect(preview.status, preview.text).toBe(200)
    expect((preview.json as { recipients: number }).recipients).toBe(1)
    const created = await http('POST', '/admin/campaigns', {
      subject,
      content: 'Hello {{firstName}}',
      audience,
    })
    expect(created.status, created.text).toBe(201)
    const { id } = created.json as { id: number }
    const sent = await http('POST', `/admin/campaigns/${id}/send`, {})
    expect(sent.status, sent.text).toBe(200)
    expect((sent.json as { recipients: number }).recipients).toBe(1)
    await runBulk()
    const recipients = peer.received
      .filter((mail) => readable(mail).includes(String(stamp)))
      .flatMap((mail) => mail.to)
    expect(recipients).toEqual([ava])

    // The campaigns list names the audience in words.
    const tab = await invoke(catalogue.getEmailTab, await ownerReq(), {})
    expect(tab.campaigns.find((campaign) => campaign.id === id)?.audienceLabel).toBe(
      described.label,
    )
  })

  it('an unsubscribed-only filter holds nobody', async () => {
    const { countAudience, audienceOf } = await import('@/email/campaigns/store')
    const audience = leadsAudienceValue({ ...NO_LEAD_FILTER, q: String(stamp), subscribed: 'no' })
    expect(await countAudience(payload, audienceOf(audience))).toBe(0)
  })
})
