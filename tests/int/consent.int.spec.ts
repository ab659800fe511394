import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { APPLICATION_ANSWERS } from '../support/applicationAnswers'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * Nobody is on her list without saying yes: a checkout left unpaid, a paid checkout, a workshop
 * place, an application and a message each leave her off it unless she ticked the box (then she
 * is on it with its proof), and a campaign to everyone on the list, through a real SMTP peer,
 * never reaches those who did not. With double opt-in on, a quiz sign-up gets her result and the
 * confirmation e-mail, starts nothing until she confirms, and the confirmation puts her on it.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`

async function http(
  method: string,
  path: string,
  { body, cookie = '' }: { body?: unknown; cookie?: string } = {},
) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // a redirect
  }
  return { status: response.status, json, text, headers: response.headers }
}

const owner = (method: string, path: string, body?: unknown) =>
  http(method, path, { body, cookie: ownerCookie })

async function runJobs() {
  for (let round = 0; round < 20; round++) {
    const bulk = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    const mail = (await payload.jobs.run({ limit: 50 })) as { noJobsRemaining?: boolean }
    if (bulk?.noJobsRemaining && mail?.noJobsRemaining) return
  }
}

async function contactOf(email: string) {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

/** A campaign to everyone on her list, sent through the peer: who it reached. */
async function campaignToEveryone(subject: string) {
  const created = await owner('POST', '/admin/campaigns', {
    subject,
    content: 'For everyone on my list.',
    audience: 'all-leads',
  })
  expect(created.status, created.text).toBe(201)
  const sent = await owner('POST', `/admin/campaigns/${created.json.id}/send`, {})
  expect(sent.status, sent.text).toBe(200)
  await runJobs()
  const reached = peer.received
    .filter((mail) => readable(mail).includes(subject))
    .flatMap((mail) => mail.to)
  const campaign = await payload.findByID({
    collection: 'email-campaigns',
    id: Number(created.json.id),
  })
  return { reached, recipientCount: campaign.recipientCount }
}

async function checkout(email: string, marketingConsent?: boolean) {
  const intent = await http('POST', '/create-payment-intent', {
    body: { email, hasReturnToBodyAddon: false, ...(marketingConsent ? { marketingConsent } : {}) },
  })
  expect(intent.status, intent.text).toBe(200)
  return intent.json as { clientSecret: string }
}

async function pay(clientSecret: string) {
  const paid = await http('POST', '/demo-payments/confirm', {
    body: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  })
  expect(paid.status, paid.text).toBe(200)
}

const people = {
  abandoned: address('abandoned'),
  paid: address('paid'),
  workshop: address('workshop'),
  applicant: address('applicant'),
  writer: address('writer'),
  ticked: address('ticked'),
  quiz: address('quiz'),
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

describe('the forms that do not subscribe unless she ticks the box', () => {
  it('a checkout left unpaid, a paid one, a workshop place, an application and a message: never asked', async () => {
    await checkout(people.abandoned)
    await pay((await checkout(people.paid)).clientSecret)
    const registered = await http('POST', '/workshop/holy-mess/register', {
      body: { name: 'Wren Place', email: people.workshop },
    })
    expect(registered.status, registered.text).toBe(201)
    const applied = await http('POST', '/applications', {
      body: {
        name: 'Ada Apply',
        email: people.applicant,
        phone: '+1 555 0100',
        ...APPLICATION_ANSWERS,
      },
    })
    expect(applied.status, applied.text).toBe(201)
    const wrote = await http('POST', '/contact', {
      body: {
        name: 'Wynn Writer',
        email: people.writer,
        subject: 'A question',
        message: 'Do you offer gift cards for the workshop?',
      },
    })
    expect(wrote.status, wrote.text).toBeLessThan(300)
    for (const email of [
      people.abandoned,
      people.paid,
      people.workshop,
      people.applicant,
      people.writer,
    ]) {
      const contact = await contactOf(email)
      expect([email, contact?.marketingStatus, contact?.subscribed]).toEqual([
        email,
        'never_asked',
        false,
      ])
      expect(contact?.consent?.source ?? null).toBeNull()
    }
    expect((await contactOf(people.paid))?.status).toBe('customer')
  })

  it('with the box ticked she is on the list, with the words she agreed to', async () => {
    await pay((await checkout(people.ticked, true)).clientSecret)
    const { optInConsent } = await import('@/contacts/consent')
    const expected = await optInConsent(
      (await createLocalReq({}, payload)) as PayloadRequest,
      'checkout',
    )
    const contact = await contactOf(people.ticked)
    expect(contact).toMatchObject({
      marketingStatus: 'subscribed',
      subscribed: true,
      consent: { source: 'checkout', words: expected.words, method: 'single' },
    })
    expect(Date.now() - new Date(contact!.consent!.at!).getTime()).toBeLessThan(120_000)
  })

  it('a campaign to everyone on the list reaches her, and none of the others', async () => {
    await runJobs()
    peer.received = []
    const { reached, recipientCount } = await campaignToEveryone(`For the list ${stamp}`)
    expect(reached).toContain(people.ticked)
    // The Email tab's subscribers, the campaign's recipients and who it reached are one count.
    const tab = await owner('GET', '/admin/email')
    expect(tab.status, tab.text).toBe(200)
    expect([tab.json.subscribers, recipientCount]).toEqual([new Set(reached).size, reached.length])
    for (const email of [
      people.abandoned,
      people.paid,
      people.workshop,
      people.applicant,
      people.writer,
    ]) {
      expect(reached).not.toContain(email)
    }
  })
})

describe('double opt-in', () => {
  let confirmLink = ''

  beforeAll(async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { emailConsent: { doubleOptIn: true } } as never,
      overrideAccess: true,
    })
    const { forgetConsentSettings } = await import('@/settings/consent')
    forgetConsentSettings()
    await runJobs()
    peer.received = []
  })

  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { emailConsent: { doubleOptIn: false } } as never,
      overrideAccess: true,
    })
  })

  it('a quiz sign-up gets her result and the confirmation, waits, and starts no sequence', async () => {
    const signedUp = await http('POST', '/leads', {
      body: { email: people.quiz, name: 'Quinn Quiz', source: 'quiz_rebel', quizResult: 'rebel' },
    })
    expect(signedUp.status, signedUp.text).toBeLessThan(300)
    await runJobs()
    const mails = peer.to(people.quiz).map(readable)
    expect(mails.some((text) => /Subject: Your Good Girl archetype/.test(text))).toBe(true)
    const confirmation = mails.find((text) => /Subject: Please confirm/.test(text))
    expect(confirmation).toBeDefined()
    // Neither is marketing mail: she is on no list yet, so nothing offers to unsubscribe her.
    for (const text of mails) expect(text).not.toContain('List-Unsubscribe')
    confirmLink = /https?:\/\/[^\s"<>]+\/confirm-subscription\?token=[^\s"<>]+/.exec(
      confirmation!,
    )![0]
    const contact = await contactOf(people.quiz)
    expect(contact).toMatchObject({ marketingStatus: 'awaiting_confirmation', subscribed: false })
    const [row] = (
      await (
        payload.db as unknown as {
          drizzle: { execute: (q: unknown) => Promise<{ rows: { n: string }[] }> }
        }
      ).drizzle.execute(
        sql`select count(*) as n from sequence_enrollments where contact_id = ${contact!.id}`,
      )
    ).rows
    expect(Number(row!.n)).toBe(0)
  })

  it('an unconfirmed sign-up is never in a campaign', async () => {
    const { reached } = await campaignToEveryone(`Not yet ${stamp}`)
    expect(reached).not.toContain(people.quiz)
  })

  it('opening the link changes nothing; its button confirms her and starts her sequences', async () => {
    const token = new URL(confirmLink).searchParams.get('token')!
    const looked = await http('GET', `/confirm-subscription?token=${encodeURIComponent(token)}`)
    expect(looked.json).toEqual({ state: 'waiting' })
    expect((await contactOf(people.quiz))?.marketingStatus).toBe('awaiting_confirmation')

    const confirmed = await http('POST', `/confirm-subscription?token=${encodeURIComponent(token)}`)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(
      `/confirm-subscription?token=${encodeURIComponent(token)}`,
    )
    const contact = await contactOf(people.quiz)
    expect(contact).toMatchObject({
      marketingStatus: 'subscribed',
      subscribed: true,
      consent: { source: 'quiz_rebel', method: 'double' },
    })
    expect(contact!.consent!.confirmedAt).toBeTruthy()
    const [row] = (
      await (
        payload.db as unknown as {
          drizzle: { execute: (q: unknown) => Promise<{ rows: { n: string }[] }> }
        }
      ).drizzle.execute(
        sql`select count(*) as n from sequence_enrollments where contact_id = ${contact!.id}`,
      )
    ).rows
    expect(Number(row!.n)).toBeGreaterThan(0)
    // Her result is not sent twice: the sequence counts its welcome as sent.
    peer.received = []
    await runJobs()
    expect(
      peer
        .to(people.quiz)
        .map(readable)
        .filter((text) => /archetype/.test(text)),
    ).toEqual([])

    const again = await http('POST', `/confirm-subscription?token=${encodeURIComponent(token)}`)
    expect(again.status).toBe(303)
    expect(
      (await http('GET', `/confirm-subscription?token=${encodeURIComponent(token)}`)).json,
    ).toEqual({ state: 'subscribed' })
  })

  it('a forged or altered link confirms nobody', async () => {
    const token = new URL(confirmLink).searchParams.get('token')!
    const [id] = token.split('.')
    for (const forged of [
      `${Number(id) + 1}.${token.split('.')[1]}`,
      `${id}.${'A'.repeat(32)}`,
      'nonsense',
    ]) {
      const answer = await http('POST', `/confirm-subscription?token=${encodeURIComponent(forged)}`)
      expect(answer.status).toBe(404)
      expect(answer.json.message).toMatch(/confirmation link is not valid/)
    }
  })
})
