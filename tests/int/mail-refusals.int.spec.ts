import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resendStandIn } from '../support/resendStandIn'
import { callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * Addresses that refuse her mail stop getting it: a mailbox her mail server says does not exist
 * (a 5xx at sending) and a bounce or spam complaint reported later by her provider (Resend, its
 * events signed as Resend signs them) each mark the address and suppress it, and the campaign it
 * was about counts it. A forged or replayed report changes nothing.
 */

const peer = new SmtpPeer()
const resend = resendStandIn()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`
const people = {
  gone: address('gone'),
  bouncesLater: address('bounces-later'),
  complains: address('complains'),
  stays: address('stays'),
}

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
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Resend posting an event to the site's webhook, as the HTTP request it sends. */
async function report(signed: { body: string; headers: Record<string, string> }) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/email/provider-events', {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
    }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function runBulk() {
  for (let round = 0; round < 20; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

async function contactOf(email: string) {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]!
}

async function suppressed(email: string) {
  const { suppressionOf } = await import('@/contacts/suppression')
  return suppressionOf((await createLocalReq({}, payload)) as PayloadRequest, email)
}

/** A campaign to everyone on her list, sent to the end; its id and who received it. */
async function campaignToEveryone(subject: string) {
  const created = await http('POST', '/admin/campaigns', {
    subject,
    content: 'A note for you.',
    audience: 'all-leads',
  })
  expect(created.status).toBe(201)
  const id = created.json.id as number
  expect((await http('POST', `/admin/campaigns/${id}/send`, {})).status).toBe(200)
  await runBulk()
  const reached = peer.received
    .filter((mail) => readable(mail).includes(subject))
    .flatMap((mail) => mail.to)
  return { id, reached }
}

async function figuresOf(campaignId: number) {
  const tab = await http('GET', '/admin/email')
  const campaigns = tab.json.campaigns as { id: number; bounced: number; complained: number }[]
  return campaigns.find((campaign) => campaign.id === campaignId)!
}

let first = { id: 0, reached: [] as string[] }

beforeAll(async () => {
  process.env.RESEND_WEBHOOK_SECRET = resend.secret
  ;({ payload } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  ownerCookie = (
    await startAdminSession((await createLocalReq({}, payload)) as PayloadRequest, owner)
  ).split(';')[0]!
  const { leadsEndpoint } = await import('@/endpoints/leads')
  for (const email of Object.values(people)) {
    const answer = await callEndpoint(payload, leadsEndpoint, {
      body: { email, name: 'Reader', source: 'meditation-download' },
    })
    expect(answer.status).toBeLessThan(300)
  }
  await runBulk()
  await payload.jobs.run({ allQueues: true })
  peer.received = []
  peer.unknownMailboxes.add(people.gone)
  first = await campaignToEveryone(`First letter ${stamp}`)
}, 180_000)

afterAll(() => peer.stop())

describe('a mailbox her mail server refuses for good (550 5.1.1 at sending)', () => {
  it('marks the address bounced, suppresses it, and counts the bounce on the campaign', async () => {
    expect(first.reached).toEqual(expect.arrayContaining([people.stays, people.complains]))
    expect(first.reached).not.toContain(people.gone)
    expect((await contactOf(people.gone)).marketingStatus).toBe('bounced')
    expect((await contactOf(people.gone)).subscribed).toBe(false)
    expect(await suppressed(people.gone)).toBe('bounced')
    expect((await figuresOf(first.id)).bounced).toBe(1)
  })

  it('a refusal of the message, not the address (554 5.7.1), marks nobody', async () => {
    const { isAddressRefusal } = await import('@/email/refusals')
    expect(
      isAddressRefusal({
        responseCode: 554,
        command: 'DATA',
        response: '554 5.7.1 Spam message rejected',
      }),
    ).toBe(false)
    expect(
      isAddressRefusal({ responseCode: 421, command: 'RCPT TO', response: '421 4.7.0 Try later' }),
    ).toBe(false)
    expect(
      isAddressRefusal({
        responseCode: 550,
        command: 'RCPT TO',
        response: '550 5.1.1 User unknown',
      }),
    ).toBe(true)
  })
})

describe('Resend reports a bounce and a complaint later', () => {
  it('a forged signature, a replayed old event and an unsigned one get 400 and change nothing', async () => {
    const body = resend.event('email.complained', { to: people.stays, subject: 'x' })
    const signed = resend.post(body)
    const forged = {
      ...signed,
      headers: { ...signed.headers, 'svix-signature': 'v1,' + Buffer.alloc(32).toString('base64') },
    }
    const otherKey = resendStandIn().post(body)
    const tampered = { ...signed, body: body.replace(people.stays, people.bouncesLater) }
    const replayed = resend.post(body, new Date(Date.now() - 60 * 60 * 1000))
    const { ['svix-signature']: _dropped, ...unsignedHeaders } = signed.headers
    for (const attempt of [
      forged,
      otherKey,
      tampered,
      replayed,
      { body, headers: unsignedHeaders },
    ]) {
      const answer = await report(attempt)
      expect(answer.status).toBe(400)
      expect(answer.json.message).toBe('Invalid webhook signature.')
    }
    expect((await contactOf(people.stays)).marketingStatus).toBe('subscribed')
    expect((await contactOf(people.bouncesLater)).marketingStatus).toBe('subscribed')
    expect(await suppressed(people.stays)).toBeNull()
  })

  it('a transient bounce (a full mailbox) and a delivery report leave her on the list', async () => {
    const subject = `First letter ${stamp}`
    for (const body of [
      resend.event('email.bounced', { to: people.bouncesLater, subject, bounceType: 'Transient' }),
      resend.event('email.delivered', { to: people.bouncesLater, subject }),
    ]) {
      const answer = await report(resend.post(body))
      expect(answer.status).toBe(200)
      expect(answer.json.recorded).toBe(0)
    }
    expect((await contactOf(people.bouncesLater)).marketingStatus).toBe('subscribed')
  })

  it('each suppresses its address, is counted on the campaign it was about, and counts once', async () => {
    const subject = `First letter ${stamp}`
    const bounce = resend.event('email.bounced', { to: people.bouncesLater, subject })
    const complaint = resend.event('email.complained', { to: people.complains, subject })
    for (const body of [bounce, complaint, complaint]) {
      const answer = await report(resend.post(body))
      expect(answer.status).toBe(200)
      expect(answer.json.recorded).toBe(1)
    }
    expect((await contactOf(people.bouncesLater)).marketingStatus).toBe('bounced')
    expect((await contactOf(people.complains)).marketingStatus).toBe('complained')
    expect(await suppressed(people.bouncesLater)).toBe('bounced')
    expect(await suppressed(people.complains)).toBe('complained')
    expect(await figuresOf(first.id)).toMatchObject({ bounced: 2, complained: 1 })
  })

  it('the next campaign to everyone reaches only who is still on the list', async () => {
    peer.received = []
    const next = await campaignToEveryone(`Second letter ${stamp}`)
    expect(next.reached).toContain(people.stays)
    for (const refused of [people.gone, people.bouncesLater, people.complains]) {
      expect(next.reached).not.toContain(refused)
    }
    const [row] = (
      await (
        payload.db as unknown as {
          drizzle: { execute: (q: unknown) => Promise<{ rows: { n: string }[] }> }
        }
      ).drizzle.execute(
        sql`select count(*) as n from email_deliveries where campaign_id = ${next.id}
              and email in (${people.gone}, ${people.bouncesLater}, ${people.complains})`,
      )
    ).rows
    expect(Number(row!.n)).toBe(0)
  })

  it('without a signing secret the endpoint says it is not set up (503)', async () => {
    const secret = process.env.RESEND_WEBHOOK_SECRET
    delete process.env.RESEND_WEBHOOK_SECRET
    try {
      const answer = await report(
        resend.post(resend.event('email.complained', { to: people.stays, subject: 'x' })),
      )
      expect(answer.status).toBe(503)
      expect(answer.json.message).toMatch(/RESEND_WEBHOOK_SECRET/)
    } finally {
      process.env.RESEND_WEBHOOK_SECRET = secret
    }
    expect((await contactOf(people.stays)).marketingStatus).toBe('subscribed')
  })
})
