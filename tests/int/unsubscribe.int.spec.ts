import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { byRoute, callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

// Mail scanners and safe-link services (Outlook, Gmail, corporate gateways) open every link of a
// message: the footer's unsubscribe link must change nothing when fetched, only when she presses
// the page's button, or when her mail app sends the RFC 8058 one-click POST.

const peer = new SmtpPeer()
let payload: Payload
let routes: Record<string, Endpoint>
let leads: Endpoint

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
  routes = byRoute((await import('@/endpoints/unsubscribe')).unsubscribeEndpoints)
  leads = (await import('@/endpoints/leads')).leadsEndpoint
})

afterAll(() => peer.stop())

const runAllQueues = () => payload.jobs.run({ allQueues: true })

/** Signs `email` up for the meditation; returns the unsubscribe token of the e-mail she got. */
async function signedUp(email: string) {
  const answer = await callEndpoint(payload, leads, {
    body: { email, name: 'Nia', source: 'meditation-download' },
  })
  expect(answer.status).toBeLessThan(300)
  const [mail] = await peer.delivered(runAllQueues, email, 1)
  const header = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail!.data)
  expect(header, 'the welcome carries a List-Unsubscribe header').not.toBeNull()
  expect(mail!.data).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/)
  return new URL(header![1]!).searchParams.get('token')!
}

const contactOf = async (email: string) =>
  (
    await payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

const call = (route: string, token: string, init: { body?: string; type?: string } = {}) =>
  callEndpoint(payload, routes[route]!, {
    search: `token=${encodeURIComponent(token)}`,
    body: init.body ?? '',
    headers: { 'content-type': init.type ?? 'application/x-www-form-urlencoded' },
  })

describe('the footer link of a marketing e-mail', () => {
  it('a scanner that fetches it (twice) changes nothing: the page asks, with a button that POSTs', async () => {
    const email = 'scanned@example.com'
    const token = await signedUp(email)
    for (let fetch = 0; fetch < 2; fetch++) {
      const page = await call('get /unsubscribe', token)
      expect(page.status).toBe(200)
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      const html = await page.text()
      expect(html).toContain('Unsubscribe from our e-mails?')
      expect(html).toContain(
        `<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}">`,
      )
      // The page names nobody: the link is all it knows.
      expect(html).not.toContain(email)
    }
    expect(await contactOf(email)).toMatchObject({ subscribed: true })
  })

  it('her press of the button unsubscribes her, and the page offers to subscribe again', async () => {
    const email = 'pressed@example.com'
    const token = await signedUp(email)
    const page = await call('post /unsubscribe', token)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('You are unsubscribed')
    expect(html).toContain(`action="/api/resubscribe?token=${encodeURIComponent(token)}"`)
    expect(await contactOf(email)).toMatchObject({
      subscribed: false,
      subscriptionChangedVia: 'unsubscribe-link',
    })
    // Opening the link again shows where she stands, and still changes nothing.
    const again = await (await call('get /unsubscribe', token)).text()
    expect(again).toContain('You are unsubscribed')
    expect(await contactOf(email)).toMatchObject({ subscribed: false })
  })

  it("her mail app's one-click POST (RFC 8058) unsubscribes her at once; the next e-mail skips her", async () => {
    const email = 'one-click@example.com'
    const token = await signedUp(email)
    const answer = await call('post /unsubscribe', token, { body: 'List-Unsubscribe=One-Click' })
    expect(answer.status).toBe(200)
    expect(await contactOf(email)).toMatchObject({ subscribed: false })

    // Two days later (past the one-welcome-a-day limit) she takes the quiz: nothing is sent.
    await payload.update({
      collection: 'leads',
      where: { email: { equals: email } },
      data: { welcomedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      overrideAccess: true,
    })
    await callEndpoint(payload, leads, {
      body: { email, name: 'Nia', source: 'quiz_rebel', quizResult: 'rebel' },
    })
    await runAllQueues()
    await runAllQueues()
    expect(peer.to(email)).toHaveLength(1)

    // The owner's next campaign, to everyone on her list and to quiz takers: not to her.
    const { createLocalReq } = await import('payload')
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const ownerUser = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
    ).docs[0]!
    const owner = await createLocalReq(
      { user: { ...ownerUser, collection: 'users' } as never },
      payload,
    )
    const stillSubscribed = 'stays.subscribed@example.com'
    await signedUp(stillSubscribed)
    const campaign = await invoke(catalogue.saveCampaign, owner, {
      subject: 'News for all-leads',
      content: 'Hello {{firstName}}.',
      audience: 'all-leads',
    })
    await invoke(catalogue.sendCampaign, owner, { id: campaign.id })
    // She was the one rebel on the list: a campaign to rebels has nobody to go to.
    const rebels = await invoke(catalogue.saveCampaign, owner, {
      subject: 'News for rebels',
      content: 'Hello.',
      audience: 'quiz:rebel',
    })
    await expect(invoke(catalogue.sendCampaign, owner, { id: rebels.id })).rejects.toThrow(
      'Nobody in this audience is subscribed, so there is no one to send it to.',
    )
    for (let round = 0; round < 5; round++) await runAllQueues()
    expect(peer.to(stillSubscribed).map((mail) => readable(mail))).toEqual(
      expect.arrayContaining([expect.stringContaining('Subject: News for all-leads')]),
    )
    expect(peer.to(email).map((mail) => /^Subject: .*$/m.exec(readable(mail))?.[0])).toHaveLength(1)
  })

  it('"Subscribe again" on the same page brings her back', async () => {
    const email = 'back@example.com'
    const token = await signedUp(email)
    await call('post /unsubscribe', token)
    const page = await call('post /resubscribe', token)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('You are subscribed again')
    expect(html).toContain(`action="/api/unsubscribe?token=${encodeURIComponent(token)}"`)
    expect(await contactOf(email)).toMatchObject({
      subscribed: true,
      subscriptionChangedVia: 're-subscribed',
    })
  })

  it('a made-up or altered token is refused everywhere, and nobody changes', async () => {
    const email = 'target@example.com'
    const token = await signedUp(email)
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const forged of [altered, 'not-a-real-token-at-all', '', `${token}'"><script>`]) {
      const page = await call('get /unsubscribe', forged)
      expect(page.status).toBe(404)
      expect(await page.text()).toContain('This link does not work')
      for (const route of ['post /unsubscribe', 'post /resubscribe']) {
        const refused = await call(route, forged)
        expect(refused.status, `${route} ${forged}`).toBe(404)
        expect(await refused.json()).toEqual({ message: 'The unsubscribe link is not valid.' })
      }
    }
    expect(await contactOf(email)).toMatchObject({ subscribed: true })
  })
})
