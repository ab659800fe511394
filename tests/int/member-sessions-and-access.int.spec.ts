import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { createLocalReq, handleEndpoints, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'
import { cookieOf } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/*
 * Buyers' sessions and what they open, from the attacker's side: a stranger who pays for someone's
 * address, a buyer reading the owner's CRM fields, the contacts' auth routes and lesson progress.
 * Every request goes through Payload's own REST router (handleEndpoints) or its GraphQL route, as an HTTP
 * request to the site would, with only the cookies the attacker's browser holds.
 */

const peer = new SmtpPeer()
let payload: Payload
let owner: User
const graphqlRoute = GRAPHQL_POST(config)

afterAll(() => peer.stop())

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  ;({ payload, owner } = await seededSiteMailingTo(peer))
})

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`

let visitors = 0
const nextClient = () => `10.77.${(visitors >> 8) & 255}.${++visitors & 255}`

type Send = { body?: unknown; cookie?: string; client?: string }

/** An HTTP request to /api<path>, answered by Payload's REST router as the site's route does. */
async function rest(method: string, path: string, { body, cookie, client }: Send = {}) {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: client ?? nextClient() })
  if (cookie) headers.set('cookie', cookie)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
}

/** A GraphQL query or mutation to /api/graphql. */
async function graphql(query: string, cookie?: string) {
  const headers = new Headers({
    'content-type': 'application/json',
    [CLIENT_ADDRESS_HEADER]: nextClient(),
  })
  if (cookie) headers.set('cookie', cookie)
  const response = await graphqlRoute(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
}

/** Pays for `email` by the demo card from a browser holding `cookie` (a stranger: none). */
async function payFor(email: string, options: { bonus?: boolean; cookie?: string } = {}) {
  const client = nextClient()
  const intent = await rest('POST', '/create-payment-intent', {
    body: { email, hasReturnToBodyAddon: options.bonus ?? false },
    cookie: options.cookie,
    client,
  })
  expect(intent.status).toBe(200)
  const { clientSecret } = await intent.json()
  return rest('POST', '/demo-payments/confirm', {
    body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    cookie: options.cookie,
    client,
  })
}

const contactOf = async (email: string) =>
  (await payload.find({ collection: 'contacts', where: { email: { equals: email } } })).docs[0]!

/** What the owner keeps on a person in her CRM, written as she writes it in the admin. */
const PRIVATE_NOTE = 'Private: going through a divorce, wants a discount'
async function ownerAnnotates(email: string) {
  const contact = await contactOf(email)
  const tag = await payload.create({
    collection: 'tags',
    data: { name: `vip-${Math.random().toString(36).slice(2, 8)}`, color: '#6B7280' },
  })
  const req = (await createLocalReq(
    { user: { ...owner, collection: 'users' } },
    payload,
  )) as PayloadRequest
  await payload.update({
    collection: 'contacts',
    id: contact.id,
    data: { notes: [{ note: PRIVATE_NOTE }], status: 'contacted', tags: [tag.id] },
    req,
  })
  return { contact, tag: tag.name }
}

/**
 * The owner's private data on a person, as its values would show in any answer that leaks it:
 * her note and address, the tag, the pipeline status, where the person came from, how her
 * subscription began. (A hidden array comes back as [] with no rows, so row keys must not show.)
 */
const leaksOf = (body: string, tag: string) =>
  [
    PRIVATE_NOTE,
    owner.email,
    tag,
    '"contacted"',
    '"meditation-download"',
    '"purchase"',
    '"sign-up"',
    '"changedBy"',
    '"note"',
  ].filter((secret) => body.includes(secret))

/** The fields of her contact a buyer's REST answer may carry at all. */
const BUYER_KEYS = ['id', 'email', 'createdAt', 'updatedAt', 'collection', '_strategy']
const ownerKeysIn = (contact: Record<string, unknown>) =>
  Object.entries(contact)
    .filter(([key]) => !BUYER_KEYS.includes(key))
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key)

describe("a stranger who pays for a lead's address learns nothing of hers", () => {
  it('the paying browser is not signed in; her contact, leads and GraphQL stay closed to it', async () => {
    const lead = unique('lead')
    const signUp = await rest('POST', '/leads', {
      body: { email: lead, name: 'Vera Lead', source: 'meditation-download' },
    })
    expect(signUp.status).toBe(201)
    const { tag } = await ownerAnnotates(lead)

    // The stranger, who knows only the address, pays for the masterclass (free in demo mode).
    const paid = await payFor(lead)
    expect(paid.status).toBe(200)
    expect(paid.headers.get('set-cookie')).toBeNull()
    expect(await paid.json()).toMatchObject({ signedIn: false })
    const cookie = cookieOf(paid) // nothing: her browser holds no session

    const me = await rest('GET', '/contacts/me', { cookie })
    expect(leaksOf(await me.text(), tag)).toEqual([])
    for (const path of ['/contacts', '/leads', '/orders?depth=2', '/lesson-progress']) {
      const answer = await rest('GET', path, { cookie })
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(leaksOf(await answer.text(), tag), path).toEqual([])
    }
    expect((await rest('GET', '/course', { cookie })).status).toBe(401)
    const contacts = await graphql('{ Contacts { docs { email notes { note } sources } } }', cookie)
    expect(leaksOf(JSON.stringify(contacts), tag)).toEqual([])
    expect(JSON.stringify(contacts)).not.toContain(lead)
  })

  it('the same for an address whose person turned up while the stranger’s checkout waited', async () => {
    const address = unique('late-lead')
    const client = nextClient()
    const intent = await rest('POST', '/create-payment-intent', {
      body: { email: address, hasReturnToBodyAddon: false },
      client,
    })
    const { clientSecret } = await intent.json()
    // She takes the meditation (a lead) after the checkout for her address was opened.
    const signUp = await rest('POST', '/leads', {
      body: { email: address, name: 'Late Lead', source: 'meditation-download' },
    })
    expect(signUp.status).toBe(201)
    const paid = await rest('POST', '/demo-payments/confirm', {
      body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      client,
    })
    expect(paid.status).toBe(200)
    expect(paid.headers.get('set-cookie')).toBeNull()
    expect(await paid.json()).toMatchObject({ signedIn: false })
  })

  it('a refunded buyer’s address does not sign in whoever pays for it again', async () => {
    const buyer = unique('refunded')
    expect(cookieOf(await payFor(buyer))).toMatch(/^member_session=/)
    await payload.delete({ collection: 'member-sessions', where: { email: { equals: buyer } } })
    // Refunded, as a refund leaves it: the order and the course access it gave.
    await payload.update({
      collection: 'orders',
      where: { email: { equals: buyer } },
      data: { status: 'refunded' },
    })
    await payload.update({
      collection: 'memberships',
      where: { email: { equals: buyer } },
      data: { status: 'ended' },
    })
    const again = await payFor(buyer)
    expect(again.status).toBe(200)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('a person the site never saw is still signed in by paying, in the browser that paid', async () => {
    const newcomer = unique('newcomer')
    const paid = await payFor(newcomer)
    expect(await paid.json()).toMatchObject({ signedIn: true })
    const cookie = cookieOf(paid)
    expect(cookie).toMatch(/^member_session=/)
    expect((await rest('GET', '/course', { cookie })).status).toBe(200)
  })
})

describe('a signed-in buyer reads her address, never the owner’s CRM fields', () => {
  it('over /me, /contacts/<id>, the list, a populated purchase and GraphQL', async () => {
    const buyer = unique('reader')
    const cookie = cookieOf(await payFor(buyer))
    expect(cookie).toMatch(/^member_session=/)
    const { contact, tag } = await ownerAnnotates(buyer)

    const me = await rest('GET', '/contacts/me', { cookie })
    expect(me.status).toBe(200)
    const meBody = await me.text()
    expect(JSON.parse(meBody).user).toMatchObject({ id: contact.id, email: buyer })
    expect(leaksOf(meBody, tag)).toEqual([])
    expect(ownerKeysIn(JSON.parse(meBody).user)).toEqual([])
    const byId = await (await rest('GET', `/contacts/${contact.id}`, { cookie })).json()
    expect(ownerKeysIn(byId)).toEqual([])

    for (const path of [
      `/contacts/${contact.id}?depth=2`,
      '/contacts?depth=2',
      '/orders?depth=2',
      '/orders',
    ]) {
      const answer = await rest('GET', path, { cookie })
      expect(answer.status, path).toBe(200)
      const body = await answer.text()
      expect(body, path).toContain(buyer)
      expect(leaksOf(body, tag), path).toEqual([])
    }

    // Filters and sorts on hidden fields, which would tell her what they hold one guess at a
    // time, are refused or find nothing.
    for (const query of [
      '?where[notes.note][like]=divorce',
      '?where[status][equals]=contacted',
      '?where[sources][in]=meditation-download&sort=id',
      '?sort=-lastSeenAt',
    ]) {
      const answer = await rest('GET', `/contacts${query}`, { cookie })
      const body = await answer.text()
      expect(answer.status === 200 ? JSON.parse(body).totalDocs : 0, query).toBe(0)
      expect(answer.status, query).toBeLessThan(500)
      expect(leaksOf(body, tag), query).toEqual([])
    }

    const fields = `id email name status notes { note adminEmail } tags { name } sources
      statusHistory { status changedBy } subscribed subscriptionChangedAt subscriptionChangedVia
      firstSeenAt lastSeenAt`
    const listed = await graphql(`{ Contacts { docs { ${fields} } } }`, cookie)
    expect(JSON.stringify(listed)).toContain(buyer)
    expect(leaksOf(JSON.stringify(listed), tag)).toEqual([])
    const one = await graphql(`{ Contact(id: ${contact.id}) { ${fields} } }`, cookie)
    const oneBody = JSON.stringify(one)
    expect(oneBody).toContain(buyer)
    expect(leaksOf(oneBody, tag)).toEqual([])
    const doc = one.data?.Contact as Record<string, unknown>
    expect(doc).toMatchObject({ id: contact.id, email: buyer })
    for (const field of ['name', 'status', 'notes', 'tags', 'sources', 'statusHistory']) {
      const value = doc[field]
      expect(value == null || (Array.isArray(value) && value.length === 0), field).toBe(true)
    }
    const meQuery = await graphql('{ meContact { user { email notes { note } sources } } }', cookie)
    expect(JSON.stringify(meQuery)).toContain(buyer)
    expect(leaksOf(JSON.stringify(meQuery), tag)).toEqual([])

    // The owner still reads all of it.
    const asOwner = await payload.findByID({
      collection: 'contacts',
      id: contact.id,
      overrideAccess: false,
      user: { ...owner, collection: 'users' },
    })
    expect(asOwner.notes?.[0]).toMatchObject({ note: PRIVATE_NOTE, adminEmail: owner.email })
    expect(asOwner.sources).toEqual(['purchase'])
  })
})

describe('the contacts auth routes work through the member session or answer 404', () => {
  it('refresh-token hands out no Payload token, and the local-strategy routes are not there', async () => {
    const cookie = cookieOf(await payFor(unique('routes')))
    expect(cookie).toMatch(/^member_session=/)

    const refresh = await rest('POST', '/contacts/refresh-token', { cookie })
    expect(refresh.status).toBe(404)
    expect(refresh.headers.get('set-cookie')).toBeNull()
    expect(await refresh.text()).not.toMatch(/token/i)
    const refreshed = await graphql(
      'mutation { refreshTokenContact { refreshedToken exp user { email } } }',
      cookie,
    )
    expect(refreshed.data?.refreshTokenContact ?? null).toBeNull()
    expect(refreshed.errors).toBeDefined()

    for (const [method, path] of [
      ['POST', '/contacts/login'],
      ['POST', '/contacts/forgot-password'],
      ['POST', '/contacts/reset-password'],
      ['POST', '/contacts/unlock'],
      ['POST', '/contacts/verify/abc'],
      ['POST', '/contacts/first-register'],
      ['GET', '/contacts/init'],
    ] as const) {
      const answer = await rest(method, path, {
        cookie,
        body: method === 'POST' ? { email: 'x@example.com', password: 'x', token: 'x' } : undefined,
      })
      expect(answer.status, path).toBe(404)
      expect((await answer.json()).message, path).toEqual(expect.any(String))
    }
  })

  it('logout ends her member session and clears its cookie', async () => {
    const cookie = cookieOf(await payFor(unique('logout')))
    expect((await rest('GET', '/course', { cookie })).status).toBe(200)

    const logout = await rest('POST', '/contacts/logout', { cookie })
    expect(logout.status).toBe(200)
    expect(logout.headers.get('set-cookie')).toMatch(/^member_session=;.*Expires=Thu, 01 Jan 1970/i)
    // The stolen or left-behind cookie reads nothing any more.
    expect((await rest('GET', '/course', { cookie })).status).toBe(401)
    const me = await rest('GET', '/contacts/me', { cookie })
    expect((await me.json()).user).toBeNull()
  })

  it('GraphQL logoutContact ends the member session too', async () => {
    const cookie = cookieOf(await payFor(unique('gql-logout')))
    expect((await rest('GET', '/course', { cookie })).status).toBe(200)
    const out = await graphql('mutation { logoutContact }', cookie)
    expect(out.errors).toBeUndefined()
    expect((await rest('GET', '/course', { cookie })).status).toBe(401)
  })
})

describe('progress on a lesson is recorded only by a buyer who may open it', () => {
  const lessonOfType = async (type: 'main' | 'addon') =>
    (await payload.find({ collection: 'lessons', where: { type: { equals: type } }, limit: 1 }))
      .docs[0]!

  it('a buyer without the bonus cannot record progress on a bonus lesson, by any route', async () => {
    const buyer = unique('no-bonus')
    const cookie = cookieOf(await payFor(buyer))
    expect(cookie).toMatch(/^member_session=/)
    const [main, bonus] = [await lessonOfType('main'), await lessonOfType('addon')]

    const onBonus = await rest('POST', '/lesson-progress', {
      cookie,
      body: { lesson: bonus.id, progress: 100, isCompleted: true },
    })
    expect(onBonus.status).toBe(403)
    const asString = await rest('POST', '/lesson-progress', {
      cookie,
      body: { lesson: String(bonus.id), progress: 100 },
    })
    expect(asString.status).toBe(403)
    const viaGraphql = await graphql(
      `mutation { createLessonProgress(data: { email: "${buyer}", lesson: ${bonus.id}, progress: 100 }) { id } }`,
      cookie,
    )
    expect(viaGraphql.data?.createLessonProgress ?? null).toBeNull()
    const viaCourseApi = await rest('POST', '/course/progress', {
      cookie,
      body: { moduleId: bonus.moduleId, progress: 50 },
    })
    expect(viaCourseApi.status).toBe(403)

    // Her own main lesson she records, and cannot move that row onto the bonus lesson.
    const onMain = await rest('POST', '/lesson-progress', {
      cookie,
      body: { lesson: main.id, progress: 10 },
    })
    expect(onMain.status).toBe(201)
    const row = (await onMain.json()).doc as { id: number }
    const moved = await rest('PATCH', `/lesson-progress/${row.id}`, {
      cookie,
      body: { lesson: bonus.id, progress: 100 },
    })
    expect(moved.status).toBe(403)
    const movedMany = await rest('PATCH', `/lesson-progress?where[id][equals]=${row.id}`, {
      cookie,
      body: { lesson: bonus.id },
    })
    expect(movedMany.status).toBeGreaterThanOrEqual(400)

    const recorded = await payload.find({
      collection: 'lesson-progress',
      where: { email: { equals: buyer } },
    })
    expect(recorded.docs.map((doc) => (doc.lesson as { id: number }).id ?? doc.lesson)).toEqual([
      main.id,
    ])
  })

  it('a buyer with the bonus records it, through the course API and the REST route alike', async () => {
    const cookie = cookieOf(await payFor(unique('with-bonus'), { bonus: true }))
    const bonus = await lessonOfType('addon')
    const viaCourseApi = await rest('POST', '/course/progress', {
      cookie,
      body: { moduleId: bonus.moduleId, progress: 50 },
    })
    expect(viaCourseApi.status).toBe(200)
    const rows = await rest('GET', `/lesson-progress?where[lesson][equals]=${bonus.id}`, {
      cookie,
    })
    const row = ((await rows.json()).docs as { id: number }[])[0]!
    const updated = await rest('PATCH', `/lesson-progress/${row.id}`, {
      cookie,
      body: { progress: 80 },
    })
    expect(updated.status).toBe(200)
  })
})
