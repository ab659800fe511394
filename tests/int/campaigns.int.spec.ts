import { spawn } from 'node:child_process'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { typescriptCommand } from '../../scripts/lib/bundle.mjs'
import { callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * Broadcasts and tracking, as the owner and her readers meet them: a campaign to quiz
 * takers reaches exactly the subscribed quiz-taking addresses at a real SMTP peer, each once, with
 * her name (or "friend"); a scheduled one cancelled before its time sends nothing; opening and
 * clicking move the figures; a tracked link leads only where the e-mail said; the metrics route is
 * the owner's alone.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''
let buyerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`

/** One HTTP request through Payload's own routing (auth cookie, route params, body). */
async function http(
  method: string,
  path: string,
  { cookie = '', body, agent }: { cookie?: string; body?: unknown; agent?: string } = {},
) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(agent ? { 'user-agent': agent } : {}),
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
    // an image or an empty redirect
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** A reader's GET of a tracked link `/r/<token>`, through its route. */
async function followLink(token: string, agent: string) {
  const { GET } = await import('@/app/(frontend)/r/[token]/route')
  const response = await GET(
    new Request(`http://localhost:3000/r/${token}`, { headers: { 'user-agent': agent } }),
    { params: Promise.resolve({ token }) },
  )
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const owner = (method: string, path: string, body?: unknown) =>
  http(method, path, { cookie: ownerCookie, body })

/** Runs the bulk queue (campaign runs and welcomes) until nothing is left to run. */
async function runBulk() {
  for (let round = 0; round < 20; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

async function signUp(email: string, body: Record<string, unknown>) {
  const { leadsEndpoint } = await import('@/endpoints/leads')
  const answer = await callEndpoint(payload, leadsEndpoint, { body: { email, ...body } })
  expect(answer.status, await answer.clone().text()).toBeLessThan(300)
}

const quizTakers = {
  maya: address('maya'),
  nameless: address('nameless'),
  rebel: address('rebel'),
  leaver: address('leaver'),
}
const meditationOnly = address('meditation')

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const ownerUser = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  ownerCookie = (await startAdminSession(req, ownerUser)).split(';')[0]!

  await signUp(quizTakers.maya, {
    name: 'Maya Rivers',
    source: 'quiz_people_pleaser',
    quizResult: 'people_pleaser',
  })
  await signUp(quizTakers.nameless, {
    name: 'Someone',
    source: 'quiz_perfectionist',
    quizResult: 'perfectionist',
  })
  await signUp(quizTakers.rebel, { name: 'Rae', source: 'quiz_rebel', quizResult: 'rebel' })
  await signUp(quizTakers.leaver, { name: 'Lee', source: 'quiz_rebel', quizResult: 'rebel' })
  await signUp(meditationOnly, { name: 'Medi', source: 'meditation-download' })
  // She left her name empty (the owner cleared it): the e-mail must still read well.
  const { writeAsSystem } = await import('@/utilities/sql')
  await writeAsSystem(
    'seed',
    payload,
    sql`update contacts set name = null where email = ${quizTakers.nameless}`,
  )
  // One quiz taker unsubscribed: she is never counted or sent to.
  await writeAsSystem(
    'seed',
    payload,
    sql`update contacts set subscribed = false, subscription_changed_at = now() where email = ${quizTakers.leaver}`,
  )
  await runBulk()
  await payload.jobs.run({ allQueues: true })
  peer.received = []

  const { signInWithAccessLink } = await import('@/auth/memberSession')
  buyerCookie = (await signInWithAccessLink(payload, meditationOnly)).split(';')[0]!
}, 180_000)

afterAll(() => peer.stop())

const campaignMail = (subjectPart: string) =>
  peer.received.filter((mail) => readable(mail).includes(subjectPart))

describe('a broadcast to quiz takers', () => {
  const subject = `Your next step, {{firstName}} (${stamp})`
  let campaignId = 0

  it('counts only subscribed quiz takers before it sends, and previews for a real one', async () => {
    const preview = await owner('POST', '/admin/campaigns/preview', {
      subject,
      content: 'Hello {{firstName}},\n\nRead this: https://example.com/offer?from=mail',
      audience: 'quiz-takers',
    })
    expect(preview.status, preview.text).toBe(200)
    // Seeded quiz takers may exist beside ours; ours are three subscribed, the leaver left out.
    const { countAudience } = await import('@/email/campaigns/store')
    const expected = await countAudience(payload, { kind: 'quiz-takers' })
    expect(preview.json.recipients).toBe(expected)
    expect(preview.json.html).toContain('https://example.com/offer?from=mail')
    expect(preview.json.html).not.toContain('{{')
  })

  it('reaches exactly the subscribed quiz-taking addresses, once each, with her name or "friend"', async () => {
    const created = await owner('POST', '/admin/campaigns', {
      subject,
      content: 'Hello {{firstName}},\n\nRead this: https://example.com/offer?from=mail',
      audience: 'quiz-takers',
    })
    expect(created.status, created.text).toBe(201)
    campaignId = created.json.id as number
    const sent = await owner('POST', `/admin/campaigns/${campaignId}/send`, {})
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toMatchObject({ status: 'sending' })
    await runBulk()

    const mails = campaignMail(String(stamp)).filter((mail) => !readable(mail).includes('[Test]'))
    const recipients = mails
      .flatMap((mail) => mail.to)
      .filter((to) => to.endsWith(`${stamp}@example.com`))
    expect(recipients.sort()).toEqual(
      [quizTakers.maya, quizTakers.nameless, quizTakers.rebel].sort(),
    )
    // Every address of the audience got one message, and nobody outside it got any.
    const { rows } = await (
      payload.db as unknown as {
        drizzle: { execute: (q: unknown) => Promise<{ rows: { email: string; status: string }[] }> }
      }
    ).drizzle.execute(
      sql`select email, status from email_deliveries where campaign_id = ${campaignId}`,
    )
    const allTo = mails.flatMap((mail) => mail.to).sort()
    expect(allTo).toEqual(rows.map((row) => row.email).sort())
    expect(new Set(allTo).size).toBe(allTo.length)
    expect(rows.every((row) => row.status === 'sent')).toBe(true)

    const toMaya = readable(peer.to(quizTakers.maya).at(-1)!)
    expect(toMaya).toMatch(/Subject: Your next step, Maya \(/)
    expect(toMaya).toContain('Hello Maya,')
    const toNameless = readable(peer.to(quizTakers.nameless).at(-1)!)
    expect(toNameless).toContain('Hello friend,')
    expect(toNameless).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
    expect(peer.to(quizTakers.leaver)).toHaveLength(0)
    expect(peer.to(meditationOnly)).toHaveLength(0)
    const campaign = await payload.findByID({
      collection: 'email-campaigns',
      id: campaignId,
      overrideAccess: true,
    })
    expect(campaign.status).toBe('sent')
  })

  it('a tracked link leads where the e-mail said and counts her click; a tampered one is refused', async () => {
    const mail = readable(peer.to(quizTakers.maya).at(-1)!)
    const link = /https?:\/\/[^\s]+\/r\/([0-9a-z]+-\d+-[\w-]{16})/.exec(mail)
    expect(link, 'the link in the e-mail is tracked').not.toBeNull()
    const token = link![1]!
    const pixel = /\/api\/email\/open\/([0-9a-z]+-[\w-]{16})\.gif/.exec(mail)
    expect(pixel, 'the HTML part carries the open pixel').not.toBeNull()

    const before = await owner('GET', '/admin/ai-email/metrics')
    expect(before.status).toBe(200)

    // An attacker changes the link number, the delivery, or the signature: nothing, and no redirect.
    const [delivery, , signature] = token.split('-') as [string, string, string]
    const forged = [
      `${delivery}-1-${signature}`,
      `${(parseInt(delivery, 36) + 1).toString(36)}-0-${signature}`,
      `${delivery}-0-${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${delivery}-0-https%3A%2F%2Fevil.example`,
    ]
    for (const bad of forged) {
      const answer = await followLink(bad, 'Mozilla/5.0 (Macintosh) Safari/605')
      expect(answer.status, bad).toBe(404)
      expect(answer.headers.get('location')).toBeNull()
    }
    const fakeOpen = await http('GET', `/email/open/${delivery}-AAAAAAAAAAAAAAAA.gif`)
    expect(fakeOpen.status).toBe(404)

    // Time passes (the clock the test controls): her open is not a scanner's right after delivery.
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update email_deliveries set sent_at = now() - interval '1 hour' where campaign_id = ${campaignId}`,
    )
    const opened = await http('GET', `/email/open/${pixel![1]}.gif`, {
      agent: 'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148',
    })
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('image/gif')

    const followed = await followLink(token, 'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148')
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe('https://example.com/offer?from=mail')

    const after = await owner('GET', '/admin/ai-email/metrics')
    expect(after.json.totalEmailsSent).toBe(before.json.totalEmailsSent as number)
    expect(after.json.openRate as number).toBeGreaterThan(before.json.openRate as number)
    expect(after.json.clickRate as number).toBeGreaterThan(before.json.clickRate as number)
    const tab = await owner('GET', '/admin/email')
    const row = (
      tab.json.campaigns as { id: number; opened: number; clicked: number; delivered: number }[]
    ).find((c) => c.id === campaignId)!
    expect(row).toMatchObject({ delivered: 3, opened: 1, clicked: 1 })

    // Her page in the Leads tab: the campaign, opened and clicked.
    const contact = (
      await payload.find({ collection: 'contacts', where: { email: { equals: quizTakers.maya } } })
    ).docs[0]!
    const person = await owner('GET', `/admin/contacts/${contact.id}`)
    const email = (
      person.json.emails as {
        template: string
        clickedAt: string | null
        openedAt: string | null
      }[]
    ).find((entry) => entry.template === 'Campaign')
    expect(email?.clickedAt).toEqual(expect.any(String))
    expect(email?.openedAt).toEqual(expect.any(String))
  })

  it('an Apple privacy-proxy open is not counted as hers', async () => {
    const mail = readable(peer.to(quizTakers.rebel).at(-1)!)
    const pixel = /\/api\/email\/open\/([0-9a-z]+-[\w-]{16})\.gif/.exec(mail)![1]!
    const answer = await http('GET', `/email/open/${pixel}.gif`, { agent: 'Mozilla/5.0' })
    expect(answer.status).toBe(200)
    const tab = await owner('GET', '/admin/email')
    const row = (tab.json.campaigns as { id: number; opened: number }[]).find(
      (c) => c.id === campaignId,
    )!
    expect(row.opened).toBe(1)
  })

  it('"resend to those who did not open" is a draft for exactly them', async () => {
    const resend = await owner('POST', `/admin/campaigns/${campaignId}/resend`, {})
    expect(resend.status, resend.text).toBe(201)
    const preview = await owner('POST', '/admin/campaigns/preview', {
      subject: 'Again',
      content: 'Did you see this?',
      audience: `not-opened:${campaignId}`,
    })
    expect(preview.json.recipients).toBe(2)
  })

  it('a sent campaign cannot be sent or changed again', async () => {
    const again = await owner('POST', `/admin/campaigns/${campaignId}/send`, {})
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(
      'This campaign has gone out already. Duplicate it to send it again.',
    )
    const edit = await owner('PATCH', `/admin/campaigns/${campaignId}`, {
      subject: 'x',
      content: 'y',
      audience: 'all-leads',
    })
    expect(edit.status).toBe(409)
  })
})

describe('a click from a campaign e-mail, on the Overview', () => {
  it('opens her site tagged with the campaign, so the visit counts under Email and its subject', async () => {
    const subject = `Doors open ${stamp}`
    const created = await owner('POST', '/admin/campaigns', {
      subject,
      content: 'Come in: http://localhost:3000/masterclass',
      audience: 'meditation-downloaders',
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.id as number
    expect((await owner('POST', `/admin/campaigns/${id}/send`, {})).status).toBe(200)
    await runBulk()
    const mail = readable(
      peer.to(meditationOnly).find((message) => readable(message).includes(subject))!,
    )
    const token = /\/r\/([0-9a-z]+-\d+-[\w-]{16})/.exec(mail)![1]!
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
    const followed = await followLink(token, iPhone)
    expect(followed.status).toBe(302)
    const landing = new URL(followed.headers.get('location')!)
    expect(landing.pathname).toBe('/masterclass')
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      utm_source: 'email',
      utm_medium: 'email',
      utm_campaign: subject,
    })
    const { queryRows } = await import('@/utilities/sql')
    const clicks = await queryRows<{ clicks: number }>(
      payload,
      sql`select count(*)::int as clicks from analytics_events
           where name = 'campaign_click' and (props->>'campaign')::int = ${id}`,
    )
    expect(clicks[0]!.clicks).toBe(1)

    // Her browser opens the page and its beacon reports the view.
    const { POST } = await import('@/app/(frontend)/api/event/route')
    const { CLIENT_ADDRESS_HEADER } = await import('../../server/client-address.mjs')
    const counted = await POST(
      new Request('http://localhost:3000/api/event', {
        method: 'POST',
        headers: {
          'user-agent': iPhone,
          origin: 'http://localhost:3000',
          [CLIENT_ADDRESS_HEADER]: '198.51.100.200',
        },
        body: JSON.stringify({ n: 'pageview', u: landing.toString(), w: 390 }),
      }),
    )
    expect(counted.status).toBe(202)
    const traffic = await owner(
      'GET',
      `/admin/traffic?days=7&campaign=${encodeURIComponent(subject)}`,
    )
    expect(traffic.status, traffic.text).toBe(200)
    expect(traffic.json.current).toMatchObject({ visitors: 1, visits: 1, pageViews: 1 })
    expect(traffic.json.sources).toEqual([{ source: 'Email', visitors: 1, visits: 1 }])
    expect(traffic.json.pages).toEqual([{ path: '/masterclass', visitors: 1, pageViews: 1 }])
  })
})

describe('a scheduled campaign', () => {
  it('cancelled before its time sends nothing, even when its job comes due', async () => {
    const created = await owner('POST', '/admin/campaigns', {
      subject: `Tomorrow ${stamp}-cancelled`,
      content: 'See you tomorrow.',
      audience: 'meditation-downloaders',
    })
    const id = created.json.id as number
    const at = new Date(Date.now() + 3_600_000).toISOString()
    const scheduled = await owner('POST', `/admin/campaigns/${id}/send`, { at })
    expect(scheduled.status, scheduled.text).toBe(200)
    expect(scheduled.json).toMatchObject({ status: 'scheduled' })
    const cancelled = await owner('POST', `/admin/campaigns/${id}/cancel`, {})
    expect(cancelled.json).toMatchObject({ status: 'draft' })
    // Its time comes (the test moves the job's time forward).
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update payload_jobs set wait_until = now() - interval '1 second' where task_slug = 'sendCampaign'`,
    )
    await runBulk()
    expect(campaignMail(`${stamp}-cancelled`)).toHaveLength(0)
    const rows = await payload.find({
      collection: 'email-deliveries',
      where: { campaign: { equals: id } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(0)
  })

  it('not cancelled, goes out when its time comes', async () => {
    const created = await owner('POST', '/admin/campaigns', {
      subject: `Later ${stamp}-scheduled`,
      content: 'Here it is.',
      audience: 'meditation-downloaders',
    })
    const id = created.json.id as number
    await owner('POST', `/admin/campaigns/${id}/send`, {
      at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    await runBulk()
    expect(campaignMail(`${stamp}-scheduled`)).toHaveLength(0)
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update email_campaigns set scheduled_for = now() - interval '1 second' where id = ${id}`,
    )
    await writeAsSystem(
      'seed',
      payload,
      sql`update payload_jobs set wait_until = now() - interval '1 second' where task_slug = 'sendCampaign' and completed_at is null`,
    )
    await runBulk()
    expect(campaignMail(`${stamp}-scheduled`).flatMap((mail) => mail.to)).toContain(meditationOnly)
  })

  it('refuses a time in the past, and an audience that names nobody', async () => {
    const created = await owner('POST', '/admin/campaigns', {
      subject: 'Past',
      content: 'x',
      audience: 'all-leads',
    })
    const past = await owner('POST', `/admin/campaigns/${created.json.id}/send`, {
      at: '2020-01-01T10:00:00Z',
    })
    expect(past.status).toBe(400)
    expect(past.json.message).toBe('Please pick a time in the future.')
    const bad = await owner('POST', '/admin/campaigns', {
      subject: 'x',
      content: 'y',
      audience: 'tag:../../etc',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toBe('Please choose who receives it.')
    const empty = await owner('POST', '/admin/campaigns', {
      subject: ' ',
      content: '',
      audience: 'all-leads',
    })
    expect(empty.status).toBe(400)
    expect(empty.json.message).toBe('Please add a subject line.')
  })
})

describe('who may see and send campaigns', () => {
  it('GET /api/admin/ai-email/metrics: 401 signed out, 403 for a buyer, numbers for the owner', async () => {
    expect((await http('GET', '/admin/ai-email/metrics')).status).toBe(401)
    expect((await http('GET', '/admin/ai-email/metrics', { cookie: buyerCookie })).status).toBe(403)
    const answer = await owner('GET', '/admin/ai-email/metrics')
    expect(Object.keys(answer.json).sort()).toEqual(
      ['activeCampaigns', 'clickRate', 'conversionRate', 'openRate', 'totalEmailsSent'].sort(),
    )
    for (const value of Object.values(answer.json)) expect(typeof value).toBe('number')
  })

  it('a buyer cannot create, send or read campaigns, over our routes or Payload’s', async () => {
    expect(
      (
        await http('POST', '/admin/campaigns', {
          cookie: buyerCookie,
          body: { subject: 'x', content: 'y', audience: 'all-leads' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await http('POST', '/email-campaigns', {
          cookie: buyerCookie,
          body: { subject: 'x', content: 'y', audience: 'all-leads' },
        })
      ).status,
    ).toBe(403)
    expect((await http('GET', '/email-deliveries', { cookie: buyerCookie })).status).toBe(403)
    // Even the owner cannot write a campaign's status past its operations.
    const direct = await owner('POST', '/email-campaigns', {
      subject: 'x',
      content: 'y',
      audience: 'all-leads',
      status: 'sent',
    })
    expect(direct.status).toBe(403)
  })
})

describe('a send killed halfway', () => {
  it('resumes where it stopped and delivers each address once', async () => {
    const { recordContact } = await import('@/contacts/record')
    const { SMTP_CONNECTIONS } = await import('@/email/adapter')
    const { writeAsSystem } = await import('@/utilities/sql')
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `Resume ${stamp}-${Math.random()}`, color: '#6B7280' },
      overrideAccess: true,
    })
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    const recipients: string[] = []
    for (let index = 0; index < 60; index++) {
      const email = address(`resume${index}-${tag.id}`)
      const contact = await recordContact(req, { email, name: `Reader ${index}`, source: 'test' })
      await payload.update({
        collection: 'contacts',
        id: contact.id,
        data: { tags: [tag.id], marketingStatus: 'subscribed' },
        overrideAccess: true,
      })
      recipients.push(email)
    }
    const subject = `Resumed ${stamp}-${tag.id}`
    const created = await owner('POST', '/admin/campaigns', {
      subject,
      content: 'One copy each, please.',
      audience: `tag:${tag.id}`,
    })
    const id = created.json.id as number
    expect((await owner('POST', `/admin/campaigns/${id}/send`, {})).json).toMatchObject({
      recipients: 60,
    })

    // Another process sends (20 a second, her provider's cap) until it is killed outright.
    const [command, args] = await typescriptCommand('tests/int/fixtures/campaign-sender.ts')
    const sender = spawn(command, args, {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, EMAIL_MAX_PER_SECOND: '20' },
      stdio: 'ignore',
    })
    const received = () => campaignMail(subject)
    try {
      await expect
        .poll(() => received().length, { timeout: 90_000, interval: 100 })
        .toBeGreaterThanOrEqual(15)
    } finally {
      sender.kill('SIGKILL')
    }
    await new Promise((resolve) => sender.once('exit', resolve))
    const atKill = received().length
    expect(atKill, 'killed before it finished').toBeLessThan(60)

    // Minutes pass (the test's clock): housekeeping finds the silent send and starts a new run.
    await writeAsSystem(
      'seed',
      payload,
      sql`update email_deliveries set claimed_at = now() - interval '5 minutes' where campaign_id = ${id} and status = 'sending'`,
    )
    await writeAsSystem(
      'seed',
      payload,
      sql`update email_campaigns set updated_at = now() - interval '5 minutes' where id = ${id}`,
    )
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { systemRequest } = await import('@/core/operation')
    const cleaned = await invoke(
      catalogue.cleanUp,
      await systemRequest(payload, 'housekeeping'),
      {},
    )
    expect(cleaned.resumedCampaigns).toBe(1)
    await runBulk()

    const mails = received()
    const idsByAddress = new Map<string, Set<string>>()
    for (const mail of mails) {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(mail.data)![1]!
      for (const to of mail.to)
        idsByAddress.set(to, (idsByAddress.get(to) ?? new Set()).add(messageId))
    }
    // Every address has its message, and one message each: a copy sent again after the crash (at
    // most those in flight when it died, one per SMTP connection) carries the same Message-ID,
    // which mailboxes drop.
    expect([...idsByAddress.keys()].sort()).toEqual(recipients.sort())
    expect([...idsByAddress.values()].every((ids) => ids.size === 1)).toBe(true)
    expect(mails.length - recipients.length).toBeLessThanOrEqual(SMTP_CONNECTIONS)
    const campaign = await payload.findByID({
      collection: 'email-campaigns',
      id,
      overrideAccess: true,
    })
    expect(campaign.status).toBe('sent')
    console.info(`[resume] killed after ${atKill} of 60; ${mails.length} messages received in all`)
  }, 180_000)
})
