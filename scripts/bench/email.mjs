#!/usr/bin/env node
// npm run bench:email: a broadcast to 20,000 subscribed contacts on a production build, from a
// throw-away database to a local SMTP peer. It prints the time to enqueue (the delivery rows
// fixed), the send rate, the server's peak memory, what the peer received (exactly one message per
// address, no duplicates), and the tracked-link redirect under autocannon beside bare node:http.
// Exits non-zero when the peer's count is not exactly one per recipient.
//
//   --contacts <n>     subscribed contacts (default 20000)
//   --seconds <n>      how long the redirect load lasts (default 10)
//   --connections <n>  concurrent connections for the redirect load (default 20)
//   --no-build         reuse .next-bench (shared with the other benches) when it holds a build
//   BENCH_PORT         port of the production server (default 3420)
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { projectRoot } from '../lib/project.mjs'
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

const DATABASE = 'app_bench_email'
const SEND_TIMEOUT_MS = 30 * 60_000

const options = readOptions(
  benchOptions({ contacts: 20_000, seconds: 10, connections: 20, build: true }),
)
const port = Number(process.env.BENCH_PORT || 3420)
const resultsFile = path.join(projectRoot, 'bench-results', 'email.json')

let smtp
let bare
const harness = createHarness({
  scratchPrefix: 'somatic-bench-email-',
  stopping: 'the servers, the SMTP peer and the database',
  stopFirst: async (attempt) => {
    if (bare?.listening) await attempt('stop the bare server', () => closeServer(bare))
    if (smtp) await attempt('stop the SMTP peer', () => new Promise((r) => smtp.close(r)))
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: false })

const closeServer = (server) => {
  server.closeAllConnections?.()
  return new Promise((resolve) => server.close(resolve))
}

/** The receiving mail server: counts each recipient and each Message-ID, keeps a few tokens. */
function startPeer() {
  const received = { messages: 0, byRecipient: new Map(), messageIds: new Set(), clickTokens: [] }
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A provider takes many connections at once.
    maxClients: 1000,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk) => (data += chunk))
      stream.on('end', () => {
        received.messages += 1
        for (const { address } of session.envelope.rcptTo) {
          received.byRecipient.set(address, (received.byRecipient.get(address) ?? 0) + 1)
        }
        const messageId = /^Message-ID:\s*(\S+)/im.exec(data)?.[1]
        if (messageId) received.messageIds.add(messageId)
        if (received.clickTokens.length < 2_000) {
          const token = /\/r\/([0-9a-z]+-\d+-[\w-]{16})/.exec(data.replace(/=\r?\n/g, ''))?.[1]
          if (token) received.clickTokens.push(token)
        }
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(0, '127.0.0.1', () => resolve({ received, port: smtp.server.address().port }))
  })
}

/** 20,000 subscribed women, each with a meditation sign-up, written by bulk SQL. */
async function fill(client) {
  const started = Date.now()
  await client.query(
    `insert into contacts (email, name, status, first_seen_at, last_seen_at, subscribed,
                           unsubscribe_token, updated_at, created_at)
     select 'reader' || n || '@example.com', 'Reader ' || n, 'new', now(), now(), true,
            md5(random()::text || n), now(), now()
       from generate_series(1, $1::int) n`,
    [options.contacts],
  )
  await client.query('analyze contacts')
  log(`${options.contacts} subscribed contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function ownerCall(origin, cookie, method, route, body) {
  const response = await fetch(`${origin}/api${route}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${json.message}`)
  return json
}

function redirectLoad(url, tokens, label) {
  let next = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/r/${tokens[next++ % tokens.length]}`,
              headers: { 'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148' },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    log(`${label}: ${options.connections} connections for ${options.seconds} s → ${url}/r/…`)
    instance.on('error', reject)
  })
}

const summary = (result) => ({
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  redirects: result['3xx'],
  errors: result.errors,
  statuses: Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' '),
})

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')
  const peer = await startPeer()
  env.SMTP_URL = `smtp://127.0.0.1:${peer.port}`
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
  await sleep(2_000)
  const baselineKb = rssKb(pid)
  let peakKb = baselineKb
  const sampler = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, rssKb(pid))
    } catch {
      // the server is gone; the run fails below
    }
  }, 100)

  const watch = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await watch.connect()
  try {
    const { id } = await ownerCall(origin, cookie, 'POST', '/admin/campaigns', {
      subject: 'A note for you, {{firstName}}',
      content:
        'Dear {{firstName}},\n\nA short practice for this week: https://example.com/practice\n\nWith warmth.',
      audience: 'all-leads',
    })
    const sendStarted = performance.now()
    const sent = await ownerCall(origin, cookie, 'POST', `/admin/campaigns/${id}/send`, {})
    log(`send now: ${sent.recipients} recipients`)

    let enqueuedMs = 0
    let firstSentMs = 0
    for (;;) {
      const elapsed = performance.now() - sendStarted
      if (elapsed > SEND_TIMEOUT_MS) throw new Error('the send did not finish in 30 minutes')
      const { rows } = await watch.query(
        `select c.status, c.recipient_count::int as recipients,
                (select count(*)::int from email_deliveries d where d.campaign_id = c.id and d.status = 'sent') as sent
           from email_campaigns c where c.id = $1`,
        [id],
      )
      const row = rows[0]
      if (!enqueuedMs && row.recipients !== null) enqueuedMs = performance.now() - sendStarted
      if (!firstSentMs && row.sent > 0) firstSentMs = performance.now() - sendStarted
      if (row.status === 'sent') break
      await sleep(250)
    }
    const doneMs = performance.now() - sendStarted
    clearInterval(sampler)
    // The peer may still be reading the last message.
    await sleep(500)

    const recipients = peer.received.byRecipient
    const duplicates = [...recipients.values()].filter((count) => count > 1).length
    const exact = recipients.size === options.contacts && duplicates === 0
    const sendSeconds = (doneMs - firstSentMs) / 1000
    const perSecond = options.contacts / sendSeconds

    const tokens = peer.received.clickTokens
    if (!tokens.length) throw new Error('no tracked link found in the received messages')
    const app = summary(await redirectLoad(origin, tokens, 'app'))
    await harness.stopServer()
    bare = http.createServer((request, response) => {
      response.writeHead(302, { Location: 'https://example.com/practice' })
      response.end()
    })
    await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve))
    const bareResult = summary(
      await redirectLoad(`http://127.0.0.1:${bare.address().port}`, tokens, 'bare node:http'),
    )

    const growthMb = (peakKb - baselineKb) / 1024
    console.log(
      `\n━━ A broadcast to ${options.contacts} subscribed contacts (production build, local SMTP peer;` +
        ` ${os.cpus().length} cores)\n`,
    )
    console.log(
      formatTable(
        [
          ['figure', 'Figure', 'left'],
          ['value', 'Value', 'right'],
          ['target', 'Target', 'left'],
        ],
        [
          {
            figure: 'time to enqueue (Send now → delivery rows fixed)',
            value: `${(enqueuedMs / 1000).toFixed(2)} s`,
            target: '≤ 10 s',
          },
          {
            figure: 'send rate (first to last accepted)',
            value: `${perSecond.toFixed(1)} msg/s`,
            target: '≥ 50 msg/s',
          },
          { figure: 'whole send', value: `${(doneMs / 1000).toFixed(1)} s`, target: '' },
          {
            figure: 'server memory: resting → peak',
            value: `${(baselineKb / 1024).toFixed(0)} → ${(peakKb / 1024).toFixed(0)} MB (+${growthMb.toFixed(0)})`,
            target: 'growth ≤ 100 MB',
          },
          {
            figure: 'peer: addresses / messages / Message-IDs',
            value: `${recipients.size} / ${peer.received.messages} / ${peer.received.messageIds.size}`,
            target: `exactly ${options.contacts}, no duplicates`,
          },
          { figure: 'addresses that got more than one', value: String(duplicates), target: '0' },
        ],
      ),
    )
    const columns = [
      ['target', 'Tracked link GET /r/<id>', 'left'],
      ['reqPerSec', 'req/s', 'right'],
      ['p50', 'p50 ms', 'right'],
      ['p99', 'p99 ms', 'right'],
      ['total', 'Requests', 'right'],
      ['statuses', 'Statuses', 'left'],
    ]
    const row = (target, result) => ({
      target,
      reqPerSec: result.reqPerSec.toFixed(1),
      p50: String(result.p50),
      p99: String(result.p99),
      total: String(result.total),
      statuses: result.statuses,
    })
    console.log(
      `\n${formatTable(columns, [row('app', app), row('bare node:http (302)', bareResult)])}`,
    )
    const ratio = bareResult.reqPerSec ? app.reqPerSec / bareResult.reqPerSec : 0
    console.log(
      `\napp ÷ bare req/s: ${ratio.toFixed(3)}; target ≥ 1,000 req/s at p99 ≤ 50 ms` +
        `\npeer count ${exact ? 'OK' : 'MISMATCH'}`,
    )
    mkdirSync(path.dirname(resultsFile), { recursive: true })
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          cores: os.cpus().length,
          contacts: options.contacts,
          enqueueSeconds: enqueuedMs / 1000,
          sendSeconds,
          messagesPerSecond: perSecond,
          memoryMb: { resting: baselineKb / 1024, peak: peakKb / 1024, growth: growthMb },
          peer: {
            addresses: recipients.size,
            messages: peer.received.messages,
            messageIds: peer.received.messageIds.size,
            duplicates,
          },
          redirect: { app, bare: bareResult, ratio },
        },
        null,
        2,
      )}\n`,
    )
    console.log(`Raw results: ${path.relative(projectRoot, resultsFile)}`)
    return exact ? 0 : 1
  } finally {
    clearInterval(sampler)
    await watch.end()
  }
})
