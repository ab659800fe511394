import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { typescriptCommand } from '../../scripts/lib/bundle.mjs'
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * Two web processes and a worker on one Postgres: what one process decides holds in
 * the other. Two child processes (tests/int/fixtures/scale-process.ts), each with Payload of its
 * own on this file's database, answer requests and run jobs side by side; everything they share
 * is in Postgres. Nothing here is timed: the counts are the assertions.
 */

// Demo payments: no Stripe key, and not a production build.
delete process.env.STRIPE_SECRET_KEY
const OWNER = 'owner@example.com'

const peer = new SmtpPeer()
let payload: Payload

type Answer = { status: number; text: string; cookie: string; location: string }
type Proc = {
  child: ChildProcess
  http: (
    method: string,
    route: string,
    options?: { body?: unknown; client?: string; cookie?: string },
  ) => Promise<Answer>
  jobs: (rounds?: number) => Promise<unknown>
}
const procs: Proc[] = []

/** Names unique to this attempt: vitest retries a failed test once, on the same database. */
const fresh = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let visitor = 0
/** Each request from its own visitor unless told otherwise. */
const nextClient = () => `10.26.${Math.floor(visitor / 250)}.${visitor++ % 250}`

function startProcess(command: string, args: string[]): Promise<Proc> {
  const child = spawn(command, args, {
    cwd: path.resolve(__dirname, '../..'),
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>()
  let calls = 0
  const call = (message: Record<string, unknown>) =>
    new Promise<never>((resolve, reject) => {
      const id = ++calls
      waiting.set(id, { resolve, reject })
      child.send({ ...message, id })
    })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a scale process exited with ${code}`)))
    child.on(
      'message',
      (message: { ready?: true; id?: number; result?: never; error?: string }) => {
        if (message.ready) {
          resolve({
            child,
            http: (method, route, { body, client = nextClient(), cookie } = {}) =>
              call({
                kind: 'http',
                method,
                path: route,
                body,
                headers: { [CLIENT_ADDRESS_HEADER]: client, ...(cookie ? { cookie } : {}) },
              }),
            jobs: (rounds = 20) => call({ kind: 'jobs', rounds }),
          })
          return
        }
        const pending = waiting.get(message.id!)
        waiting.delete(message.id!)
        if (message.error) pending?.reject(new Error(message.error))
        else pending?.resolve(message.result!)
      },
    )
  })
}

/** Both processes run their job rounds at the same time until `done` holds. */
async function bothWorkUntil(done: () => boolean | Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await Promise.all(procs.map((proc) => proc.jobs()))
        return done()
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true)
}

const countRows = async (statement: ReturnType<typeof sql>) =>
  Number(
    ((await payload.db.drizzle.execute(statement)).rows[0] as { n: string | number } | undefined)
      ?.n ?? 0,
  )

beforeAll(async () => {
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const [command, args] = await typescriptCommand('tests/int/fixtures/scale-process.ts')
  procs.push(...(await Promise.all([startProcess(command, args), startProcess(command, args)])))
}, 180_000)

afterAll(async () => {
  for (const { child } of procs) child.kill('SIGKILL')
  await peer.stop()
})

const [a, b] = [0, 1].map((i) => ({
  http: (...args: Parameters<Proc['http']>) => procs[i]!.http(...args),
}))
/** The i-th request goes to A, the next to B, and so on: a round-robin balancer. */
const either = (i: number) => (i % 2 ? b! : a!)

describe('two web processes on one Postgres', () => {
  it('a client’s rate limit is one budget: 21 requests over both, exactly 20 accepted', async () => {
    const client = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const run = fresh()
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        either(i).http('post', '/member/access-link', {
          body: { email: `nobody${i}.${run}@example.com` },
          client,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
    expect(statuses.filter((status) => status < 300)).toHaveLength(20)
  })

  it('a workshop’s 5 spots raced by 12 visitors over both: exactly 5 taken', async () => {
    const { docs } = await payload.find({
      collection: 'offers',
      where: { slug: { equals: 'holy-mess-workshop' } },
      depth: 0,
    })
    const workshop = await payload.create({
      collection: 'workshops',
      data: {
        title: 'Scale Holy Mess',
        slug: `scale-holy-mess-${fresh()}`,
        description: 'Raced.',
        date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        date_tz: 'America/Phoenix',
        durationMinutes: 120,
        location: 'The studio',
        product: docs[0]!.id,
        maxParticipants: 5,
        currentRegistrations: 0,
        isActive: true,
      },
    })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        either(i).http('post', `/workshop/${workshop.slug}/register`, {
          body: { name: `Racer ${i}`, email: `seat${i}.${workshop.id}@example.com` },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(7)
    const after = await payload.findByID({ collection: 'workshops', id: workshop.id, depth: 0 })
    expect(after.currentRegistrations).toBe(5)
    expect(
      (
        await payload.count({
          collection: 'workshop-registrations',
          where: { workshop: { equals: workshop.id } },
        })
      ).totalDocs,
    ).toBe(5)
  })

  it('a coupon for 5 raced by 12 checkouts over both: held exactly 5 times', async () => {
    const { loadMainOffer } = await import('@/commerce/offers/load')
    const main = (await loadMainOffer(payload))!
    const coupon = await payload.create({
      collection: 'coupons',
      data: {
        code: `SCALE${fresh()}`.toUpperCase(),
        discountType: 'percent',
        percentOff: 25,
        offers: [main.id],
        maxRedemptions: 5,
      },
      overrideAccess: true,
    })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        either(i).http('post', '/create-payment-intent', {
          body: { email: `coupon${i}.${coupon.id}@example.com`, coupon: coupon.code.toLowerCase() },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 400)).toHaveLength(7)
    const after = await payload.findByID({
      collection: 'coupons',
      id: coupon.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.redemptionCount).toBe(5)
  })

  it('a payment confirmed at both at once fulfils once: one paid order, one receipt; her session works on the other', async () => {
    const email = `scale-buyer-${fresh()}@example.com`
    const intent = JSON.parse(
      (await a!.http('post', '/create-payment-intent', { body: { email } })).text,
    ) as { clientSecret: string }
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }
    const answers = await Promise.all(
      [a!, b!].map((proc) =>
        proc.http('post', '/demo-payments/confirm', {
          body: { clientSecret: intent.clientSecret, ...card },
        }),
      ),
    )
    for (const answer of answers) expect(answer.status).toBeLessThan(500)
    const paid = answers.filter((answer) => answer.status === 200 && answer.cookie)
    expect(paid.length).toBeGreaterThanOrEqual(1)
    expect(
      await countRows(
        sql`select count(*) as n from orders where email = ${email} and status = 'paid'`,
      ),
    ).toBe(1)
    expect(
      await countRows(sql`select count(*) as n from order_payments p join orders o on o.id = p.order_id
                           where o.email = ${email}`),
    ).toBe(1)
    await bothWorkUntil(() => peer.to(email).length >= 1)
    await Promise.all(procs.map((proc) => proc.jobs()))
    expect(peer.to(email)).toHaveLength(1)
    expect(
      await countRows(sql`select count(*) as n from email_messages where "to" = ${email}`),
    ).toBe(1)

    // The session the payment started in one process is hers in the other.
    const started = answers.indexOf(paid[0]!)
    const other = started === 0 ? b! : a!
    const course = await other.http('get', '/course', { cookie: paid[0]!.cookie })
    expect(course.status).toBe(200)
  })

  it('an owner’s sign-in link asked through A signs in once over both; the session works on A', async () => {
    const before = peer.to(OWNER).length
    expect(
      (await a!.http('post', '/admin/request-magic-link', { body: { email: OWNER } })).status,
    ).toBe(200)
    let token: string | undefined
    await bothWorkUntil(() => {
      const mail = peer.to(OWNER).slice(before).at(-1)
      token = mail && /verify-magic-link\?token=([\w-]+)/.exec(readable(mail))?.[1]
      return Boolean(token)
    })
    const answers = await Promise.all(
      [a!, b!].map((proc) => proc.http('post', '/admin/verify-magic-link', { body: { token } })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    const winner = answers.find((answer) => answer.status === 200)!
    for (const proc of [a!, b!]) {
      expect((await proc.http('get', '/admin/verify-auth', { cookie: winner.cookie })).status).toBe(
        200,
      )
    }
  })

  it('two workers running one queue send each e-mail once (Payload’s job claim races)', async () => {
    const { queueEmail } = await import('@/jobs/queueEmail')
    const run = fresh()
    const addresses = Array.from({ length: 30 }, (_, i) => `twice${i}.${run}@example.com`)
    for (const to of addresses) {
      await queueEmail(payload, { to, subject: 'Once', text: `Hello ${to}` })
    }
    const sentTo = () => addresses.filter((to) => peer.to(to).length > 0).length
    await bothWorkUntil(() => sentTo() === addresses.length)
    // Whatever either worker still retries finds its message sent.
    await payload.db.drizzle.execute(
      sql`update payload_jobs set wait_until = null where task_slug = 'sendEmail'`,
    )
    await Promise.all(procs.map((proc) => proc.jobs()))
    for (const to of addresses) expect(peer.to(to)).toHaveLength(1)
    expect(
      await countRows(sql`select count(*) as n from email_messages
                           where "to" like ${`twice%.${run}@example.com`} and status = 'sent'`),
    ).toBe(addresses.length)
  })
})
