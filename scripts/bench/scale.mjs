#!/usr/bin/env node
// npm run bench:scale: the site as a deployment at scale runs it, on this machine. One throw-away
// Postgres, one production build (.next-bench), two web processes (server/serve.mjs, JOBS_AUTORUN=0,
// TRUST_PROXY=1) behind a small round-robin proxy (scripts/bench/proxy.mjs), `npm run jobs` as
// the only worker (a second one joins later), and a local SMTP peer. It prints what held across
// the processes and the sign-up rate through the proxy with one process, two, and bare node:http,
// and exits 1 when a check fails:
//   sign-ups from distinct visitors: rows = 2xx, each visitor's e-mails received once;
//   a rate limit is one budget: 21 requests over both processes, exactly 20 accepted;
//   an owner's sign-in link asked through A signs in once (A and B race it), her session works on both;
//   a payment confirmed at A and B at once: one paid order, one payment, one receipt; her session
//   (started by one process) opens her course on the other;
//   a buyer's access link asked through A signs in once when A and B race it;
//   a workshop's last 5 spots raced by 12 visitors over both: 5 taken, none over-sold;
//   a coupon for 5 raced by 12 checkouts over both: 5 held;
//   a second worker beside the first: still no e-mail twice;
//   SIGKILL of one web process mid-load: every acknowledged (2xx) sign-up is stored.
//
//   --seconds <n>      each req/s measurement, and the kill phase (default 10)
//   --connections <n>  concurrent connections (default 20)
//   --signups <n>      sign-ups per e-mail check, each e-mailed (default 200)
//   --no-build         reuse .next-bench when it holds a build
//   --push             schema by push instead of migrations
//   BENCH_PORT         the proxy's port, the site's address (default 3225); the web processes
//                      listen on free ports of their own
//   BENCH_DIST_DIR     another build folder than .next-bench (scripts/bench/harness.mjs)
import { mkdirSync, openSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { typescriptCommand } from '../lib/bundle.mjs'
import { readable } from '../lib/mail-sink.mjs'
import { start } from '../lib/run.mjs'
import {
  assertPortFree,
  benchEnv,
  benchOptions,
  createHarness,
  formatTable,
  log,
  readOptions,
  sleep,
} from './harness.mjs'
import { startProxy } from './proxy.mjs'

const DATABASE = 'app_bench_scale'
const OWNER = 'owner@example.com'
const MAIL_TIMEOUT_MS = 180_000
const HEALTH_TIMEOUT_MS = 120_000
const DRAIN_LIMIT_S = 30

const options = readOptions(
  benchOptions({ seconds: 10, connections: 20, signups: 200, build: true, push: false }),
)
const proxyPort = Number(process.env.BENCH_PORT || 3225)

/** A port nothing listens on now (the web processes', behind the proxy). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Child processes of this bench (web processes, workers), stopped by the cleanup. */
const children = []
let proxy
let bare
let smtp
let client
const harness = createHarness({
  scratchPrefix: 'somatic-bench-scale-',
  stopping: 'the web processes, the workers, the proxy, the SMTP peer and the database',
  stopFirst: async (attempt) => {
    if (proxy) await attempt('stop the proxy', () => proxy.close())
    if (bare?.listening) await attempt('stop the bare server', () => closeServer(bare))
    for (const child of children) {
      await attempt('stop a child process', async () => {
        if (child.child.exitCode !== null || child.child.signalCode !== null) return
        child.child.kill('SIGTERM')
        const stopped = await Promise.race([child.exited.then(() => true), sleep(15_000)])
        if (!stopped) child.child.kill('SIGKILL')
      })
    }
    if (client) await attempt('close the database client', () => client.end())
    if (smtp) await attempt('stop the SMTP peer', () => new Promise((r) => smtp.close(r)))
  },
})
const env = benchEnv({ port: proxyPort, scratch: harness.scratch, push: options.push })
Object.assign(env, { JOBS_AUTORUN: '0', TRUST_PROXY: '1', ALLOW_DEMO_PAYMENTS: '1' })

const closeServer = (server) => {
  server.closeAllConnections?.()
  return new Promise((resolve) => server.close(resolve))
}

// ─── The pieces ─────────────────────────────────────────────────────────────────────────────────

/** The receiving mail server: every message, by recipient. */
async function startPeer() {
  const mail = []
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 1000,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
        mail.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(headers)?.[1] ?? '',
          text: readable(raw),
        })
        callback()
      })
    },
  })
  smtp.on('error', () => {}) // a worker stopped mid-session resets its connection
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const to = (address) => mail.filter((m) => m.to.includes(address.toLowerCase()))
  return { mail, to, url: `smtp://127.0.0.1:${smtp.server.address().port}` }
}

async function startBare() {
  bare = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end('{"ok":true}')
    })
  })
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${bare.address().port}`
}

/** Each child's output, kept after the run (the scratch folder is not) for a failed check. */
const logDir = path.join(os.tmpdir(), 'somatic-bench-scale-logs')
rmSync(logDir, { recursive: true, force: true })
mkdirSync(logDir, { recursive: true })

function logFile(name) {
  const file = path.join(logDir, `${name}.log`)
  return { file, fd: openSync(file, 'a') }
}

async function startWeb(port) {
  const { file, fd } = logFile(`web-${port}`)
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : []
  const web = start(process.execPath, [...profile, 'server/serve.mjs', '--port', String(port)], {
    env: { ...env, LISTEN_ADDRESS: '127.0.0.1' },
    output: fd,
  })
  children.push(web)
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (web.child.exitCode !== null) throw new Error(`web process on ${port} exited; see ${file}`)
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) {
        log(`web process healthy at ${origin} (log: ${file})`)
        return { ...web, origin }
      }
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${origin}/api/health did not answer 200 in time; see ${file}`)
}

/** `npm run jobs` as a deployment runs it (DATABASE_URL already in its environment). */
async function startWorker(name) {
  const { file, fd } = logFile(name)
  const [command, args] = await typescriptCommand('scripts/jobs.ts')
  const worker = start(command, args, { env, output: fd })
  children.push(worker)
  log(`${name} started (log: ${file})`)
  return worker
}

// ─── Requests ───────────────────────────────────────────────────────────────────────────────────

let visitors = 0
const nextVisitor = () => {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

/** One request as a browser would send it through the balancer (its visitor in X-Forwarded-For). */
async function send(origin, method, route, { body, visitor = nextVisitor(), cookie } = {}) {
  const response = await fetch(`${origin}${route}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-forwarded-for': visitor,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let json = {}
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    json,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '',
  }
}

const lead = (email) => ({ email, name: 'Scale Bench', source: 'meditation-download' })

/**
 * `count` sign-ups from distinct visitors through `origin`, `connections` at a time; which were
 * acknowledged (2xx) and how the others were answered. `stopAfterMs` ends it early.
 */
async function signUps(origin, prefix, { count = Infinity, stopAfterMs = Infinity } = {}) {
  const acknowledged = []
  const statuses = new Map()
  const began = Date.now()
  let made = 0
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (made < count && Date.now() - began < stopAfterMs) {
        made += 1
        const email = `${prefix}+${made}@example.com`
        let status
        try {
          status = (await send(origin, 'POST', '/api/leads', { body: lead(email) })).status
        } catch (error) {
          status = `error ${error.cause?.code ?? error.message}`
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (typeof status === 'number' && status >= 200 && status < 300) acknowledged.push(email)
      }
    }),
  )
  return { acknowledged, statuses, made }
}

/** Answers as "status: message" for a failed check's detail. */
const said = (answers) =>
  answers
    .map((answer) => `${answer.status}${answer.json?.message ? ` ${answer.json.message}` : ''}`)
    .filter((line, i, all) => all.indexOf(line) === i)
    .join('; ')

const statusList = (statuses) =>
  [...statuses.entries()].map(([status, count]) => `${status}×${count}`).join(' ')

/** req/s of sign-ups through the proxy for `options.seconds`, each in-flight request finished. */
function measure(url, label, prefix) {
  let sequence = 0
  const clients = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds + DRAIN_LIMIT_S,
        requests: [
          {
            method: 'POST',
            path: '/api/leads',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              sequence += 1
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${200 + ((sequence >> 16) & 31)}.${(sequence >> 8) & 255}.${sequence & 255}`,
                },
                body: JSON.stringify(lead(`${prefix}+${sequence}@example.com`)),
              }
            },
          },
        ],
        setupClient: (c) => clients.push(c),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    setTimeout(() => {
      for (const c of clients) c.responseMax = Math.max(1, c.reqsMade)
    }, options.seconds * 1000)
    log(`${label}: ${options.connections} connections for ${options.seconds} s → ${url}`)
    instance.on('error', reject)
  })
}

const rowsLike = async (pattern) =>
  Number(
    (await client.query('select count(*)::int as n from leads where email like $1', [pattern]))
      .rows[0].n,
  )

/** Waits until `done()` holds (the worker sending), or the time is up. */
async function waitFor(what, done, timeoutMs = MAIL_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await done()) return true
    await sleep(250)
  }
  log(`gave up waiting for ${what}`)
  return false
}

/** Addresses that received one message twice (same subject), among `addresses` or all. */
function duplicates(peer, addresses) {
  const seen = new Map()
  for (const message of peer.mail) {
    for (const to of message.to) {
      if (addresses && !addresses.has(to)) continue
      const key = `${to}\n${message.subject}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
  }
  return [...seen.entries()].filter(([, n]) => n > 1).map(([key]) => key.split('\n')[0])
}

// ─── The run ────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  await assertPortFree(proxyPort, '127.0.0.1')
  const peer = await startPeer()
  env.SMTP_URL = peer.url
  const db = await harness.prepare({ env, database: DATABASE, build: options.build })
  client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()

  const webPorts = [await freePort(), await freePort()]
  const [a, b] = await Promise.all(webPorts.map(startWeb))
  const bareOrigin = await startBare()
  proxy = await startProxy({ targets: [a.origin], port: proxyPort })
  const checks = []
  const check = (name, ok, detail) => {
    checks.push({ name, ok, detail })
    log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`)
  }

  // 1. Sign-up rate through the proxy: bare node, one web process, two. No worker yet: the
  // e-mails these queue are set aside afterwards, the checks below have their own.
  const rates = []
  for (const [label, targets, prefix] of [
    ['bare node:http via proxy', [bareOrigin], 'rps-bare'],
    ['1 web process via proxy', [a.origin], 'rps-one'],
    ['2 web processes via proxy', [a.origin, b.origin], 'rps-two'],
  ]) {
    proxy.setTargets(targets)
    const result = await measure(proxy.origin, label, prefix)
    const rows = prefix === 'rps-bare' ? null : await rowsLike(`${prefix}+%`)
    rates.push({ label, result, rows })
    if (rows !== null) {
      check(`${label}: rows = 2xx`, rows === result['2xx'], `${rows} rows, ${result['2xx']} 2xx`)
    }
  }
  await client.query(
    `with set_aside as (
       update email_messages set status = 'skipped' where "to" like 'rps-%' and status = 'queued'
       returning id)
     delete from payload_jobs j using set_aside s
      where j.task_slug = 'sendEmail' and (j.input ->> 'messageId')::int = s.id`,
  )
  // Their welcomes too: a sign-up queues its welcome as its sequence's first step (a job that
  // renders and sends it), thousands of them ahead of the checked sign-ups' in the queue.
  await client.query(
    `delete from payload_jobs j
      using sequence_enrollments e join contacts c on c.id = e.contact_id
      where j.task_slug = 'sendSequenceStep' and (j.input ->> 'enrollmentId')::int = e.id
        and c.email like 'rps-%'`,
  )
  proxy.setTargets([a.origin, b.origin])

  // 2. The worker, and sign-ups whose e-mails it sends.
  await startWorker('worker-1')
  const first = await signUps(proxy.origin, 'signup-1', { count: options.signups })
  const firstRows = await rowsLike('signup-1+%')
  check(
    'sign-ups over both: rows = 2xx',
    firstRows === first.acknowledged.length,
    `${firstRows} rows, ${first.acknowledged.length} 2xx (${statusList(first.statuses)})`,
  )
  const firstAddresses = new Set(first.acknowledged)
  await waitFor('the welcome e-mails', () =>
    first.acknowledged.every((email) => peer.to(email).length > 0),
  )
  const firstMissing = first.acknowledged.filter((email) => !peer.to(email).length).length
  const firstTwice = duplicates(peer, firstAddresses)
  check(
    'each welcome e-mail received exactly once',
    firstMissing === 0 && firstTwice.length === 0,
    `${firstAddresses.size - firstMissing} received, ${firstMissing} missing, ${firstTwice.length} twice`,
  )

  // 3. One client's budget is one budget: access-link requests, 20 per 15 minutes per client.
  const limited = await Promise.all(
    Array.from({ length: 21 }, (_, i) =>
      send(proxy.origin, 'POST', '/api/member/access-link', {
        body: { email: `nobody${i}@example.com` },
        visitor: '198.51.100.26',
      }),
    ),
  )
  const accepted = limited.filter((answer) => answer.status < 300).length
  const refused = limited.filter((answer) => answer.status === 429).length
  check(
    'rate limit across processes (21 over both, limit 20)',
    accepted === 20 && refused === 1,
    `${accepted} accepted, ${refused} refused${accepted === 20 ? '' : ` (${said(limited)})`}`,
  )

  // 4. The owner's sign-in link, asked through A, raced at A and B; her session on both.
  const ownerBefore = peer.to(OWNER).length
  await send(a.origin, 'POST', '/api/admin/request-magic-link', { body: { email: OWNER } })
  let ownerToken
  await waitFor('the owner’s sign-in link', () => {
    const mail = peer.to(OWNER).slice(ownerBefore).at(-1)
    ownerToken = mail && /verify-magic-link\?token=([\w-]+)/.exec(mail.text)?.[1]
    return Boolean(ownerToken)
  })
  const ownerAnswers = await Promise.all(
    [a, b].map((web) =>
      send(web.origin, 'POST', '/api/admin/verify-magic-link', { body: { token: ownerToken } }),
    ),
  )
  const ownerWins = ownerAnswers.filter((answer) => answer.status === 200 && answer.cookie)
  const ownerEverywhere = ownerWins.length
    ? await Promise.all(
        [a, b].map(
          async (web) =>
            (
              await send(web.origin, 'GET', '/api/admin/verify-auth', {
                cookie: ownerWins[0].cookie,
              })
            ).status,
        ),
      )
    : []
  check(
    'owner link used at A and B at once signs in once; session works on both',
    Boolean(ownerToken) &&
      ownerWins.length === 1 &&
      ownerEverywhere.every((status) => status === 200),
    `answers ${ownerAnswers.map((x) => x.status).join('/')}, session ${ownerEverywhere.join('/') || '–'}`,
  )

  // 5. A payment confirmed at both at once (the demo stand-in for Stripe's webhook).
  const buyer = 'scale-buyer@example.com'
  const intent = await send(proxy.origin, 'POST', '/api/create-payment-intent', {
    body: { email: buyer },
  })
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }
  const paidAnswers = await Promise.all(
    [a, b].map((web) =>
      send(web.origin, 'POST', '/api/demo-payments/confirm', {
        body: { clientSecret: intent.json.clientSecret, ...card },
      }),
    ),
  )
  const { rows: orders } = await client.query(
    `select o.id, (select count(*)::int from order_payments p where p.order_id = o.id) as payments
       from orders o where o.email = $1 and o.status = 'paid'`,
    [buyer],
  )
  await waitFor('the receipt', () => peer.to(buyer).length > 0)
  const started = paidAnswers.findIndex((answer) => answer.status === 200 && answer.cookie)
  const other = started === 0 ? b : a
  const course =
    started >= 0
      ? (await send(other.origin, 'GET', '/api/course', { cookie: paidAnswers[started].cookie }))
          .status
      : 0
  check(
    'payment confirmed at A and B at once fulfils once',
    orders.length === 1 && orders[0].payments === 1,
    `${orders.length} paid order(s), ${orders[0]?.payments ?? 0} payment(s), answers ${said([intent, ...paidAnswers])}`,
  )
  check(
    'her session from one process opens her course on the other',
    course === 200,
    `GET /api/course → ${course}`,
  )

  // 6. Her access link asked through A, raced at A and B: one sign-in.
  const buyerBefore = peer.to(buyer).length
  await send(a.origin, 'POST', '/api/member/access-link', { body: { email: buyer } })
  let buyerToken
  await waitFor('her access link', () => {
    const mail = peer.to(buyer).slice(buyerBefore).at(-1)
    buyerToken = mail && /member\/sign-in\?token=([\w-]+)/.exec(mail.text)?.[1]
    return Boolean(buyerToken)
  })
  const signIns = await Promise.all(
    [a, b].map((web) =>
      send(web.origin, 'POST', '/api/member/sign-in', { body: { token: buyerToken } }),
    ),
  )
  const signedIn = signIns.filter((answer) => answer.cookie.startsWith('member')).length
  check(
    'access link used at A and B at once signs in once',
    Boolean(buyerToken) && signedIn === 1,
    `${signedIn} session(s), answers ${signIns.map((x) => x.status).join('/')}${buyerToken ? '' : ' (no link received)'}`,
  )

  // 7. A workshop's last 5 spots raced by 12 visitors over both.
  const { rows: workshops } = await client.query(
    `update workshops set max_participants = current_registrations + 5
      where id = (select id from workshops where is_active and date > now() order by date limit 1)
      returning id, slug, max_participants`,
  )
  const workshop = workshops[0]
  let seatDetail = 'no upcoming workshop in the seed'
  let seatsOk = false
  if (workshop) {
    const before = await registrationsOf(workshop.id)
    const seatAnswers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send([a, b][i % 2].origin, 'POST', `/api/workshop/${workshop.slug}/register`, {
          body: { name: `Racer ${i}`, email: `seat${i}@example.com` },
        }),
      ),
    )
    const taken = (await registrationsOf(workshop.id)) - before
    const granted = seatAnswers.filter((answer) => answer.status === 201).length
    const { rows } = await client.query(
      'select current_registrations, max_participants from workshops where id = $1',
      [workshop.id],
    )
    seatsOk =
      granted === 5 &&
      taken === 5 &&
      Number(rows[0].current_registrations) <= Number(rows[0].max_participants)
    seatDetail = `${granted} accepted, ${taken} stored, ${rows[0].current_registrations}/${rows[0].max_participants} taken (${said(seatAnswers)})`
  }
  check('workshop seat race over both (5 left, 12 racers)', seatsOk, seatDetail)

  // 8. A coupon for 5 raced by 12 checkouts over both.
  // Written as the owner's admin form would store it (code upper-cased, for the main offer).
  const { rows: made } = await client.query(
    `with coupon as (
       insert into coupons (code, discount_type, percent_off, max_redemptions, redemption_count)
       values ('SCALE5', 'percent', 25, 5, 0) returning id)
     insert into coupons_rels ("order", parent_id, path, offers_id)
     select 1, coupon.id, 'offers',
            coalesce((select main_offer_id from site_settings limit 1),
                     (select id from offers where is_active order by id limit 1))
       from coupon returning parent_id`,
  )
  const couponAnswers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      send([a, b][i % 2].origin, 'POST', '/api/create-payment-intent', {
        body: { email: `coupon${i}@example.com`, coupon: 'scale5' },
      }),
    ),
  )
  const held = couponAnswers.filter((answer) => answer.status === 200).length
  const { rows: coupon } = await client.query(
    `select redemption_count::int as redemption_count from coupons where code = 'SCALE5'`,
  )
  check(
    'coupon race over both (limit 5, 12 checkouts)',
    made.length === 1 && held === 5 && coupon[0]?.redemption_count === 5,
    `${held} held, count ${coupon[0]?.redemption_count ?? '–'} (${said(couponAnswers)})`,
  )

  // 9. A second worker beside the first: sign-ups again, still each e-mail once.
  await startWorker('worker-2')
  const second = await signUps(proxy.origin, 'signup-2', { count: options.signups })
  const secondAddresses = new Set(second.acknowledged)
  await waitFor('the welcome e-mails (two workers)', () =>
    second.acknowledged.every((email) => peer.to(email).length > 0),
  )
  const secondMissing = second.acknowledged.filter((email) => !peer.to(email).length).length
  const secondTwice = duplicates(peer, secondAddresses)
  check(
    'two workers: each welcome e-mail exactly once',
    secondMissing === 0 && secondTwice.length === 0 && second.acknowledged.length > 0,
    `${secondAddresses.size - secondMissing} received, ${secondMissing} missing, ${secondTwice.length} twice`,
  )

  // 10. SIGKILL of web process B mid-load: no acknowledged sign-up lost.
  const killAt = (options.seconds * 1000) / 2
  const killing = sleep(killAt).then(() => {
    log('SIGKILL to web process B')
    b.child.kill('SIGKILL')
  })
  const crash = await signUps(proxy.origin, 'crash', { stopAfterMs: options.seconds * 1000 })
  await killing
  await sleep(1000)
  const { rows: stored } = await client.query(`select email from leads where email like 'crash+%'`)
  const storedSet = new Set(stored.map((row) => row.email))
  const lost = crash.acknowledged.filter((email) => !storedSet.has(email)).length
  check(
    'SIGKILL of one web process mid-load: every acknowledged sign-up stored',
    lost === 0 && storedSet.size >= crash.acknowledged.length,
    `${crash.acknowledged.length} acknowledged, ${storedSet.size} stored, ${lost} lost (${statusList(crash.statuses)})`,
  )

  // Last: nothing anywhere was received twice.
  const everyTwice = duplicates(peer)
  check(
    'no e-mail received twice (whole run)',
    everyTwice.length === 0,
    `${peer.mail.length} messages, ${everyTwice.length} twice`,
  )

  // ─── Report ───
  const bareRate = rates[0].result.requests.average || 1
  console.log(
    `\nPOST /api/leads from distinct visitors through the round-robin proxy, ${options.connections} connections, ${options.seconds} s each\n`,
  )
  console.log(
    formatTable(
      [
        ['label', 'Behind the proxy', 'left'],
        ['rps', 'req/s', 'right'],
        ['p50', 'p50 ms', 'right'],
        ['p99', 'p99 ms', 'right'],
        ['ok', '2xx', 'right'],
        ['rows', 'Rows', 'right'],
        ['ratio', 'Ratio to bare', 'right'],
        ['statuses', 'Statuses', 'left'],
      ],
      rates.map(({ label, result, rows }) => ({
        label,
        rps: result.requests.average.toFixed(1),
        p50: String(result.latency.p50),
        p99: String(result.latency.p99),
        ok: String(result['2xx']),
        rows: rows === null ? '–' : String(rows),
        ratio: (result.requests.average / bareRate).toFixed(3),
        statuses: Object.entries(result.statusCodeStats)
          .map(([code, { count }]) => `${code}×${count}`)
          .join(' '),
      })),
    ),
  )
  console.log('\nAcross two web processes and their workers, on one Postgres\n')
  console.log(
    formatTable(
      [
        ['result', 'Result', 'left'],
        ['name', 'Check', 'left'],
        ['detail', 'Detail', 'left'],
      ],
      checks.map(({ name, ok, detail }) => ({ result: ok ? 'ok' : 'FAIL', name, detail })),
    ),
  )
  const failed = checks.filter((entry) => !entry.ok).length
  console.log(failed ? `\n${failed} check(s) failed` : '\nEvery check held')
  return failed ? 1 : 0
})

async function registrationsOf(workshopId) {
  const { rows } = await client.query(
    'select count(*)::int as n from workshop_registrations where workshop_id = $1',
    [workshopId],
  )
  return rows[0].n
}
