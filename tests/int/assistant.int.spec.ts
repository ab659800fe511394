import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callEndpoint, throughPayload } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { seedOrder } from './seedOrder'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * The assistant's core, offline (no OpenAI key), from her side and an attacker's: a
 * Quick Command proposes exactly the people the database holds, Accept sends exactly their
 * e-mails once (a second Accept and a Dismiss send none), her edits change what is sent, the
 * weekly report prints the database's own counts, and no tool ever hands out a token or a link.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let owner: PayloadRequest
let ownerCookie = ''
let buyerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`

const newLeads = ['ada', 'bea', 'cleo'].map(address)
const olderLeads = ['dora', 'edie', 'fay', 'gwen', 'hana'].map(address)
const ours = new Set([...newLeads, ...olderLeads])
const ids: Record<string, number> = {}

const NURTURE_COMMAND = 'Send nurture sequence to leads who joined in the last 24 hours'

const http = (method: string, path: string, options?: { cookie?: string; body?: unknown }) =>
  throughPayload(config, method, path, options)

const asOwner = (method: string, path: string, body?: unknown) =>
  http(method, path, { cookie: ownerCookie, body })

type Result = {
  id: number
  status: string
  details: string
  summary: string
  proposal: {
    people?: { id: number; email: string }[]
    count: number
    editable?: { subject?: string }
  } | null
}

async function command(text: string): Promise<Result> {
  const answer = await asOwner('POST', '/admin/ai-command', { command: text })
  expect(answer.status, answer.text).toBe(200)
  return answer.json as unknown as Result
}

/** Runs the bulk queue (sequence steps, campaign runs) until nothing due is left. */
async function runBulk() {
  for (let round = 0; round < 20; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

/** The mails our eight people received since the last reset. */
const mailToOurs = () => peer.received.filter((mail) => mail.to.some((to) => ours.has(to)))

async function signUp(email: string, name: string) {
  const { leadsEndpoint } = await import('@/endpoints/leads')
  const answer = await callEndpoint(payload, leadsEndpoint, {
    body: { email, name, source: 'meditation-download' },
  })
  expect(answer.status, await answer.clone().text()).toBeLessThan(300)
}

beforeAll(async () => {
  let ownerUser
  ;({ payload, owner: ownerUser } = await seededSiteMailingTo(peer))
  delete process.env.OPENAI_API_KEY
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  ownerCookie = (await startAdminSession(req, ownerUser)).split(';')[0]!
  owner = (await createLocalReq(
    { user: { ...ownerUser, collection: 'users' } as never },
    payload,
  )) as PayloadRequest

  for (const email of [...newLeads, ...olderLeads]) await signUp(email, email.split('-')[0]!)
  const { APPLICATION_QUESTIONS } = await import('@/applications/schema')
  // This week's business beside the leads: an application and a paid order (older people's).
  await payload.create({
    collection: 'applications',
    data: {
      name: 'Dora',
      email: olderLeads[0]!,
      ...Object.fromEntries(APPLICATION_QUESTIONS.map((q) => [q.name, 'A sincere answer here.'])),
    } as never,
  })
  await seedOrder(payload, {
    email: olderLeads[1]!,
    paymentIntentId: `pi_assistant_${stamp}`,
    amountInCents: 4_750,
    mode: 'demo',
  })
  // Everyone but the three joined three days ago (inside the week, outside the last 24 hours).
  const { writeAsSystem } = await import('@/utilities/sql')
  const newList = sql.join(
    newLeads.map((email) => sql`${email}`),
    sql`, `,
  )
  await writeAsSystem(
    'seed',
    payload,
    sql`update contacts set first_seen_at = now() - interval '3 days' where email not in (${newList})`,
  )
  await writeAsSystem(
    'seed',
    payload,
    sql`update leads set created_at = now() - interval '3 days'
         where contact_id in (select id from contacts where email not in (${newList}))`,
  )
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { email: { in: [...ours] } },
    limit: 20,
    depth: 0,
  })
  for (const contact of docs) ids[contact.email] = contact.id
  // Their welcomes and receipts are other tests' business: dropped unsent, to keep this one quick.
  await writeAsSystem('seed', payload, sql`delete from payload_jobs where completed_at is null`)
  peer.received = []

  const { signInWithAccessLink } = await import('@/auth/memberSession')
  buyerCookie = (await signInWithAccessLink(payload, olderLeads[1]!)).split(';')[0]!
}, 180_000)

afterAll(() => peer.stop())

describe('the assistant’s routes, from an attacker’s side', () => {
  it('refuse a signed-out caller (401) and a buyer (403); an empty command is 400 with its message', async () => {
    const routes: [string, string, unknown][] = [
      ['POST', '/admin/ai-command', { command: 'Weekly business report' }],
      ['POST', '/admin/ai-command/1/accept', {}],
      ['POST', '/admin/ai-command/1/dismiss', {}],
      ['GET', '/admin/ai-history', undefined],
    ]
    for (const [method, path, body] of routes) {
      expect((await http(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await http(method, path, { body, cookie: buyerCookie })).status).toBe(403)
    }
    const { COMMAND_REQUIRED } = await import('@/assistant/constants')
    const empty = await asOwner('POST', '/admin/ai-command', { command: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.json.message).toBe(COMMAND_REQUIRED)
  })
})

describe('“Send nurture sequence to leads who joined in the last 24 hours”', () => {
  it('proposes exactly the three who joined; Accept sends exactly three e-mails, once', async () => {
    const result = await command(NURTURE_COMMAND)
    expect(result.status).toBe('proposed')
    expect(result.proposal!.people!.map((person) => person.id).sort()).toEqual(
      newLeads.map((email) => ids[email]).sort(),
    )
    expect(mailToOurs()).toHaveLength(0)

    const accepted = await asOwner('POST', `/admin/ai-command/${result.id}/accept`, {})
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.json).toMatchObject({ ok: true, id: result.id, status: 'accepted' })
    await runBulk()
    expect(
      mailToOurs()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([...newLeads].sort())

    const again = await asOwner('POST', `/admin/ai-command/${result.id}/accept`, {})
    expect(again.status).toBe(409)
    await runBulk()
    expect(mailToOurs()).toHaveLength(3)

    const history = await asOwner('GET', '/admin/ai-history')
    expect(history.status).toBe(200)
    const line = (history.json.docs as { id: number; status: string; outcome: string }[]).find(
      (row) => row.id === result.id,
    )
    expect(line).toMatchObject({ status: 'accepted' })
    expect(line!.outcome).toContain('3')
  })

  it('a dismissed one sends nothing, and cannot be accepted afterwards', async () => {
    peer.received = []
    const result = await command(NURTURE_COMMAND)
    const dismissed = await asOwner('POST', `/admin/ai-command/${result.id}/dismiss`, {})
    expect(dismissed.status, dismissed.text).toBe(200)
    expect(dismissed.json).toMatchObject({ status: 'dismissed' })
    expect((await asOwner('POST', `/admin/ai-command/${result.id}/accept`, {})).status).toBe(409)
    await runBulk()
    expect(mailToOurs()).toHaveLength(0)
  })
})

describe('“Weekly business report”', () => {
  it('states the database’s counts of the last 7 days: leads, applications, purchases, revenue', async () => {
    const result = await command('Weekly business report')
    expect(result.status).toBe('answered')
    const { queryRows } = await import('@/utilities/sql')
    const [row] = await queryRows<Record<string, string>>(
      payload,
      sql`select
        (select count(*) from (select contact_id, min(created_at) as first_at from leads
                                where contact_id is not null group by contact_id) f
          where f.first_at >= now() - interval '7 days') as leads,
        (select count(*) from applications where created_at >= now() - interval '7 days') as applications,
        (select count(*) from orders where status in ('paid', 'past_due', 'cancelled')
            and coalesce(paid_at, created_at) >= now() - interval '7 days')
          + (select count(*) from workshop_registrations where payment_status = 'paid'
              and coalesce(paid_at, created_at) >= now() - interval '7 days') as purchases,
        (select coalesce(sum(paid_in_cents), 0) from orders
          where status in ('paid', 'past_due', 'cancelled')
            and coalesce(paid_at, created_at) >= now() - interval '7 days')
          + (select coalesce(sum(coalesce(amount_paid_in_cents, price_in_cents)), 0)
               from workshop_registrations where payment_status = 'paid'
                and coalesce(paid_at, created_at) >= now() - interval '7 days') as cents`,
    )
    const figure = (label: string) => {
      const match = new RegExp(`^${label}: \\$?([\\d,.]+)`, 'm').exec(result.details)
      expect(match, `${label} in:\n${result.details}`).not.toBeNull()
      return Number(match![1]!.replace(/,/g, ''))
    }
    expect(Number(row!.leads)).toBeGreaterThanOrEqual(8)
    expect(figure('New leads')).toBe(Number(row!.leads))
    expect(figure('Applications')).toBe(Number(row!.applications))
    expect(Number(row!.purchases)).toBeGreaterThanOrEqual(1)
    expect(figure('Purchases')).toBe(Number(row!.purchases))
    expect(figure('Revenue')).toBe(Number(row!.cents) / 100)
    // Accept on an answer changes nothing and keeps it in her history.
    const accepted = await asOwner('POST', `/admin/ai-command/${result.id}/accept`, {})
    expect(accepted.status).toBe(200)
    expect(accepted.json.status).toBe('accepted')
  })
})

describe('Edit, then Accept', () => {
  it('sends her edited subject and words, to the people she left in', async () => {
    peer.received = []
    const result = await command(
      'Send an e-mail to leads who joined in the last 24 hours about the spring workshop',
    )
    expect(result.status).toBe('proposed')
    expect(result.proposal!.people!.map((person) => person.id).sort()).toEqual(
      newLeads.map((email) => ids[email]).sort(),
    )
    expect(result.proposal!.editable).toBeTruthy()
    expect(mailToOurs()).toHaveLength(0)
    const left = ids[newLeads[2]!]!
    const subject = `Edited subject ${stamp}`
    const accepted = await asOwner('POST', `/admin/ai-command/${result.id}/accept`, {
      subject,
      details: `Hello {{name}},\n\nMy edited words ${stamp}.\n\nWith love`,
      exclude: [left],
    })
    expect(accepted.status, accepted.text).toBe(200)
    await runBulk()
    const sent = mailToOurs()
    expect(sent.flatMap((mail) => mail.to).sort()).toEqual([newLeads[0], newLeads[1]].sort())
    for (const mail of sent) {
      expect(readable(mail)).toContain(`Subject: ${subject}`)
      expect(readable(mail)).toContain(`My edited words ${stamp}.`)
    }
  })
})

describe('Accept, exactly once', () => {
  it('two Accepts at the same moment: one runs, the other is 409', async () => {
    const result = await command(`Tag leads who joined in the last 24 hours as Twice ${stamp}`)
    expect(result.proposal!.people).toHaveLength(3)
    const answers = await Promise.all([
      asOwner('POST', `/admin/ai-command/${result.id}/accept`, {}),
      asOwner('POST', `/admin/ai-command/${result.id}/accept`, {}),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('a destructive suggestion needs her confirmation; without it nothing changes', async () => {
    const { recordCommand } = await import('@/assistant/history')
    const { createToolbox } = await import('@/assistant/tools')
    const [purchase] = (
      await payload.find({ collection: 'orders', where: { email: { equals: olderLeads[1] } } })
    ).docs
    const outcome = await createToolbox(owner).call('refundPurchase', { id: purchase!.id })
    expect(outcome.kind === 'proposal' && outcome.proposal.destructive).toBe(true)
    const recorded = await recordCommand(owner, {
      command: 'Refund that order',
      source: 'typed',
      engine: 'offline',
      draft: {
        action: 'Refund',
        summary: 'Refund',
        details: '',
        recommendations: [],
        proposal: outcome.kind === 'proposal' ? outcome.proposal : null,
      },
    })
    const refused = await asOwner('POST', `/admin/ai-command/${recorded.id}/accept`, {})
    expect(refused.status).toBe(400)
    const after = await payload.findByID({ collection: 'orders', id: purchase!.id })
    expect(after.status).toBe('paid')
    // Still waiting for her: the refused Accept changed nothing, its claim included.
    expect((await asOwner('POST', `/admin/ai-command/${recorded.id}/dismiss`, {})).status).toBe(200)
  })
})

describe('the toolbox', () => {
  it('never hands out a token, a link with one, or a secret, whatever read tool is called', async () => {
    const { createToolbox } = await import('@/assistant/tools')
    const { queryRows } = await import('@/utilities/sql')
    const email = newLeads[0]!
    const [secrets] = await queryRows<{ token: string }>(
      payload,
      sql`select unsubscribe_token as token from contacts where email = ${email}`,
    )
    expect(secrets!.token).toBeTruthy()
    const toolbox = createToolbox(owner)
    const reads = toolbox.specs.filter((spec) => spec.effect === 'read')
    expect(reads.map((spec) => spec.name)).toEqual(
      expect.arrayContaining(['findPeople', 'getBusinessReport', 'listLeads', 'getPerson']),
    )
    expect(reads.map((spec) => spec.name)).not.toContain('getOwnerSession')
    // Every write is a proposal tool; a destructive one's `confirm` is not the model's to give.
    const refund = toolbox.specs.find((spec) => spec.name === 'refundPurchase')!
    expect(JSON.stringify(refund.parameters)).not.toContain('confirm')

    const tries = [{}, { id: ids[email] }, { q: email }, { joinedWithinHours: 24 }]
    let answers = ''
    let herAnswers = 0
    for (const spec of reads) {
      for (const args of tries) {
        try {
          const outcome = await toolbox.call(spec.name, args)
          const json = JSON.stringify(outcome)
          answers += json
          if (json.includes(email)) herAnswers += 1
        } catch {
          // these arguments do not fit this tool
        }
      }
    }
    expect(herAnswers).toBeGreaterThanOrEqual(3)
    expect(answers).not.toContain(secrets!.token)
    expect(answers).not.toMatch(/token=/i)
    expect(answers).not.toMatch(/"(?:hash|salt|password|unsubscribeToken|token)"/)

    await expect(toolbox.call('dropEverything', {})).rejects.toMatchObject({ status: 400 })
    // A write tool proposes and changes nothing.
    const before = await payload.count({ collection: 'tags' })
    const outcome = await toolbox.call('tagPeople', {
      contacts: [ids[email]],
      tagName: `T${stamp}`,
    })
    expect(outcome.kind).toBe('proposal')
    expect((await payload.count({ collection: 'tags' })).totalDocs).toBe(before.totalDocs)
  })
})

// Last in the file: it fills her budget.
describe('a runaway script with her session', () => {
  it('gets 429 once her commands of the last 10 minutes pass the budget; nothing is run or kept', async () => {
    const { RATE_RULES, rateLimitKey } = await import('@/security/rateLimit')
    const { ownerOf } = await import('@/endpoints/admin/assistant')
    const { writeAsSystem } = await import('@/utilities/sql')
    const rule = RATE_RULES.assistantPerOwner
    // As if the script had already sent the budget's worth of commands in this window.
    await writeAsSystem(
      'seed',
      payload,
      sql`insert into rate_limits (key, hits, reset_at, updated_at, created_at)
          values (${rateLimitKey(rule, ownerOf(owner))}, ${rule.limit},
                  now() + interval '10 minutes', now(), now())
          on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`,
    )
    const before = await payload.count({ collection: 'assistant-commands' })
    const refused = await asOwner('POST', '/admin/ai-command', {
      command: 'Weekly business report',
    })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(rule.message)
    expect((await payload.count({ collection: 'assistant-commands' })).totalDocs).toBe(
      before.totalDocs,
    )
  })
})
