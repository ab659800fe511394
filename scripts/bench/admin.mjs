#!/usr/bin/env node
// npm run bench:admin: how fast the Admin Center reads a business of realistic size. A throw-away
// database gets 100,000 leads (each with her contact), 10,000 purchases and 5,000 applications
// by bulk SQL; a production build serves it; the owner's session is minted in the database (as
// verify-magic-link would make it). Prints the time from request to last byte on loopback (p50,
// p95) of the overview page, a leads search, the applications list, the analytics call and the
// CSV export of every lead, with the server's memory growth during that export (VmRSS sampled
// from /proc), and each figure against its target. Exits non-zero when the bench cannot run;
// missing a target is reported, not fatal (it is a benchmark, not a test).
//
//   --runs <n>     timed requests per row (default 40, after 5 warm-up requests)
//   --no-build     reuse its build (.next-bench-admin) when there is one
//   BENCH_PORT     port of the production server (default 3420)
import os from 'node:os'

import pg from 'pg'

import {
  assertPortFree,
  benchOptions,
  benchEnv,
  createHarness,
  formatTable,
  log,
  ownerCookie,
  readOptions,
  rssKb,
  serverPid,
  sleep,
} from './harness.mjs'

const DATABASE = 'app_bench_admin'
const LEADS = 100_000
const PURCHASES = 10_000
const APPLICATIONS = 5_000
const TARGET_P95_MS = 100
const TARGET_EXPORT_MS = 5_000
const TARGET_EXPORT_MB = 50
const WARM_UP = 5

const options = readOptions(benchOptions({ runs: 40, build: true }))
const port = Number(process.env.BENCH_PORT || 3420)
const harness = createHarness({
  scratchPrefix: 'somatic-bench-admin-',
  stopping: 'the server and the database',
})
const env = benchEnv({ port, scratch: harness.scratch, push: false })
// Its own build folder: this bench may run while another bench builds .next-bench.
env.NEXT_DIST_DIR = '.next-bench-admin'

// ── data ────────────────────────────────────────────────────────────────────────────────────────

const ANSWER =
  "I have practised yoga for years and I am beginning to notice how often I leave my body when I'm with other people."

/** 100k contacts and their leads, 10k purchases, 5k applications: set-based SQL, a few seconds. */
async function fill(client) {
  const started = Date.now()
  await client.query('begin')
  // Spread over the last year, newest with the highest number, as a live site would have them.
  await client.query(
    `insert into contacts (email, name, status, first_seen_at, last_seen_at, subscribed, unsubscribe_token, created_at, updated_at)
     select 'lead' || i || '@example.com',
            case when i % 7 = 0 then null else (array['Anna','Maya','Joanna','Leila','Sofia','Ines'])[1 + i % 6] || ' ' || 'Bench' || i end,
            case when i <= $2 then 'customer'::enum_contacts_status else 'new'::enum_contacts_status end,
            t, t, true, md5('bench' || i), t, t
       from generate_series(1, $1::int) as i,
            lateral (select now() - ((($1::int - i)::float / $1::int) * interval '365 days') as t) as at`,
    [LEADS, PURCHASES],
  )
  await client.query(
    `insert into leads (email, name, source, quiz_result, quiz_answers, contact_id, created_at, updated_at, last_seen_at)
     select c.email, c.name, s.source,
            case when s.source like 'quiz_%' then substr(s.source, 6)::enum_leads_quiz_result end,
            case when s.source like 'quiz_%' then '{"q1":"a","q2":"b","q3":"c","q4":"d","q5":"a","q6":"b"}' end,
            c.id, c.created_at, c.created_at, c.created_at
       from contacts c,
            lateral (select (array['meditation-download','quiz_rebel','quiz_perfectionist','quiz_people_pleaser'])[1 + c.id % 4] as source) as s
      where c.email like 'lead%@example.com'`,
  )
  await client.query(
    `insert into orders (email, offer_id, amount_in_cents, paid_in_cents, installments_total, installments_paid,
                         status, paid_at, mode, provider_payment_intent_id, contact_id, created_at, updated_at)
     select c.email, s.main_offer_id, a.cents, a.cents, 1, 1, 'paid', t, 'demo', 'demo_pi_bench_' || c.id, c.id, t, t
       from contacts c cross join (select main_offer_id from site_settings limit 1) s,
            lateral (select now() - ((c.id % 60) * interval '1 day') as t,
                            case when c.id % 3 = 0 then 6400 else 4400 end as cents) as a
      where c.status = 'customer'`,
  )
  // Her buyers' course access: the main offer's course, with the bonus lessons for a third.
  await client.query(
    `insert into memberships (email, course_id, order_id, offer_id, order_course, includes_bonus_lessons, status,
                              starts_at, contact_id, created_at, updated_at)
     select o.email, r.courses_id, o.id, o.offer_id, o.id || ':' || r.courses_id, o.amount_in_cents = 6400, 'active',
            o.paid_at, o.contact_id, o.created_at, o.updated_at
       from orders o join offers_rels r on r.parent_id = o.offer_id and r.path = 'courses'
      where o.provider_payment_intent_id like 'demo_pi_bench_%'`,
  )
  await client.query(
    `insert into applications (name, email, phone, status, experience, what_draws_you, hope_to_explore, challenges, support,
                               long_to_experience, afraid_to_express, desire_from_guide, contact_id, created_at, updated_at)
     select coalesce(c.name, 'Applicant ' || c.id), c.email, '+1 555 ' || lpad((c.id % 10000)::text, 4, '0'), 'new',
            $1, $1, $1, $1, $1, $1, $1, $1, c.id, c.created_at, c.created_at
       from contacts c
      where c.email like 'lead%@example.com'
      order by c.id desc
      limit $2`,
    [ANSWER, APPLICATIONS],
  )
  await client.query('commit')
  // Statistics, as autovacuum would have them by the time she searches; no vacuum: the trigram
  // indexes are built without a pending list (see the migration), so none needs merging.
  await client.query('analyze')
  const counts = await client.query(
    `select (select count(*) from leads)::int as leads, (select count(*) from orders)::int as purchases,
            (select count(*) from applications)::int as applications`,
  )
  log(
    `filled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts.rows[0])}`,
  )
}

// ── measuring ───────────────────────────────────────────────────────────────────────────────────

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/** Request to last byte, in ms; fails loudly on an answer that is not 200. */
async function timed(url, cookie) {
  const started = performance.now()
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  const body = await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== 200) {
    throw new Error(
      `${url} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`,
    )
  }
  return { ms, bytes: body.byteLength, response }
}

/** p50 and p95 over `runs` sequential requests (one owner does not hammer her own dashboard). */
async function measure(label, urls, cookie) {
  for (let i = 0; i < WARM_UP; i++) await timed(urls[i % urls.length], cookie)
  const times = []
  let bytes = 0
  for (let i = 0; i < options.runs; i++) {
    const result = await timed(urls[i % urls.length], cookie)
    times.push(result.ms)
    bytes = result.bytes
  }
  times.sort((a, b) => a - b)
  const row = { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes }
  log(`${label}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`)
  return row
}

/** Each search on its own, so a slow one is named. */
async function eachSearch(origin, searches, cookie) {
  const rows = []
  for (const q of searches) {
    rows.push(
      await measure(`  q=${q}`, [`${origin}/api/admin/leads?q=${encodeURIComponent(q)}`], cookie),
    )
  }
  return rows
}

/** Downloads the CSV of every lead while sampling the server's resident memory every 20 ms. */
async function exportAll(origin, cookie, pid) {
  // Let the server settle after the measurements above, then take its resting size.
  await sleep(2_000)
  const baseline = rssKb(pid)
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid))
  }, 20)
  const started = performance.now()
  const response = await fetch(`${origin}/api/admin/leads.csv`, { headers: { cookie } })
  let bytes = 0
  let lines = 0
  let firstByteMs = 0
  for await (const chunk of response.body) {
    if (!firstByteMs) firstByteMs = performance.now() - started
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 10) lines += 1
  }
  const ms = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, rssKb(pid))
  if (response.status !== 200) throw new Error(`leads.csv answered ${response.status}`)
  const rows = lines - 1
  if (rows !== LEADS) throw new Error(`leads.csv had ${rows} rows, not ${LEADS}`)
  return {
    ms,
    firstByteMs,
    bytes,
    rows,
    growthMb: (peak - baseline) / 1024,
    baselineMb: baseline / 1024,
  }
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')
  const db = await harness.prepare({ env, database: DATABASE, build: options.build })
  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  let cookie
  try {
    await fill(client)
    cookie = await ownerCookie(client)
  } finally {
    await client.end()
  }

  const origin = `http://127.0.0.1:${port}`
  await harness.startServer({ env, port, origin, hostname: '127.0.0.1' })
  const pid = serverPid(port)

  const searches = ['anna', 'LEAD4242', 'quiz_rebel', 'bench99', 'sofia bench1', 'nobody-here']
  const rows = [
    await measure('Overview page (/admin)', [`${origin}/admin`], cookie),
    await measure('Leads, first page (/api/admin/leads)', [`${origin}/api/admin/leads`], cookie),
    await measure(
      `Leads search (/api/admin/leads?q=…, ${searches.length} searches)`,
      searches.map((q) => `${origin}/api/admin/leads?q=${encodeURIComponent(q)}`),
      cookie,
    ),
    ...(await eachSearch(origin, searches, cookie)),
    await measure(
      'Leads search matching every row (q=example.com)',
      [`${origin}/api/admin/leads?q=example.com`],
      cookie,
    ),
    await measure(
      'Applications list (/api/admin/applications)',
      [`${origin}/api/admin/applications`],
      cookie,
    ),
    await measure(
      'Applications search (?q=maya)',
      [`${origin}/api/admin/applications?q=maya`],
      cookie,
    ),
    await measure('Analytics (/api/admin/analytics)', [`${origin}/api/admin/analytics`], cookie),
    await measure(
      'Leads tab page (/admin?tab=leads&q=anna)',
      [`${origin}/admin?tab=leads&q=anna`],
      cookie,
    ),
  ]
  const csv = await exportAll(origin, cookie, pid)

  console.log(
    `\n━━ Admin Center on ${LEADS.toLocaleString('en-US')} leads, ${PURCHASES.toLocaleString('en-US')} purchases, ` +
      `${APPLICATIONS.toLocaleString('en-US')} applications (loopback, request to last byte; ` +
      `${options.runs} runs each; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  )
  console.log(
    formatTable(
      [
        ['label', 'Request', 'left'],
        ['p50', 'p50 ms', 'right'],
        ['p95', 'p95 ms', 'right'],
        ['ratio', 'p95 / 100 ms', 'right'],
        ['verdict', 'Target', 'left'],
      ],
      rows.map((row) => ({
        label: row.label,
        p50: row.p50.toFixed(1),
        p95: row.p95.toFixed(1),
        ratio: (row.p95 / TARGET_P95_MS).toFixed(2),
        verdict: row.p95 <= TARGET_P95_MS ? 'met' : 'MISSED',
      })),
    ),
  )
  console.log(
    `\nCSV export of every lead: ${csv.rows.toLocaleString('en-US')} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB ` +
      `in ${(csv.ms / 1000).toFixed(2)} s (first byte ${csv.firstByteMs.toFixed(0)} ms) → ` +
      `${(csv.ms / TARGET_EXPORT_MS).toFixed(2)} × the 5 s target (${csv.ms <= TARGET_EXPORT_MS ? 'met' : 'MISSED'})`,
  )
  console.log(
    `Server memory during the export: +${csv.growthMb.toFixed(1)} MB over ${csv.baselineMb.toFixed(0)} MB resident → ` +
      `${(csv.growthMb / TARGET_EXPORT_MB).toFixed(2)} × the 50 MB target (${csv.growthMb <= TARGET_EXPORT_MB ? 'met' : 'MISSED'})`,
  )
})
