import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callEndpoint } from './callEndpoint'
import { readable, SmtpPeer } from './smtpPeer'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

const OWNER = 'owner@example.com'
const peer = new SmtpPeer()
const received = peer.received

let payload: Payload
let endpoint: Endpoint

const call = (body: string) =>
  callEndpoint(payload, endpoint, { body, headers: { 'content-type': 'application/json' } })
const post = (body: unknown) => call(JSON.stringify(body))

const answers = APPLICATION_ANSWERS
const application = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email,
  phone: '+1 555 0100',
  ...answers,
  ...overrides,
})

const mailsTo = (address: string, subject: string) =>
  received.filter((mail) => mail.to.includes(address) && readable(mail).includes(subject))

/** Runs the queued e-mail jobs until `address` has `count` messages about `subject`. */
async function delivered(address: string, subject: string, count = 1) {
  await expect
    .poll(
      async () => {
        await payload.jobs.run({ allQueues: true })
        return mailsTo(address, subject).length
      },
      { timeout: 15_000 },
    )
    .toBe(count)
  return mailsTo(address, subject)
}

const stored = (email: string) =>
  payload.find({ collection: 'applications', where: { email: { equals: email } }, sort: 'id' })

beforeAll(async () => {
  // The mail adapter is chosen when the config loads, so the peer must be up first.
  await peer.start()
  process.env.SMTP_URL = peer.url
  process.env.ADMIN_EMAIL = OWNER
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  endpoint = (await import('@/endpoints/applications')).applicationsEndpoint
})

afterAll(() => peer.stop())

describe('POST /api/applications', () => {
  it('is the applications collection’s own POST route, ahead of Payload’s create', () => {
    const { endpoints } = payload.collections.applications.config
    expect(endpoints).toContainEqual(expect.objectContaining({ path: '/', method: 'post' }))
  })

  it('stores every field with phone and status new, and e-mails the applicant and the owner', async () => {
    const response = await post(application(' Ada@Example.com '))
    expect(response.status).toBe(201)
    const { id, created } = await response.json()
    expect(created).toBe(true)

    const row = await payload.findByID({ collection: 'applications', id })
    expect(row).toMatchObject({
      ...application('ada@example.com'),
      status: 'new',
    })
    expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(60_000)

    const [confirmation] = await delivered(
      'ada@example.com',
      'Your mentorship application is received',
    )
    const confirmationText = readable(confirmation!)
    expect(confirmationText).toContain('Dear Ada Lovelace,')
    expect(confirmationText).toContain('within 48 hours')
    expect(confirmationText).toMatch(/From: Maya Rivers <hello@example\.com>/)
    expect(confirmationText).not.toContain('List-Unsubscribe')

    const [notification] = await delivered(OWNER, 'New mentorship application from Ada Lovelace')
    const text = readable(notification!)
    expect(text).toMatch(/Reply-To: ada@example\.com/i)
    expect(text).toContain(`/admin/collections/applications/${id}`)
    expect(text).toContain('Phone: +1 555 0100')
    for (const answer of Object.values(answers)) expect(text).toContain(answer)
  })

  it('stores an application without a phone', async () => {
    const { phone: _phone, ...withoutPhone } = application('no-phone@example.com')
    const response = await post(withoutPhone)
    expect(response.status).toBe(201)
    const [row] = (await stored('no-phone@example.com')).docs
    expect(row?.phone ?? null).toBeNull()
    const notifications = await delivered(OWNER, 'New mentorship application from Ada Lovelace', 2)
    const notification = notifications.find((mail) => readable(mail).includes('no-phone@'))
    expect(readable(notification!)).toContain('Phone: not given')
  })

  it('treats a repeat within a minute as the same application, and sends nothing again', async () => {
    const first = await post(application('repeat@example.com'))
    expect(first.status).toBe(201)
    await delivered('repeat@example.com', 'Your mentorship application is received')

    const again = await post(
      application('REPEAT@example.com', { name: 'Ada L.', experience: 'Edited after a retry.' }),
    )
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe((await first.json()).id)
    const rows = (await stored('repeat@example.com')).docs
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Ada L.', experience: 'Edited after a retry.' })

    await payload.jobs.run({ allQueues: true })
    await payload.jobs.run({ allQueues: true })
    expect(mailsTo('repeat@example.com', 'application')).toHaveLength(1)
  })

  it('keeps one application when submissions race each other', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post(application('race@example.com'))),
    )
    expect(responses.map((response) => response.status).sort()).toEqual([
      200, 200, 200, 200, 200, 201,
    ])
    expect((await stored('race@example.com')).totalDocs).toBe(1)
    await delivered('race@example.com', 'Your mentorship application is received')
    await payload.jobs.run({ allQueues: true })
    expect(mailsTo('race@example.com', 'application')).toHaveLength(1)
  })

  it('takes an application from the same address a minute later as a new one', async () => {
    const first = await post(application('later@example.com'))
    const { id } = await first.json()
    await payload.update({
      collection: 'applications',
      id,
      data: { createdAt: new Date(Date.now() - 61_000).toISOString() },
    })
    const second = await post(application('later@example.com'))
    expect(second.status).toBe(201)
    const third = await post(application('later@example.com', { support: 'The newest words.' }))
    expect(third.status).toBe(200)
    expect((await third.json()).id).toBe((await second.json()).id)
    const rows = (await stored('later@example.com')).docs
    expect(rows.map((row) => [row.id, row.support])).toEqual([
      [id, answers.support],
      [rows[1]!.id, 'The newest words.'],
    ])
  })

  it('answers 400 with the field’s message for bad bodies', async () => {
    const valid = application('bad@example.com')
    const { experience: _experience, ...noExperience } = valid
    const cases: [string, string, string?][] = [
      ['{not json', 'The request body must be JSON.'],
      ['[]', 'The request body must be a JSON object.'],
      ['"hello"', 'The request body must be a JSON object.'],
      ['null', 'Name is required', 'name'],
      [
        JSON.stringify({ name: 'Ada', email: 'bad@example.com' }),
        'Please provide at least a brief description (10+ characters)',
        'experience',
      ],
      [
        JSON.stringify(noExperience),
        'Please provide at least a brief description (10+ characters)',
        'experience',
      ],
      [
        JSON.stringify({ ...valid, experience: '123456789' }),
        'Please provide at least a brief description (10+ characters)',
        'experience',
      ],
      [
        JSON.stringify({ ...valid, desireFromGuide: '   123456789   ' }),
        'Please share what you desire from a guide (10+ characters)',
        'desireFromGuide',
      ],
      [JSON.stringify({ ...valid, name: 'x'.repeat(101) }), 'Name is too long', 'name'],
      [JSON.stringify({ ...valid, name: '' }), 'Name is required', 'name'],
      [
        JSON.stringify({ ...valid, email: 'not-an-address' }),
        'Please enter a valid email address',
        'email',
      ],
      [
        JSON.stringify({ ...valid, email: `${'a'.repeat(250)}@b.com` }),
        'Email is too long',
        'email',
      ],
      [JSON.stringify({ ...valid, phone: 5550100 }), 'Phone number must be text', 'phone'],
    ]
    for (const [body, message, field] of cases) {
      const response = await call(body)
      expect(response.status, body.slice(0, 80)).toBe(400)
      const json = (await response.json()) as { message: string; errors?: Record<string, string> }
      expect(json.message, body.slice(0, 80)).toBe(message)
      if (field) expect(json.errors?.[field], body.slice(0, 80)).toBe(message)
    }
    // Every missing answer is reported, each with its own message.
    const missing = await post({ name: 'Ada', email: 'bad@example.com' })
    const { errors } = (await missing.json()) as { errors: Record<string, string> }
    expect(Object.keys(errors).sort()).toEqual(Object.keys(answers).sort())
    expect((await stored('bad@example.com')).totalDocs).toBe(0)
  })

  it('never answers 5xx, whatever the body', async () => {
    const odd: unknown[] = [null, 0, true, '', ' ', [], {}, ['a'], { deep: 1 }, 'x'.repeat(20_000)]
    for (let n = 0; n < 150; n++) {
      const body: Record<string, unknown> = application(`fuzz${n}@example.com`)
      for (const key of Object.keys(body)) if ((n + key.length) % 3 === 0) body[key] = odd[n % 10]
      body[Object.keys(body)[n % 11]!] = odd[(n * 7) % 10]
      const response = await post(body)
      // 413 when the odd values add up to more than the 64 KB a form may send.
      expect([400, 413], JSON.stringify(body).slice(0, 120)).toContain(response.status)
      expect(typeof (await response.json()).message).toBe('string')
    }
  })
})

describe('the applications collection', () => {
  it('is read and written only by the owner; the public cannot create through the REST API', async () => {
    const data = { ...application('rest@example.com'), status: 'new' as const }
    await expect(
      payload.create({ collection: 'applications', data, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.find({ collection: 'applications', overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})
