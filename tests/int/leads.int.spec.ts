import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callEndpoint } from './callEndpoint'
import { readable, SmtpPeer } from './smtpPeer'
import { followedLinks } from './trackedLinks'

const peer = new SmtpPeer()
let payload: Payload
let endpoints: { leads: Endpoint; waitlist: Endpoint; contact: Endpoint; unsubscribe: Endpoint }

const call = (endpoint: Endpoint, body: string, search = '') =>
  callEndpoint(payload, endpoint, { body, search, headers: { 'content-type': 'application/json' } })
const post = (endpoint: Endpoint, body: unknown) => call(endpoint, JSON.stringify(body))

/** Runs queued e-mail jobs until the peer has `count` messages for `address` (or times out). */
const deliveredTo = (address: string, count: number) =>
  peer.delivered(() => payload.jobs.run({ allQueues: true }), address, count)

beforeAll(async () => {
  // The mail adapter is chosen when the config loads, so the peer must be up first.
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  endpoints = {
    leads: (await import('@/endpoints/leads')).leadsEndpoint,
    waitlist: (await import('@/endpoints/waitlist')).waitlistEndpoint,
    contact: (await import('@/endpoints/contact')).contactEndpoint,
    unsubscribe: (await import('@/endpoints/unsubscribe')).unsubscribeEndpoints.find(
      // The unsubscribe page's button (its GET only shows the page).
      (endpoint) => endpoint.method === 'post' && endpoint.path === '/unsubscribe',
    )!,
  }
})

afterAll(() => peer.stop())

describe('funnel e-mails through a real SMTP server', () => {
  it('meditation: the lead is stored and the download link arrives, with one-click unsubscribe', async () => {
    const response = await post(endpoints.leads, {
      name: 'Mia',
      email: 'Mia@Example.com',
      source: 'meditation-download',
    })
    expect(response.status).toBe(201)
    const [mail] = await deliveredTo('mia@example.com', 1)
    expect(mail!.data).toContain('Subject: Your free grounding meditation')
    expect(await followedLinks(payload, readable(mail!))).toContain('/meditation-access')
    expect(mail!.data).toMatch(/List-Unsubscribe:\s+<http[^>]+\/api\/unsubscribe\?token=/)
    expect(mail!.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail!.data).toMatch(/From: Maya Rivers <hello@example\.com>/)
  })

  it('quiz: the archetype result arrives with its link', async () => {
    await post(endpoints.leads, {
      email: 'quinn@example.com',
      name: 'Quinn',
      source: 'quiz_rebel',
      quizResult: 'rebel',
      quizAnswers: JSON.stringify({ q1: 'a' }),
    })
    const [mail] = await deliveredTo('quinn@example.com', 1)
    expect(mail!.data).toContain('Subject: Your Good Girl archetype:')
    expect(await followedLinks(payload, readable(mail!))).toContain('/quiz?result=rebel')
  })

  it('waitlist: the confirmation arrives', async () => {
    const response = await post(endpoints.waitlist, {
      name: 'Wren',
      email: 'wren@example.com',
      program: 'radiant-alchemy',
      source: 'instagram',
    })
    expect(response.status).toBe(201)
    const [mail] = await deliveredTo('wren@example.com', 1)
    expect(mail!.data).toContain('Subject: You are on the Radiant Alchemy waitlist')
  })

  it('with the SMTP server down the lead is kept, and the e-mail goes out once it is back', async () => {
    await peer.stop()
    const response = await post(endpoints.leads, { name: 'Dee', email: 'dee@example.com' })
    expect(response.status).toBe(201)
    const lead = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'dee@example.com' } },
    })
    expect(lead.docs).toHaveLength(1)

    // Her welcome is the first step of the meditation sequence: its job sends it, and retries.
    const failedJob = async () => {
      await payload.jobs.run({ allQueues: true })
      const enrollment = await payload.find({
        collection: 'sequence-enrollments',
        where: { 'contact.email': { equals: 'dee@example.com' } },
        limit: 1,
      })
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { 'input.enrollmentId': { equals: enrollment.docs[0]?.id ?? 0 } },
        limit: 1,
      })
      return docs[0]
    }
    await expect
      .poll(async () => (await failedJob())?.totalTried ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0)
    expect(peer.to('dee@example.com')).toHaveLength(0)

    await peer.start()
    // The retry waits with back-off; let that time pass.
    const job = (await failedJob())!
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    const [mail] = await deliveredTo('dee@example.com', 1)
    expect(mail!.data).toContain('Subject: Your free grounding meditation')
  })

  it('after unsubscribing, the next marketing e-mail is not sent', async () => {
    await post(endpoints.leads, {
      name: 'Uma',
      email: 'uma@example.com',
      source: 'meditation-download',
    })
    const [mail] = await deliveredTo('uma@example.com', 1)
    const token = decodeURIComponent(mail!.data.match(/unsubscribe\?token=([A-Za-z0-9_%-]+)/)![1]!)

    const page = await call(endpoints.unsubscribe, '{}', `token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('You are unsubscribed')
    const contacts = await payload.find({
      collection: 'contacts',
      where: { email: { equals: 'uma@example.com' } },
    })
    expect(contacts.docs).toHaveLength(1)
    expect(contacts.docs[0]).toMatchObject({
      subscribed: false,
      subscriptionChangedVia: 'unsubscribe-link',
    })

    await post(endpoints.leads, {
      email: 'uma@example.com',
      name: 'Uma',
      source: 'quiz_rebel',
      quizResult: 'rebel',
    })
    await payload.jobs.run({ allQueues: true })
    await payload.jobs.run({ allQueues: true })
    expect(peer.to('uma@example.com')).toHaveLength(1)

    const bogus = await call(endpoints.unsubscribe, '{}', 'token=not-a-real-token-at-all')
    expect(bogus.status).toBe(404)
  })
})

describe('one contact per e-mail and source', () => {
  it('a repeat submission updates the row instead of adding one, even when they race', async () => {
    const first = await post(endpoints.leads, {
      email: 'repeat@example.com',
      name: 'First',
      source: 'meditation-download',
    })
    expect(first.status).toBe(201)
    const again = await post(endpoints.leads, {
      email: ' REPEAT@example.com ',
      name: 'Second',
      source: 'meditation-download',
    })
    expect(again.status).toBe(200)
    await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        post(endpoints.leads, { email: 'race@example.com', name: `R${n}` }),
      ),
    )
    const repeat = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'repeat@example.com' } },
    })
    expect(repeat.docs).toHaveLength(1)
    expect(repeat.docs[0]!.name).toBe('Second')
    const race = await payload.count({
      collection: 'leads',
      where: { email: { equals: 'race@example.com' } },
    })
    expect(race.totalDocs).toBe(1)
    const other = await post(endpoints.leads, {
      email: 'repeat@example.com',
      name: 'Q',
      source: 'quiz_perfectionist',
      quizResult: 'perfectionist',
    })
    expect(other.status).toBe(201)
  })
})

/** Deterministic pseudo-random bodies that are all invalid in some way. */
function* malformedBodies(count: number): Generator<string> {
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
  const huge = 'x'.repeat(10 * 1024)
  const badEmails: unknown[] = [
    undefined,
    null,
    42,
    true,
    [],
    {},
    '',
    '   ',
    'no-at-sign',
    '@',
    'a@',
    `${huge}@example.com`,
    { email: 'a@b.co' },
  ]
  const anything: unknown[] = [
    undefined,
    null,
    0,
    -1,
    3.14,
    true,
    false,
    '',
    huge,
    [],
    ['a'],
    { nested: { deep: true } },
    '💜'.repeat(300),
    '<script>alert(1)</script>',
  ]
  for (let n = 0; n < count; n++) {
    const kind = n % 5
    if (kind === 0) {
      yield pick([
        '{',
        'not json',
        '{"email":',
        '[1,2',
        '\u0000',
        'null null',
        '{"a":1}}',
        "{'single':'quotes'}",
      ])
    } else if (kind === 1) {
      yield JSON.stringify(pick<unknown>([null, 1, 'string', [], [{ email: 'a@b.co' }], true]))
    } else {
      yield JSON.stringify({
        email: pick(badEmails),
        name: pick(anything),
        message: pick(anything),
        source: pick(anything),
        program: pick(anything),
        quizResult: pick(anything),
        quizAnswers: pick(anything),
      })
    }
  }
}

describe('malformed bodies', () => {
  for (const name of ['leads', 'waitlist', 'contact'] as const) {
    it(`POST /api/${name}: 200 malformed bodies all get 4xx with a message, never 5xx`, async () => {
      const statuses = new Map<number, number>()
      for (const body of malformedBodies(200)) {
        const response = await call(endpoints[name], body)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const json = (await response.json()) as { message?: unknown }
        expect(typeof json.message, body.slice(0, 80)).toBe('string')
        expect(response.status, body.slice(0, 80)).toBeGreaterThanOrEqual(400)
        expect(response.status, body.slice(0, 80)).toBeLessThan(500)
      }
      expect([...statuses.keys()]).toEqual([400])
    })
  }
})
