import { formatNames, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import * as restRoute from '@/app/(payload)/api/[...slug]/route'
import { signInWithAccessLink } from '@/auth/memberSession'
import { leadsEndpoint } from '@/endpoints/leads'
import { HOUSEKEEPING_QUEUE } from '@/jobs/housekeeping'
import { DECLARED_RECORDS, type DeclaredRecords } from '@/security/systemRecords'

import { callEndpoint } from './callEndpoint'

/*
 * Payload adds collections and globals of its own beside the site's (its jobs and their schedule,
 * migrations, locks, preferences, a key-value store), each with Payload's default access: anyone
 * signed in, a buyer too. A buyer who wrote the schedule's global (payload-jobs-stats) with a
 * last run in 2999 stopped every scheduled task (holds released, campaigns resumed, sessions
 * cleaned, traffic summed) for good. Here a buyer and a stranger try every one of them, found by
 * walking the built config, over REST and GraphQL; and the scheduler meets a stalled schedule.
 */

let payload: Payload
let buyerCookie = ''
const POISON = '2999-01-01T00:00:00.000Z'

/** The schedule as the attack left it: every task's last run in 2999. */
const FROZEN_STATS = {
  scheduledRuns: {
    queues: {
      [HOUSEKEEPING_QUEUE]: {
        tasks: {
          housekeeping: { lastScheduledRun: POISON },
          sumTraffic: { lastScheduledRun: POISON },
          demoBilling: { lastScheduledRun: POISON },
        },
      },
    },
  },
}

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH'

async function rest(method: Method, path: string, cookie: string, body?: unknown) {
  const url = new URL(`http://localhost:3000${path}`)
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  const response = await restRoute[method](
    new Request(url, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, text: await response.text() }
}

async function graphql(query: string, cookie: string) {
  const response = await graphqlRoute.POST(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    }),
    {} as never,
  )
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] },
  }
}

const visitors = () => [
  { who: 'a stranger', cookie: '' },
  { who: 'a buyer', cookie: buyerCookie },
]

/** What Payload added: everything in the built config that payload.config.ts did not declare. */
function systemRecords() {
  const declared = payload.config.custom[DECLARED_RECORDS] as DeclaredRecords
  return {
    collections: payload.config.collections.filter((c) => !declared.collections.includes(c.slug)),
    globals: payload.config.globals.filter((g) => !declared.globals.includes(g.slug)),
  }
}

const rowsOf = async (slug: string) =>
  (await payload.db.count({ collection: slug as never, where: {} })).totalDocs

const jobsStats = () =>
  payload.db.findGlobal({ slug: 'payload-jobs-stats', where: {} } as never) as Promise<{
    stats?: { scheduledRuns?: { queues?: Record<string, { tasks?: Record<string, unknown> }> } }
  } | null>

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const email = `system-records-${Date.now()}@example.com`
  const lead = await callEndpoint(payload, leadsEndpoint, {
    body: { email, name: 'Schedule Freezer', source: 'meditation-download' },
  })
  expect(lead.status).toBeLessThan(300)
  buyerCookie = (await signInWithAccessLink(payload, email)).split(';')[0]!
  // The schedule's global exists once the scheduler has run once (as on a live site).
  await payload.jobs.handleSchedules({ allQueues: true })
})

describe("Payload's own collections and globals are the owner's, or closed", () => {
  it('the walk finds what Payload adds (jobs, their schedule, migrations, locks, preferences)', () => {
    const { collections, globals } = systemRecords()
    expect(collections.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'payload-jobs',
        'payload-migrations',
        'payload-locked-documents',
        'payload-preferences',
      ]),
    )
    expect(globals.map((g) => g.slug)).toContain('payload-jobs-stats')
  })

  it("a buyer's write of the job schedule with a last run in 2999: refused, nothing changes", async () => {
    const before = JSON.stringify(await jobsStats())
    const frozen = { stats: FROZEN_STATS }
    for (const { who, cookie } of visitors()) {
      const answer = await rest('POST', '/api/globals/payload-jobs-stats', cookie, frozen)
      expect(answer.status, `${who}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, who).toBeLessThan(500)
      const mutation = await graphql(
        `mutation { updatePayloadJobsStat(data: { stats: ${JSON.stringify(
          JSON.stringify(frozen.stats),
        )} }) { stats } }`,
        cookie,
      )
      expect(mutation.json.errors?.length, `${who}: ${mutation.text.slice(0, 300)}`).toBeTruthy()
      expect(mutation.json.data?.updatePayloadJobsStat ?? null, who).toBeNull()
    }
    expect(JSON.stringify(await jobsStats())).toBe(before)
    expect(JSON.stringify(await jobsStats())).not.toContain('2999')
  })

  it('every collection Payload adds: a buyer and a stranger can neither read nor write it (REST)', async () => {
    for (const collection of systemRecords().collections) {
      const { slug } = collection
      const rows = await rowsOf(slug)
      for (const { who, cookie } of visitors()) {
        for (const [method, path, body] of [
          ['GET', `/api/${slug}`],
          ['GET', `/api/${slug}/1`],
          ['POST', `/api/${slug}`, { name: 'x', key: 'x', value: { x: 1 } }],
          ['PATCH', `/api/${slug}/1`, { name: 'x' }],
          ['DELETE', `/api/${slug}?where[id][exists]=true`],
        ] as [Method, string, unknown?][]) {
          const answer = await rest(method, path, cookie, body)
          const label = `${who}: ${method} ${path} → ${answer.status} ${answer.text.slice(0, 200)}`
          expect(answer.status, label).toBeGreaterThanOrEqual(400)
          expect(answer.status, label).toBeLessThan(500)
        }
      }
      expect(await rowsOf(slug), slug).toBe(rows)
    }
  })

  it('every global Payload adds: a buyer and a stranger can neither read nor write it (REST)', async () => {
    for (const { slug } of systemRecords().globals) {
      for (const { who, cookie } of visitors()) {
        for (const method of ['GET', 'POST'] as Method[]) {
          const answer = await rest(
            method,
            `/api/globals/${slug}`,
            cookie,
            method === 'POST' ? {} : undefined,
          )
          const label = `${who}: ${method} /api/globals/${slug} → ${answer.status} ${answer.text.slice(0, 200)}`
          expect(answer.status, label).toBeGreaterThanOrEqual(400)
          expect(answer.status, label).toBeLessThan(500)
        }
      }
    }
  })

  it('every one Payload adds: refused over GraphQL too, reads and writes', async () => {
    const { collections, globals } = systemRecords()
    let asked = 0
    for (const collection of collections) {
      if (collection.graphQL === false) continue
      const { singular, plural } = formatNames(collection.slug)
      const list = singular === plural ? `all${singular}` : plural
      for (const { who, cookie } of visitors()) {
        for (const query of [
          `query { ${list} { docs { id } } }`,
          `query { ${singular}(id: 1) { id } }`,
          `mutation { delete${singular}(id: 1) { id } }`,
        ]) {
          const answer = await graphql(query, cookie)
          asked += 1
          const label = `${who}: ${query} → ${answer.text.slice(0, 300)}`
          expect(answer.json.errors?.length, label).toBeTruthy()
          expect(JSON.stringify(answer.json.errors), label).not.toMatch(/Cannot query field/)
          expect(Object.values(answer.json.data ?? {}).filter(Boolean), label).toEqual([])
        }
      }
    }
    for (const global of globals) {
      if (global.graphQL === false) continue
      const name = formatNames(global.slug).singular
      for (const { who, cookie } of visitors()) {
        const answer = await graphql(`query { ${name} { updatedAt } }`, cookie)
        asked += 1
        const label = `${who}: ${name} → ${answer.text.slice(0, 300)}`
        expect(answer.json.errors?.length, label).toBeTruthy()
        expect(JSON.stringify(answer.json.errors), label).not.toMatch(/Cannot query field/)
      }
    }
    expect(asked).toBeGreaterThan(10)
  })

  it('the owner still keeps her own preferences', async () => {
    const { docs } = await payload.find({ collection: 'users', limit: 1, depth: 0 })
    const owner = { ...docs[0]!, collection: 'users' as const }
    await payload.create({
      collection: 'payload-preferences',
      data: {
        key: 'system-records-test',
        user: { relationTo: 'users', value: owner.id },
        value: { open: true },
      },
      overrideAccess: false,
      user: owner,
    })
    const found = await payload.find({
      collection: 'payload-preferences',
      where: { key: { equals: 'system-records-test' } },
      overrideAccess: false,
      user: owner,
    })
    expect(found.docs.map((doc) => doc.value)).toEqual([{ open: true }])
  })
})

describe('the scheduler mends a schedule recorded in the far future', () => {
  it('a last run recorded for 2999, and a run queued then: housekeeping is scheduled again from now', async () => {
    // The state a write before the global was closed left: the last runs in 2999, and the runs
    // Payload queued for then, which stop it from queuing any other.
    const stats = (await jobsStats()) ?? {}
    await payload.db.updateGlobal({
      slug: 'payload-jobs-stats',
      data: {
        ...stats,
        stats: FROZEN_STATS,
      },
    } as never)
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
    for (const task of ['housekeeping', 'sumTraffic', 'demoBilling'] as const) {
      await payload.jobs.queue({
        task,
        input: {},
        queue: HOUSEKEEPING_QUEUE,
        waitUntil: new Date(POISON),
        meta: { scheduled: true },
      } as never)
    }

    await payload.jobs.handleSchedules({ allQueues: true })

    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      limit: 50,
      depth: 0,
    })
    const byTask = new Map(docs.map((job) => [job.taskSlug, job]))
    for (const task of ['housekeeping', 'sumTraffic', 'demoBilling']) {
      const job = byTask.get(task as never)
      expect(job, `${task} is queued again`).toBeDefined()
      const waitUntil = new Date(job!.waitUntil ?? 0).getTime()
      // The cron's next time from now: within the hour (demoBilling's cron is hourly).
      expect(waitUntil, task).toBeLessThanOrEqual(Date.now() + 61 * 60_000)
    }
    expect(docs.some((job) => String(job.waitUntil).startsWith('2999'))).toBe(false)

    // Housekeeping runs when its time comes, and the schedule records a real time again.
    await payload.jobs.run({ queue: HOUSEKEEPING_QUEUE, limit: 10 })
    await payload.jobs.handleSchedules({ allQueues: true })
    const recorded = (await jobsStats())?.stats?.scheduledRuns?.queues?.[HOUSEKEEPING_QUEUE]?.tasks
    const last = (recorded?.housekeeping as { lastScheduledRun?: string } | undefined)
      ?.lastScheduledRun
    expect(new Date(last ?? POISON).getTime()).toBeLessThanOrEqual(Date.now() + 60_000)
  })
})
