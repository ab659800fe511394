import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_RULES } from '@/security/rateLimit'
import { queryRows } from '@/utilities/sql'

import { APPLICATION_ANSWERS } from '../support/applicationAnswers'
import { callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/*
 * The two heavier public writes under a launch's load: applications and demo
 * payment intents from many distinct visitors at once, through the real endpoints. Correctness
 * only, never time: every 2xx has its row, an application its two queued e-mails (each with its
 * send job, the owner's linking to that application), a checkout its order at the server's price
 * with the payment id it answered; no 5xx; the limits refuse at their numbers; and what the
 * forms keep in memory (offers, settings, templates) follows an edit at once.
 */

delete process.env.STRIPE_SECRET_KEY
const peer = new SmtpPeer()
let payload: Payload
let applications: Endpoint
let intents: Endpoint
let mainOffer: { id: number; priceInCents: number }
const OWNER = 'owner@example.com'
const CONCURRENT = 200

const rows = <Row>(statement: ReturnType<typeof sql>) => queryRows<Row>(payload, statement)
const application = (email: string) => ({
  name: 'Load Applicant',
  email,
  phone: '+1 555 0100',
  ...APPLICATION_ANSWERS,
})
const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.com`)

async function burst(endpoint: Endpoint, bodies: { email: string }[], client?: string) {
  const answers = await Promise.all(
    bodies.map(async (body) => {
      const response = await callEndpoint(payload, endpoint, { body, client })
      return { email: body.email, status: response.status, json: await response.json() }
    }),
  )
  return { answers, ok: answers.filter((a) => a.status >= 200 && a.status < 300) }
}

beforeAll(async () => {
  process.env.ADMIN_EMAIL = OWNER
  ;({ payload } = await seededSiteMailingTo(peer))
  applications = (await import('@/endpoints/applications')).applicationsEndpoint
  intents = (await import('@/endpoints/createPaymentIntent')).createPaymentIntentEndpoint
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const offer = await payload.findByID({ collection: 'offers', id: settings.mainOffer as number })
  mainOffer = { id: offer.id, priceInCents: offer.priceInCents }
}, 120_000)

afterAll(() => peer.stop())

describe('applications from many visitors at once', () => {
  it('every 201 is one stored application with both e-mails and their jobs queued; no 5xx', async () => {
    const emails = addresses('apply', CONCURRENT)
    const { answers, ok } = await burst(applications, emails.map(application))
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(ok.length).toBe(CONCURRENT)

    const stored = await rows<{ id: number; email: string; contact: number | null }>(
      sql`select a.id, a.email, c.id as contact from applications a
            left join contacts c on c.id = a.contact_id
           where a.email like 'apply-%'`,
    )
    expect(stored.length).toBe(ok.length)
    expect(stored.every((row) => row.contact !== null)).toBe(true)
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(ok.map((a) => a.json.id)))

    const mails = await rows<{ to: string; template: string; text: string; job: number | null }>(
      sql`select m."to", m.template, m.text,
                 (select j.id from payload_jobs j
                   where j.task_slug::text = 'sendEmail'
                     and (j.input->>'messageId')::int = m.id) as job
            from email_messages m
           where m."to" like 'apply-%' or m.reply_to like 'apply-%'`,
    )
    const confirmations = mails.filter((m) => m.template === 'application-received')
    const notifications = mails.filter((m) => m.template === 'owner-notification')
    expect(new Set(confirmations.map((m) => m.to))).toEqual(new Set(emails))
    expect(confirmations.length).toBe(CONCURRENT)
    expect(notifications.length).toBe(CONCURRENT)
    expect(mails.every((m) => m.job !== null)).toBe(true)
    // Each notification links to its own application in the admin.
    const linked = notifications.map((m) => Number(/applications\/(\d+)/.exec(m.text)?.[1]))
    expect(new Set(linked)).toEqual(new Set(stored.map((row) => row.id)))
    // Each is counted once, for her contact.
    const [events] = await rows<{ count: number }>(
      sql`select count(*)::int as count from analytics_events e
            join applications a on a.contact_id = e.contact_id
           where e.name = 'application' and a.email like 'apply-%'`,
    )
    expect(events!.count).toBe(CONCURRENT)
  })

  it('one client is refused past its budget, with its message, and nothing of those is stored', async () => {
    const { limit, message } = RATE_RULES.applicationPerClient
    const emails = addresses('budget', limit + 3)
    const { answers, ok } = await burst(applications, emails.map(application), '10.99.0.1')
    expect(ok.length).toBe(limit)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBe(3)
    expect(refused[0]!.json.message).toBe(message)
    const [row] = await rows<{ count: number }>(
      sql`select count(*)::int as count from applications where email like 'budget-%'`,
    )
    expect(row!.count).toBe(limit)
  })

  it('a template she publishes is what the next applicant receives', async () => {
    await payload.update({
      collection: 'email-templates',
      where: { key: { equals: 'application-received' } },
      data: { subject: 'We have your application, {{name}}', _status: 'published' },
    })
    const response = await callEndpoint(payload, applications, {
      body: application('after-edit@example.com'),
    })
    expect(response.status).toBe(201)
    const [mail] = await rows<{ subject: string }>(
      sql`select subject from email_messages where "to" = 'after-edit@example.com'`,
    )
    expect(mail!.subject).toBe('We have your application, Load Applicant')

    // Sent again within the minute, it is the same application: no e-mail, no second count.
    const again = await callEndpoint(payload, applications, {
      body: application('after-edit@example.com'),
    })
    expect(again.status).toBe(200)
    const [after] = await rows<{ mails: number; events: number }>(
      sql`select (select count(*)::int from email_messages where "to" = 'after-edit@example.com') as mails,
                 (select count(*)::int from analytics_events e join contacts c on c.id = e.contact_id
                   where c.email = 'after-edit@example.com' and e.name = 'application') as events`,
    )
    expect(after).toEqual({ mails: 1, events: 1 })
  })
})

describe('demo payment intents from many visitors at once', () => {
  it('every 200 is one pending order at the server’s price with the payment id it answered', async () => {
    const emails = addresses('buyer', CONCURRENT)
    // The browser's amount is ignored: the order is priced by the server.
    const bodies = emails.map((email) => ({ email, amount: 1, hasReturnToBodyAddon: false }))
    const { answers, ok } = await burst(intents, bodies)
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(ok.length).toBe(CONCURRENT)
    expect(ok.every((a) => a.json.amountInCents === mainOffer.priceInCents)).toBe(true)

    const orders = await rows<{
      email: string
      amount: string
      intent: string
      status: string
      mode: string
      items: number
      contact: number | null
    }>(
      sql`select o.email, o.amount_in_cents as amount, o.provider_payment_intent_id as intent,
                 o.status, o.mode, c.id as contact,
                 (select count(*)::int from orders_items i where i._parent_id = o.id) as items
            from orders o left join contacts c on c.id = o.contact_id
           where o.email like 'buyer-%'`,
    )
    expect(orders.length).toBe(ok.length)
    const answered = new Map(ok.map((a) => [a.email, a.json.paymentIntentId as string]))
    for (const order of orders) {
      expect(order).toMatchObject({ status: 'pending', mode: 'demo', items: 1 })
      expect(Number(order.amount)).toBe(mainOffer.priceInCents)
      expect(order.intent).toBe(answered.get(order.email))
      expect(order.contact).not.toBeNull()
    }
    // Each checkout's visit is counted once, under the payment id it answered.
    const [events] = await rows<{ count: number }>(
      sql`select count(*)::int as count from analytics_events
           where name = 'checkout_started'
             and link in (select provider_payment_intent_id from orders where email like 'buyer-%')`,
    )
    expect(events!.count).toBe(CONCURRENT)
  })

  it('one client is refused past its budget, and nothing of those is stored', async () => {
    const { limit, message } = RATE_RULES.checkoutPerClient
    const bodies = addresses('spray', limit + 3).map((email) => ({ email }))
    const { answers, ok } = await burst(intents, bodies, '10.99.0.2')
    expect(ok.length).toBe(limit)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBe(3)
    expect(refused[0]!.json.message).toBe(message)
    const [row] = await rows<{ count: number }>(
      sql`select count(*)::int as count from orders where email like 'spray-%'`,
    )
    expect(row!.count).toBe(limit)
  })

  it('a price she changes, or an offer she takes off sale, holds for the very next checkout', async () => {
    const checkout = async (email: string) => {
      const response = await callEndpoint(payload, intents, { body: { email } })
      return { status: response.status, json: await response.json() }
    }
    expect((await checkout('warm@example.com')).json.amountInCents).toBe(mainOffer.priceInCents)
    await payload.update({ collection: 'offers', id: mainOffer.id, data: { priceInCents: 5100 } })
    expect((await checkout('new-price@example.com')).json.amountInCents).toBe(5100)
    await payload.update({ collection: 'offers', id: mainOffer.id, data: { isActive: false } })
    const offSale = await checkout('off-sale@example.com')
    expect(offSale.status).toBe(404)
    expect(offSale.json.message).toBe("This offer isn't on sale.")
    await payload.update({
      collection: 'offers',
      id: mainOffer.id,
      data: { isActive: true, priceInCents: mainOffer.priceInCents },
    })
  })
})
