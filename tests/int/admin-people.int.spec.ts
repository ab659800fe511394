import { CONFIRM_FIRST } from '@/core/defineOperation'
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Contact, User } from '@/payload-types'

import { byRoute } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

const peer = new SmtpPeer()
let payload: Payload
let owner: User
let buyer: Contact
let routes: Record<string, Endpoint>

type Caller = User | Contact | null
type Call = {
  search?: string
  routeParams?: Record<string, string>
  body?: unknown
}

/** Calls one of /api/admin/* as Payload would for this signed-in user (or for nobody). */
async function call(route: string, as: Caller, { search = '', routeParams = {}, body }: Call = {}) {
  const endpoint = routes[route]
  if (!endpoint) throw new Error(`No endpoint ${route}`)
  const req = (await createLocalReq(as ? { user: as } : {}, payload)) as PayloadRequest
  const raw = body === undefined ? '' : JSON.stringify(body)
  Object.assign(req, {
    headers: new Headers({ 'content-type': 'application/json' }),
    searchParams: new URLSearchParams(search),
    routeParams,
    text: async () => raw,
    json: async () => JSON.parse(raw || '{}'),
  })
  return endpoint.handler(req)
}

const asOwner = (route: string, options?: Call) => call(route, owner, options)

const answers = APPLICATION_ANSWERS

/** An application as /apply stores it (its own e-mails are the submit operation's, not tested here). */
const apply = (name: string, email: string) =>
  payload.create({
    collection: 'applications',
    data: { name, email, phone: '+1 555 0100', status: 'new', ...answers },
  })

const lead = (data: { email: string; name?: string; source: string; quizAnswers?: string }) =>
  payload.create({ collection: 'leads', data })

/** Runs the e-mail queue until `address` has `count` messages, then a little longer to be sure. */
async function mailsTo(address: string, count: number) {
  const mails = await peer.delivered(() => payload.jobs.run({ allQueues: true }), address, count)
  await payload.jobs.run({ allQueues: true })
  return mails.map(readable)
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  routes = byRoute((await import('@/endpoints/admin/people')).peopleEndpoints)
  // The people the searches look for, oldest first (the lists are newest first).
  await lead({ email: 'annabel.river@example.com', name: 'Annabel River', source: 'quiz_rebel' })
  await lead({ email: 'jo.marsh@example.org', name: 'Joanna Marsh', source: 'meditation-download' })
  await lead({ email: 'plain@example.net', source: 'meditation-download' })
  await lead({
    email: 'formula@example.com',
    name: '=HYPERLINK("http://evil.example","click")',
    source: 'meditation-download',
  })
  await lead({ email: 'percent@example.com', name: '100% Sure', source: 'quiz_perfectionist' })
  buyer = (
    await payload.find({
      collection: 'contacts',
      where: { email: { equals: 'plain@example.net' } },
    })
  ).docs[0]!
}, 180_000)

afterAll(() => peer.stop())

describe('GET /api/admin/leads', () => {
  it('searches e-mail, name and source as a case-insensitive substring, newest first', async () => {
    const search = async (q: string) => {
      const response = await asOwner('get /admin/leads', { search: `q=${encodeURIComponent(q)}` })
      expect(response.status).toBe(200)
      return ((await response.json()) as { email: string }[]).map((row) => row.email)
    }
    // "ANN" is in Annabel's name and e-mail, and inside "Joanna".
    expect(await search('ANN')).toEqual(['jo.marsh@example.org', 'annabel.river@example.com'])
    expect(await search('Marsh@EXAMPLE')).toEqual(['jo.marsh@example.org'])
    expect(await search('REBEL')).toEqual(['annabel.river@example.com'])
    expect(await search('perfection')).toEqual(['percent@example.com'])
    // The searched text's own % is a percent sign, not a wildcard.
    expect(await search('100%')).toEqual(['percent@example.com'])
    expect(await search('%')).toEqual(['percent@example.com'])
    expect(await search('no such person')).toEqual([])
  })

  it('answers the client-view fields, pages, and the total in X-Total-Count', async () => {
    const first = await asOwner('get /admin/leads', { search: 'q=example&limit=2' })
    expect(first.headers.get('X-Total-Count')).toBe('5')
    const rows = (await first.json()) as Record<string, unknown>[]
    expect(rows).toHaveLength(2)
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'email',
        'name',
        'source',
        'quizResult',
        'quizAnswers',
        'createdAt',
      ]),
    )
    expect(rows.map((row) => row.email)).toEqual(['percent@example.com', 'formula@example.com'])
    const third = await asOwner('get /admin/leads', { search: 'q=example&limit=2&page=3' })
    expect(((await third.json()) as { email: string }[]).map((row) => row.email)).toEqual([
      'annabel.river@example.com',
    ])
    expect(third.headers.get('X-Total-Count')).toBe('5')
  })

  it('refuses a bad limit or page with a message', async () => {
    for (const search of ['limit=501', 'limit=0', 'limit=abc', 'page=0', 'page=-1']) {
      const response = await asOwner('get /admin/leads', { search })
      expect(response.status, search).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/limit|page/)
    }
    // Text Postgres cannot take as a parameter, and a search longer than any address.
    for (const search of ['q=%00', 'q=a%01b', `q=${'a'.repeat(201)}`]) {
      for (const route of ['get /admin/leads', 'get /admin/leads.csv', 'get /admin/applications']) {
        const response = await asOwner(route, { search })
        expect(response.status, `${route}?${search}`).toBe(400)
        expect(((await response.json()) as { message: string }).message).toBeTruthy()
      }
    }
  })
})

describe('CSV exports', () => {
  it('leads.csv: BOM, exactly the filtered rows, formulas neutralised and quoted', async () => {
    const response = await asOwner('get /admin/leads.csv', { search: 'q=example.com' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = csvRows(new TextDecoder().decode(bytes))
    expect(lines[0]).toBe(
      'Email,Name,Source,Source label,Status,Tags,Subscribed,Quiz Result,Quiz Answers,Signed up (Arizona time),Id',
    )
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'percent@example.com',
      'formula@example.com',
      'annabel.river@example.com',
    ])
    // The name a visitor typed as a formula stays text: a leading apostrophe, then CSV quoting.
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`)
  })

  it('applications.csv has every answer and only the matching applications', async () => {
    await apply('Csv Person', 'csv.person@example.com')
    await apply('Other Person', 'someone.else@example.com')
    const response = await asOwner('get /admin/applications.csv', { search: 'q=CSV' })
    const lines = csvRows(await response.text())
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('Experience with embodiment')
    // Her clock, the zone named: readable, not ISO UTC.
    expect(lines[0]).toContain('Applied (Arizona time)')
    expect(lines[1]).toMatch(/,"?[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M"?,/)
    expect(lines[1]).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
    expect(lines[1]).toContain('csv.person@example.com')
    expect(lines[1]).toContain(answers.desireFromGuide)
    // "+1 555 0100" would be a formula in a spreadsheet.
    expect(lines[1]).toContain(",'+1 555 0100,")
  })
})

describe('every /api/admin/* route of this file is the owner’s only', () => {
  const calls: [string, Call][] = [
    ['get /admin/leads', {}],
    ['get /admin/leads.csv', {}],
    ['get /admin/applications', {}],
    ['get /admin/applications.csv', {}],
    ['get /admin/contacts/:id', { routeParams: { id: '1' } }],
    ['patch /admin/contacts/:id', { routeParams: { id: '1' }, body: { note: 'hello there' } }],
    [
      'post /admin/applications/:id/decision',
      { routeParams: { id: '1' }, body: { decision: 'accept' } },
    ],
  ]

  it('covers every route in peopleEndpoints', () => {
    expect(calls.map(([route]) => route).sort()).toEqual(Object.keys(routes).sort())
  })

  it.each(calls)('%s: 401 signed out, 403 for a buyer, with a message', async (route, options) => {
    const anonymous = await call(route, null, options)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Please sign in to the Admin Center.' })
    const asBuyer = await call(route, { ...buyer, collection: 'contacts' } as Contact, options)
    expect(asBuyer.status).toBe(403)
    expect(((await asBuyer.json()) as { message: string }).message).toBeTruthy()
  })
})

describe('deciding on an application', () => {
  const decide = (id: number, body: unknown) =>
    asOwner('post /admin/applications/:id/decision', { routeParams: { id: String(id) }, body })

  it('Accept e-mails her once and changes the status; a second Accept is refused and sends nothing', async () => {
    const email = 'accept.me@example.com'
    const application = await apply('Accepted Ann', email)
    const first = await decide(application.id, { decision: 'accept' })
    expect(first.status).toBe(200)
    const decided = (await first.json()) as {
      status: string
      decidedBy: string
      decisionEmails: { subject: string; status: string }[]
    }
    expect(decided).toMatchObject({ status: 'accepted', decidedBy: owner.email })
    expect(decided.decisionEmails).toEqual([
      expect.objectContaining({ subject: 'Your mentorship application: yes', status: 'queued' }),
    ])
    const [mail] = await mailsTo(email, 1)
    expect(mail).toContain('Dear Accepted Ann,')

    const second = await decide(application.id, { decision: 'accept' })
    expect(second.status).toBe(409)
    expect(((await second.json()) as { message: string }).message).toMatch(/already accepted/)
    expect(await decide(application.id, { decision: 'decline', confirm: true })).toHaveProperty(
      'status',
      409,
    )
    await payload.jobs.run({ allQueues: true })
    expect(peer.to(email)).toHaveLength(1)

    const list = await asOwner('get /admin/applications', { search: `q=${email}` })
    const [row] = (await list.json()) as { status: string; decisionEmails: { status: string }[] }[]
    expect(row).toMatchObject({ status: 'accepted', decisionEmails: [{ status: 'sent' }] })
  })

  it('two Accepts at once send one e-mail', async () => {
    const email = 'race@example.com'
    const application = await apply('Race Condition', email)
    const answers = await Promise.all([
      decide(application.id, { decision: 'accept' }),
      decide(application.id, { decision: 'accept' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    await mailsTo(email, 1)
    expect(peer.to(email)).toHaveLength(1)
  })

  it('Schedule Call sends the booking link (or a mailto: without one), and the time she picked', async () => {
    const withoutLink = await apply('No Link', 'no.link@example.com')
    expect((await decide(withoutLink.id, { decision: 'schedule-call' })).status).toBe(200)
    const [invitation] = await mailsTo('no.link@example.com', 1)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(invitation).toContain(`mailto:${settings.supportEmail}`)
    expect(invitation).toContain('Please choose a time that suits you')

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { bookingLink: 'https://cal.example.com/coach/intro' } as Record<string, unknown>,
    })
    const email = 'call.me@example.com'
    const application = await apply('Call Me', email)
    const callAt = '2099-03-04T15:30:00.000Z'
    const response = await decide(application.id, { decision: 'schedule-call', callAt })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'call-scheduled', callAt })
    const [mail] = await mailsTo(email, 1)
    expect(mail).toContain('https://cal.example.com/coach/intro')
    // 15:30 UTC is 8:30 AM on her clock (Arizona, UTC−7 all year), said in words with the zone.
    expect(mail).toContain('Wednesday 4 March, 8:30 AM Arizona time')
    expect(mail).not.toMatch(/\bUTC\b/)

    // After the call, a yes or a no; never a second invitation.
    expect((await decide(application.id, { decision: 'schedule-call' })).status).toBe(409)
    // A decline cannot be taken back: without confirm: true nothing changes and nothing is sent.
    const unconfirmed = await decide(application.id, { decision: 'decline' })
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.json()).toMatchObject({ message: CONFIRM_FIRST })
    const declined = await decide(application.id, { decision: 'decline', confirm: true })
    expect(await declined.json()).toMatchObject({
      status: 'declined',
      decisionEmails: [
        expect.objectContaining({ subject: "Let's talk: your mentorship application" }),
        expect.objectContaining({ subject: 'Your mentorship application' }),
      ],
    })
    await mailsTo(email, 2)
  })

  it('refuses bad decisions with a message and sends nothing', async () => {
    const email = 'bad.input@example.com'
    const application = await apply('Bad Input', email)
    const cases: [unknown, number][] = [
      [{ decision: 'maybe' }, 400],
      [{}, 400],
      [{ decision: 'schedule-call', callAt: 'tomorrow-ish' }, 400],
      [{ decision: 'schedule-call', callAt: '2001-01-01T10:00:00Z' }, 400],
      [{ decision: 'accept', callAt: '2099-01-01T10:00:00Z' }, 400],
      [{ decision: 'accept', extra: true }, 400],
    ]
    for (const [body, status] of cases) {
      const response = await decide(application.id, body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(((await response.json()) as { message: string }).message).toBeTruthy()
    }
    expect((await decide(999_999, { decision: 'accept' })).status).toBe(404)
    const [row] = (
      await payload.find({ collection: 'applications', where: { email: { equals: email } } })
    ).docs
    expect(row?.status).toBe('new')
    await payload.jobs.run({ allQueues: true })
    expect(peer.to(email)).toHaveLength(0)
  })

  it('the status cannot be changed around the decision (no e-mail would go)', async () => {
    const application = await apply('Sneaky Edit', 'sneaky@example.com')
    const req = (await createLocalReq({ user: owner }, payload)) as PayloadRequest
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'accepted' },
      req,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'applications', id: application.id })
    expect(after.status).toBe('new')
  })
})

describe('a person', () => {
  it('shows her sign-ups with the quiz answers as question → answer text', async () => {
    const { docs: questions } = await payload.find({ collection: 'quiz-questions', sort: 'order' })
    const chosen = Object.fromEntries(
      questions.map((question) => [question.questionId, question.options[1]!.value]),
    )
    const row = await lead({
      email: 'quiz.taker@example.com',
      name: 'Quinn',
      source: 'quiz_rebel',
      quizAnswers: JSON.stringify(chosen),
    })
    const contactId = typeof row.contact === 'object' ? row.contact!.id : row.contact!
    const response = await asOwner('get /admin/contacts/:id', {
      routeParams: { id: String(contactId) },
    })
    expect(response.status).toBe(200)
    const person = (await response.json()) as {
      contact: { email: string }
      leads: { quizAnswerLines: { question: string; answer: string }[] }[]
    }
    expect(person.contact.email).toBe('quiz.taker@example.com')
    expect(person.leads[0]!.quizAnswerLines[0]).toEqual({
      questionId: questions[0]!.questionId,
      question: questions[0]!.question,
      answer: questions[0]!.options[1]!.text,
    })
    expect(person.leads[0]!.quizAnswerLines).toHaveLength(questions.length)

    expect(
      (await asOwner('get /admin/contacts/:id', { routeParams: { id: '999999' } })).status,
    ).toBe(404)
    expect((await asOwner('get /admin/contacts/:id', { routeParams: { id: 'abc' } })).status).toBe(
      400,
    )
  })

  it('a note, a status and a tag persist, signed with the owner’s address', async () => {
    const patch = (body: unknown) =>
      asOwner('patch /admin/contacts/:id', { routeParams: { id: String(buyer.id) }, body })
    expect((await patch({ note: 'Called her: interested in the workshop.' })).status).toBe(200)
    expect((await patch({ status: 'contacted', newTag: 'VIP' })).status).toBe(200)
    // The same tag by another case is the same tag.
    expect((await patch({ newTag: 'vip' })).status).toBe(200)

    const read = async () =>
      (await (
        await asOwner('get /admin/contacts/:id', { routeParams: { id: String(buyer.id) } })
      ).json()) as {
        contact: {
          status: string
          notes: { note: string; adminEmail: string; createdAt: string }[]
          tags: { id: number; name: string }[]
          statusHistory: { status: string; changedBy: string }[]
        }
        allTags: { name: string }[]
      }
    const person = await read()
    expect(person.contact.notes).toEqual([
      expect.objectContaining({
        note: 'Called her: interested in the workshop.',
        adminEmail: owner.email,
      }),
    ])
    expect(person.contact.status).toBe('contacted')
    expect(person.contact.statusHistory.at(-1)).toMatchObject({
      status: 'contacted',
      changedBy: owner.email,
    })
    expect(person.contact.tags.map((tag) => tag.name)).toEqual(['VIP'])
    expect(person.allTags.filter((tag) => tag.name.toLowerCase() === 'vip')).toHaveLength(1)

    expect((await patch({ tagIds: [] })).status).toBe(200)
    expect((await read()).contact.tags).toEqual([])
    expect((await read()).contact.notes).toHaveLength(1)

    for (const body of [
      { status: 'vip' },
      { note: '   ' },
      {},
      { tagIds: [999_999] },
      { tagIds: ['x'] },
    ]) {
      const response = await patch(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBeTruthy()
    }
  })
})

describe('at size: the plans a search picks and the export’s batches', () => {
  beforeAll(async () => {
    // 20,050 recent "Walker" leads and 10,010 "Oldie" leads older than all of them, by SQL.
    const { sql } = await import('@payloadcms/db-postgres')
    const { queryRows } = await import('@/utilities/sql')
    await queryRows(
      payload,
      sql`insert into "leads" ("email", "name", "source", "created_at", "updated_at")
          select 'walker' || i || '@bulk.test', 'Walker ' || i, 'bulk-import',
                 now() - i * interval '1 second', now()
            from generate_series(1, 20050) as i`,
    )
    await queryRows(
      payload,
      sql`insert into "leads" ("email", "name", "source", "created_at", "updated_at")
          select 'oldie' || i || '@bulk.test', 'Oldie ' || i, 'bulk-import',
                 timestamptz '2020-01-01' - i * interval '1 second', now()
            from generate_series(1, 10010) as i`,
    )
    await queryRows(payload, sql`analyze "leads"`)
  })

  const emails = async (search: string) => {
    const response = await asOwner('get /admin/leads', { search })
    return {
      total: response.headers.get('X-Total-Count'),
      emails: ((await response.json()) as { email: string }[]).map((row) => row.email),
    }
  }

  it('many recent matches: a page from the newest rows; the last page too', async () => {
    expect(await emails('q=WALKER&limit=3')).toEqual({
      total: '20050',
      emails: ['walker1@bulk.test', 'walker2@bulk.test', 'walker3@bulk.test'],
    })
    expect(await emails('q=walker&limit=100&page=201')).toEqual({
      total: '20050',
      emails: Array.from({ length: 50 }, (_, i) => `walker${20001 + i}@bulk.test`),
    })
  })

  it('many matches all older than the newest 20,000 rows: still the right page', async () => {
    expect(await emails('q=oldie&limit=2&page=2')).toEqual({
      total: '10010',
      emails: ['oldie3@bulk.test', 'oldie4@bulk.test'],
    })
  })

  it('a few matches among many rows', async () => {
    expect(await emails('q=walker1999')).toEqual({
      total: '11',
      emails: [
        'walker1999@bulk.test',
        ...Array.from({ length: 10 }, (_, i) => `walker${19990 + i}@bulk.test`),
      ],
    })
  })

  it('the CSV of 20,050 rows streams every row once, in order, across its batches', async () => {
    const response = await asOwner('get /admin/leads.csv', { search: 'q=walker' })
    const lines = csvRows(await response.text()).slice(1)
    expect(lines).toHaveLength(20050)
    const numbers = lines.map((line) => Number(/^walker(\d+)@/.exec(line)![1]))
    expect(numbers).toEqual(Array.from({ length: 20050 }, (_, i) => i + 1))
  })
})
