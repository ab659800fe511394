import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applicantSubject } from '@/applications/emails'
import { APPLICATION_QUESTIONS } from '@/applications/schema'
import { applicationsEndpoint } from '@/endpoints/applications'
import { contactEndpoint } from '@/endpoints/contact'
import { leadsEndpoint } from '@/endpoints/leads'
import { waitlistEndpoint } from '@/endpoints/waitlist'
import { workshopEndpoints } from '@/endpoints/workshopRegister'
import { HOUSEKEEPING_QUEUE } from '@/jobs/housekeeping'
import { ownerAddresses } from '@/jobs/queueEmail'
import { seed } from '@/seed'
import { hit, hitsSoFar, RATE_RULES, type RateRule, rateLimitKey } from '@/security/rateLimit'
import { queryRows } from '@/utilities/sql'

import { byRoute, callEndpoint, type Call } from './callEndpoint'
import { readable, SmtpPeer } from './smtpPeer'

/*
 * Abuse of the public forms, from the attacker's side: the requests a stranger sends to flood an
 * inbox, lock buyers out of a workshop or half-store a contact message, and the answers they get.
 */

const peer = new SmtpPeer()
let payload: Payload
const route = byRoute([
  ...workshopEndpoints,
  contactEndpoint,
  waitlistEndpoint,
  { ...leadsEndpoint, path: '/leads' },
  { ...applicationsEndpoint, path: '/applications' },
])
const call = (name: string, options?: Call) => callEndpoint(payload, route[name]!, options)

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  // The mail adapter is chosen when the config loads, so the peer must be up first.
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  await seed(payload)
})

afterAll(() => peer.stop())

const tag = () => randomBytes(4).toString('hex')
const unique = (label: string) => `${label}-${tag()}@example.com`
/** A network address no other test uses (the counters outlive a test file). */
const newClient = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/**
 * The e-mails on their way to an address: the welcomes (the first step of a sequence, which the
 * bulk queue renders and sends: run here) as received, then the mail still queued (nothing runs
 * the transactional queue unless a test does).
 */
const queuedFor = async (email: string) => {
  await payload.jobs.run({ queue: 'bulk', limit: 100 })
  const received = peer.to(email).map((mail) => /^Subject: (.*)$/m.exec(readable(mail))?.[1] ?? '')
  const queued = await payload.find({
    collection: 'email-messages',
    where: { and: [{ to: { equals: email } }, { status: { equals: 'queued' } }] },
    sort: 'createdAt',
    limit: 100,
  })
  return [...received, ...queued.docs.map((message) => message.subject)]
}

const runQueue = () => payload.jobs.run({ allQueues: true, limit: 100 })

const applicationOf = (email: string) => ({
  name: 'Applicant',
  email,
  ...Object.fromEntries(
    APPLICATION_QUESTIONS.map(({ name }) => [name, `My honest answer about ${name}.`]),
  ),
})

/** Each form, its budgets, and a valid body for an address. */
const forms: {
  route: string
  perAddress: RateRule
  perClient: RateRule
  body: (email: string) => Record<string, unknown>
}[] = [
  {
    route: 'post /leads',
    perAddress: RATE_RULES.leadPerAddress,
    perClient: RATE_RULES.leadPerClient,
    body: (email) => ({ email, name: 'Target', source: 'quiz_rebel', quizResult: 'rebel' }),
  },
  {
    route: 'post /waitlist',
    perAddress: RATE_RULES.waitlistPerAddress,
    perClient: RATE_RULES.waitlistPerClient,
    body: (email) => ({ email, name: 'Target', program: 'radiant-alchemy' }),
  },
  {
    route: 'post /contact',
    perAddress: RATE_RULES.contactPerAddress,
    perClient: RATE_RULES.contactPerClient,
    body: (email) => ({ email, name: 'Target', message: `A question for you, ${tag()}.` }),
  },
  {
    route: 'post /applications',
    perAddress: RATE_RULES.applicationPerAddress,
    perClient: RATE_RULES.applicationPerClient,
    body: applicationOf,
  },
]

describe('the site cannot be used to flood an inbox', () => {
  it('the barrage of the attack (10 identical quiz leads, 5 quiz sources, 5 waitlist programs, from 20 clients) delivers one e-mail', async () => {
    const target = unique('barrage')
    const lead = { email: target, quizResult: 'rebel', quizAnswers: '{"q1":"a"}' }
    const answers: Response[] = []
    for (let i = 0; i < 10; i += 1) {
      answers.push(
        await call('post /leads', { body: { ...lead, name: `Try ${i}`, source: 'quiz_rebel' } }),
      )
    }
    for (const source of ['quiz_a', 'quiz_b', 'quiz_c', 'quiz_d', 'quiz_e']) {
      answers.push(await call('post /leads', { body: { ...lead, name: 'Try', source } }))
    }
    for (const program of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      answers.push(await call('post /waitlist', { body: { email: target, name: 'Try', program } }))
    }
    // The address's lead budget (10 an hour) refuses the last 5 leads, by name; the rest is kept.
    expect(answers.map((answer) => answer.status)).toEqual([
      201,
      ...Array(9).fill(200),
      ...Array(5).fill(429),
      ...Array(5).fill(201),
    ])
    for (const refused of answers.slice(10, 15)) {
      expect(await refused.json()).toEqual({ message: RATE_RULES.leadPerAddress.message })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    const [quizLead] = (
      await payload.find({
        collection: 'leads',
        where: { and: [{ email: { equals: target } }, { source: { equals: 'quiz_rebel' } }] },
      })
    ).docs
    expect(quizLead?.name).toBe('Try 9')
    const waitlist = await payload.count({
      collection: 'waitlist-entries',
      where: { email: { equals: target } },
    })
    expect(waitlist.totalDocs).toBe(5)

    await peer.delivered(runQueue, target, 1)
    await runQueue()
    expect(peer.to(target)).toHaveLength(1)
  })

  it('20 sign-ups within the budgets are all stored or refreshed, and send one e-mail', async () => {
    const target = unique('within-budget')
    const answers: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const body = { email: target, name: `Try ${i}`, source: 'quiz_rebel', quizResult: 'rebel' }
      answers.push((await call('post /leads', { body })).status)
    }
    for (const source of ['meditation-download', 'quiz_a', 'quiz_b', 'quiz_c', 'quiz_d']) {
      const body = { email: target, name: 'Try', source, quizResult: 'perfectionist' }
      answers.push((await call('post /leads', { body })).status)
    }
    for (let i = 0; i < 10; i += 1) {
      const body = { email: target, name: 'Try', program: `program-${i}` }
      answers.push((await call('post /waitlist', { body })).status)
    }
    expect(answers).toEqual([201, 200, 200, 200, 200, ...Array(15).fill(201)])
    const leads = await payload.find({ collection: 'leads', where: { email: { equals: target } } })
    expect(leads.totalDocs).toBe(6)
    expect(leads.docs.find((row) => row.source === 'quiz_rebel')?.name).toBe('Try 4')
    const waitlist = await payload.count({
      collection: 'waitlist-entries',
      where: { email: { equals: target } },
    })
    expect(waitlist.totalDocs).toBe(10)
    expect(await queuedFor(target)).toHaveLength(1)
  })

  it('simultaneous sign-ups for one address, from different clients, queue one welcome', async () => {
    const target = unique('simultaneous')
    const bodies = [
      { email: target, name: 'Sim', source: 'quiz_rebel', quizResult: 'rebel' },
      { email: target, name: 'Sim', source: 'quiz_rebel', quizResult: 'rebel' },
      { email: target, name: 'Sim', source: 'quiz_people_pleaser', quizResult: 'people_pleaser' },
      { email: target, name: 'Sim', source: 'meditation-download' },
    ]
    const answers = await Promise.all([
      ...bodies.map((body) => call('post /leads', { body })),
      call('post /waitlist', { body: { email: target, name: 'Sim', program: 'a' } }),
      call('post /waitlist', { body: { email: target, name: 'Sim', program: 'b' } }),
    ])
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true)
    expect(await queuedFor(target)).toHaveLength(1)
  })

  it('a welcome she was sent is never sent again, days later too; another kind waits a day', async () => {
    const target = unique('kinds')
    const lead = (source: string, quizResult?: string) =>
      call('post /leads', { body: { email: target, name: 'Kind', source, quizResult } })
    const waitlist = (program: string) =>
      call('post /waitlist', { body: { email: target, name: 'Kind', program } })
    const daysPass = async (days: number) => {
      for (const table of ['leads', 'waitlist_entries']) {
        await queryRows(
          payload,
          sql`update ${sql.identifier(table)}
              set welcomed_at = welcomed_at - make_interval(days => ${days})
              where email = ${target} and welcomed_at is not null`,
        )
      }
    }

    expect((await lead('quiz_rebel', 'rebel')).status).toBe(201)
    expect(await queuedFor(target)).toEqual(['Your Good Girl archetype: The Awakened Rebel'])

    // A day later the same quiz, under its own source or another one, sends nothing.
    await daysPass(3)
    expect((await lead('quiz_rebel', 'rebel')).status).toBe(200)
    expect((await lead('quiz_perfectionist', 'perfectionist')).status).toBe(201)
    expect((await lead('quiz_anything', 'people_pleaser')).status).toBe(201)
    expect(await queuedFor(target)).toHaveLength(1)

    // Another kind of welcome is sent, once a day at most.
    expect((await lead('meditation-download')).status).toBe(201)
    expect((await waitlist('radiant-alchemy')).status).toBe(201)
    expect(await queuedFor(target)).toEqual([
      'Your Good Girl archetype: The Awakened Rebel',
      'Your free grounding meditation',
    ])
    await daysPass(2)
    expect((await waitlist('radiant-alchemy')).status).toBe(200)
    expect((await lead('meditation-download')).status).toBe(200)
    expect(await queuedFor(target)).toHaveLength(3)
    expect((await queuedFor(target))[2]).toBe('You are on the Radiant Alchemy waitlist')
    await daysPass(2)
    expect((await waitlist('radiant-alchemy')).status).toBe(200)
    expect((await lead('meditation-download')).status).toBe(200)
    expect(await queuedFor(target)).toHaveLength(3)
  })

  it('an applicant confirmation goes to an address at most once a day; the owner hears of each', async () => {
    const target = unique('applicant')
    expect((await call('post /applications', { body: applicationOf(target) })).status).toBe(201)
    // A minute later a second application is a new one (not a double submit).
    await queryRows(
      payload,
      sql`update applications set created_at = now() - interval '2 minutes' where email = ${target}`,
    )
    expect((await call('post /applications', { body: applicationOf(target) })).status).toBe(201)
    expect(await queuedFor(target)).toEqual([applicantSubject])
    const toOwner = await payload.count({
      collection: 'email-messages',
      where: { replyTo: { equals: target } },
    })
    expect(toOwner.totalDocs).toBe(2 * (await ownerAddresses(payload)).length)
  })

  it.each(forms)(
    '$route: one address has a budget, whichever clients ask',
    async ({ route: name, perAddress, body }) => {
      const target = unique('per-address')
      const statuses: number[] = []
      let refused: Response | undefined
      for (let i = 0; i <= perAddress.limit; i += 1) {
        const answer = await call(name, { body: body(target), client: newClient() })
        statuses.push(answer.status)
        refused = answer
      }
      expect(statuses.slice(0, perAddress.limit)).not.toContain(429)
      expect(statuses[perAddress.limit]).toBe(429)
      expect(await refused!.json()).toEqual({ message: perAddress.message })
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    },
  )

  it.each(forms)(
    '$route: one client has a budget, whatever addresses it sprays',
    async ({ route: name, perClient, body }) => {
      const sprayer = newClient()
      const statuses: number[] = []
      let refused: Response | undefined
      for (let i = 0; i <= perClient.limit; i += 1) {
        const answer = await call(name, { body: body(unique('spray')), client: sprayer })
        statuses.push(answer.status)
        refused = answer
      }
      expect(statuses.slice(0, perClient.limit)).not.toContain(429)
      expect(statuses[perClient.limit]).toBe(429)
      expect(await refused!.json()).toEqual({ message: perClient.message })
      // Someone else is not refused because of it.
      const other = await call(name, { body: body(unique('bystander')), client: newClient() })
      expect(other.status).not.toBe(429)
    },
  )
})

describe('unpaid holds cannot lock buyers out of a workshop', () => {
  let productId: number
  beforeAll(async () => {
    const { docs } = await payload.find({
      collection: 'workshops',
      where: { slug: { equals: 'holy-mess' } },
      depth: 0,
    })
    productId = docs[0]!.product as number
  })

  async function workshopWith(seats: number) {
    const slug = `lock-out-${tag()}`
    return payload.create({
      collection: 'workshops',
      data: {
        title: 'Holy Mess (lock-out test)',
        slug,
        description: 'A test edition.',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        date_tz: 'America/Phoenix',
        durationMinutes: 120,
        location: 'The studio',
        product: productId,
        maxParticipants: seats,
        currentRegistrations: 0,
        isActive: true,
      },
    })
  }
  const register = (slug: string, client: string, body: Record<string, string>) =>
    call('post /workshop/:slug/register', { body, client, routeParams: { slug } })
  const seatsTaken = async (id: number) =>
    (await payload.findByID({ collection: 'workshops', id, depth: 0 })).currentRegistrations
  const holdsOf = async (workshopId: number) =>
    (
      await payload.find({
        collection: 'workshop-registrations',
        where: { workshop: { equals: workshopId } },
        sort: 'createdAt',
        depth: 0,
      })
    ).docs
  /** Moves a registration's clock back, as if it had been made `minutes` earlier. */
  const madeEarlier = (id: number, minutes: number) =>
    queryRows(
      payload,
      sql`update workshop_registrations
          set expires_at = expires_at - make_interval(mins => ${minutes}),
              created_at = created_at - make_interval(mins => ${minutes})
          where id = ${id}`,
    )
  const runHousekeeping = async () => {
    await payload.jobs.queue({ task: 'housekeeping', input: {}, queue: HOUSEKEEPING_QUEUE })
    await payload.jobs.run({ queue: HOUSEKEEPING_QUEUE })
  }

  it('nameless holds from one client stop at 2 seats (429 with a message); a real buyer from elsewhere gets the 3rd', async () => {
    const workshop = await workshopWith(3)
    const attacker = newClient()
    const holds = []
    for (let i = 0; i < 3; i += 1) {
      holds.push(await register(workshop.slug, attacker, { email: unique(`squatter-${i}`) }))
    }
    expect(holds.map((answer) => answer.status)).toEqual([201, 201, 429])
    expect((await holds[2]!.json()).message).toBe(
      'You already have spots waiting for payment. Please finish or let those checkouts expire (within 15 minutes) first.',
    )
    const stored = await holdsOf(workshop.id)
    expect(stored.map((row) => [row.participantName, row.clientAddress])).toEqual([
      ['VIP Member', attacker],
      ['VIP Member', attacker],
    ])
    // Nor on another workshop: the cap is the client's, across workshops.
    const other = await workshopWith(3)
    expect((await register(other.slug, attacker, { email: unique('squatter-x') })).status).toBe(429)

    const buyer = await register(workshop.slug, newClient(), {
      email: unique('buyer'),
      name: 'Real Buyer',
    })
    expect(buyer.status).toBe(201)
    expect(await buyer.json()).toEqual({ sessionUrl: expect.stringContaining('/test-checkout') })
    expect(await seatsTaken(workshop.id)).toBe(3)
  })

  it("a client's holds count until the job releases them: past their expiry they still hold seats", async () => {
    const workshop = await workshopWith(3)
    const attacker = newClient()
    for (let i = 0; i < 2; i += 1) {
      expect((await register(workshop.slug, attacker, { email: unique('late') })).status).toBe(201)
    }
    // Expired a minute ago, but not yet released: the seats are still taken.
    await queryRows(
      payload,
      sql`update workshop_registrations
          set created_at = created_at - (expires_at - now()) - interval '1 minute',
              expires_at = now() - interval '1 minute'
          where workshop_id = ${workshop.id}`,
    )
    expect(await seatsTaken(workshop.id)).toBe(2)
    expect((await register(workshop.slug, attacker, { email: unique('late') })).status).toBe(429)
    expect((await register(workshop.slug, newClient(), { email: unique('buyer') })).status).toBe(
      201,
    )
  })

  it('one address holds one seat: simultaneous registrations of it, from several clients, take one', async () => {
    const workshop = await workshopWith(3)
    const email = unique('one-hold')
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => register(workshop.slug, newClient(), { email })),
    )
    expect(answers.map((answer) => answer.status)).toContain(201)
    expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true)
    const pending = (await holdsOf(workshop.id)).filter((row) => row.paymentStatus === 'pending')
    expect(pending).toHaveLength(1)
    expect(await seatsTaken(workshop.id)).toBe(1)
  })

  it('a hold ends within 15 minutes: the minute job releases one made 14 minutes ago, not one made 9 minutes ago', async () => {
    const workshop = await workshopWith(2)
    expect((await register(workshop.slug, newClient(), { email: unique('slow') })).status).toBe(201)
    expect((await register(workshop.slug, newClient(), { email: unique('quick') })).status).toBe(
      201,
    )
    const [slow, quick] = await holdsOf(workshop.id)
    for (const hold of [slow!, quick!]) {
      expect(Date.parse(hold.expiresAt!) - Date.parse(hold.createdAt)).toBeLessThanOrEqual(
        15 * 60_000,
      )
    }
    expect((await register(workshop.slug, newClient(), { email: unique('turned') })).status).toBe(
      409,
    )

    await madeEarlier(slow!.id, 14)
    await madeEarlier(quick!.id, 9)
    await runHousekeeping()
    expect((await holdsOf(workshop.id)).map((row) => row.paymentStatus)).toEqual([
      'expired',
      'pending',
    ])
    expect(await seatsTaken(workshop.id)).toBe(1)
    expect((await register(workshop.slug, newClient(), { email: unique('next') })).status).toBe(201)
  })

  it('loading the workshop page, or registering, writes nothing: an expired hold stays until the job', async () => {
    const workshop = await workshopWith(1)
    expect((await register(workshop.slug, newClient(), { email: unique('gone') })).status).toBe(201)
    const [hold] = await holdsOf(workshop.id)
    await madeEarlier(hold!.id, 30)

    // What the page renders from (imported here: it loads the config, which reads SMTP_URL).
    const { getWorkshop } = await import('@/app/(frontend)/_loaders/workshop')
    const shown = await getWorkshop(workshop.slug)
    expect(shown?.currentRegistrations).toBe(1)
    expect((await register(workshop.slug, newClient(), { email: unique('early') })).status).toBe(
      409,
    )
    const [unchanged] = await holdsOf(workshop.id)
    expect(unchanged!.paymentStatus).toBe('pending')
    expect(unchanged!.updatedAt).toBe(hold!.updatedAt)
    expect(await seatsTaken(workshop.id)).toBe(1)
  })

  it('the housekeeping schedule, run by the server, releases expired holds in every workshop and deletes ended counters, sessions and links', async () => {
    // The web server runs the queue the schedule fills.
    const autoRun = payload.config.jobs.autoRun
    expect(Array.isArray(autoRun) ? autoRun.map((run) => run.queue) : []).toContain(
      HOUSEKEEPING_QUEUE,
    )

    const workshops = [await workshopWith(1), await workshopWith(1)]
    for (const workshop of workshops) {
      expect((await register(workshop.slug, newClient(), { email: unique('old') })).status).toBe(
        201,
      )
      await madeEarlier((await holdsOf(workshop.id))[0]!.id, 30)
    }

    const ended = unique('ended-window')
    const live = unique('live-window')
    await hit(payload, RATE_RULES.leadPerAddress, ended)
    await hit(payload, RATE_RULES.leadPerAddress, live)
    await queryRows(
      payload,
      sql`update rate_limits set reset_at = now() - interval '1 second'
          where key = ${rateLimitKey(RATE_RULES.leadPerAddress, ended)}`,
    )

    const email = unique('member')
    const day = 86_400_000
    const session = (expiresIn: number) =>
      payload.create({
        collection: 'member-sessions',
        data: {
          email,
          tokenHash: tag() + tag(),
          expiresAt: new Date(Date.now() + expiresIn).toISOString(),
          source: 'access-link',
        },
      })
    const link = (expiresIn: number, usedAgo?: number) =>
      payload.create({
        collection: 'access-links',
        data: {
          email,
          tokenHash: tag() + tag(),
          purpose: 'member',
          expiresAt: new Date(Date.now() + expiresIn).toISOString(),
          ...(usedAgo ? { usedAt: new Date(Date.now() - usedAgo).toISOString() } : {}),
        },
      })
    await session(-60_000)
    const liveSession = await session(day)
    await link(-2 * day)
    await link(5 * day, 2 * day)
    const recentlyExpired = await link(-60_000)
    const usedToday = await link(5 * day, 60_000)

    // What the server's runner does every minute: queue the schedule's job, then run it.
    await payload.delete({
      collection: 'payload-jobs',
      where: { queue: { equals: HOUSEKEEPING_QUEUE } },
    })
    const scheduled = await payload.jobs.handleSchedules({ queue: HOUSEKEEPING_QUEUE })
    // Beside it on the same queue, the visits' daily sums (every ten minutes), the demo
    // payments' hourly billing run (it charges nothing with a Stripe key) and the nightly backup.
    expect(scheduled.queued.map((entry) => entry.taskConfig?.slug).sort()).toEqual([
      'demoBilling',
      'housekeeping',
      'nightlyBackup',
      'sumTraffic',
    ])
    // It is due at the next full minute; the test does not wait for it. The backup keeps its
    // night: this test is about holds, not about writing a copy of the database.
    await queryRows(
      payload,
      sql`update payload_jobs set wait_until = now() - interval '1 second'
          where queue = ${HOUSEKEEPING_QUEUE} and task_slug <> 'nightlyBackup'`,
    )
    await payload.jobs.run({ queue: HOUSEKEEPING_QUEUE })
    const [job] = (
      await payload.find({
        collection: 'payload-jobs',
        where: { queue: { equals: HOUSEKEEPING_QUEUE } },
      })
    ).docs
    // Completed jobs are deleted; one still there must at least not have failed.
    expect(job?.hasError ?? false).toBe(false)

    for (const workshop of workshops) {
      expect(await seatsTaken(workshop.id)).toBe(0)
      expect((await holdsOf(workshop.id))[0]!.paymentStatus).toBe('expired')
    }
    expect(await hitsSoFar(payload, RATE_RULES.leadPerAddress, live)).toBe(1)
    const counters = await queryRows<{ key: string }>(
      payload,
      sql`select key from rate_limits where key in (
            ${rateLimitKey(RATE_RULES.leadPerAddress, ended)},
            ${rateLimitKey(RATE_RULES.leadPerAddress, live)})`,
    )
    expect(counters.map((row) => row.key)).toEqual([rateLimitKey(RATE_RULES.leadPerAddress, live)])

    const left = async (collection: 'member-sessions' | 'access-links') =>
      (await payload.find({ collection, where: { email: { equals: email } }, sort: 'id' })).docs
        .map((row) => row.id)
        .sort((a, b) => a - b)
    expect(await left('member-sessions')).toEqual([liveSession.id])
    expect(await left('access-links')).toEqual([recentlyExpired.id, usedToday.id])
  })
})

describe("a contact message is stored together with the owner's notification, or not at all", () => {
  it('a message is kept only with its notification: when the notification cannot be queued, neither is', async () => {
    const delivered = unique('contact')
    const answer = await call('post /contact', {
      body: { email: delivered, name: 'Both', message: 'Hello, is this thing on?' },
    })
    expect(answer.status).toBe(201)
    const { id } = await answer.json()
    const notified = await payload.find({
      collection: 'email-messages',
      where: { replyTo: { equals: delivered } },
    })
    expect(notified.docs.map((message) => message.to).sort()).toEqual(
      (await ownerAddresses(payload)).sort(),
    )
    expect(notified.docs[0]!.text).toContain(`/admin/collections/contact-messages/${id}`)

    const email = unique('atomic-contact')
    // The database refuses the notification of this one message (a full disk, a lost connection).
    await queryRows(
      payload,
      sql.raw(`create or replace function refuse_notification() returns trigger as $$
        begin
          if new.reply_to = '${email}' then raise exception 'queue unavailable'; end if;
          return new;
        end $$ language plpgsql`),
    )
    await queryRows(
      payload,
      sql`create trigger refuse_notification before insert on email_messages
          for each row execute function refuse_notification()`,
    )
    try {
      await expect(
        call('post /contact', {
          body: { email, name: 'Atomic', message: 'Will the owner hear of this?' },
        }),
      ).rejects.toThrow()
    } finally {
      await queryRows(payload, sql`drop trigger refuse_notification on email_messages`)
      await queryRows(payload, sql`drop function refuse_notification`)
    }
    const stored = await payload.count({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })
    expect(stored.totalDocs).toBe(0)
  })
})
