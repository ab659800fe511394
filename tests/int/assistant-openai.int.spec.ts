import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { APPLICATION_ANSWERS } from '../support/applicationAnswers'
import { OpenAiStandIn, STAND_IN_INSIGHTS } from './openaiStandIn'
import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/**
 * The OpenAI path of the AI assistant against a local stand-in speaking OpenAI's protocol: a
 * command's tool-call round trip proposes exactly the people the test database holds, and the
 * model receives nothing but its prompt, the command and what the tools returned; the provider's
 * failures become "AI Command Failed" with their reason; the AI Insights figures are the
 * database's; voice commands are the owner's, checked for size and kind, and transcribed.
 */

const standIn = new OpenAiStandIn()
const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''
let buyerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`
const KEY = 'stand-in-key-0123456789abcdefghijklmnop'

type Answer = { status: number; text: string; json: Record<string, unknown> }

/** One HTTP request through Payload's own routing (its cookie, its body as sent). */
async function http(
  method: string,
  path: string,
  {
    cookie = '',
    body,
    headers = {},
  }: { cookie?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      body,
    }),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, text, json }
}

const asJson = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})
const owner = (method: string, path: string, body?: unknown) =>
  http(method, path, { cookie: ownerCookie, ...(body === undefined ? {} : asJson(body)) })

async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  const { queryRows } = await import('@/utilities/sql')
  return queryRows<Row>(payload, statement)
}
async function write(statement: ReturnType<typeof sql>) {
  const { writeAsSystem } = await import('@/utilities/sql')
  await writeAsSystem('seed', payload, statement)
}

const recent = [address('new-a'), address('new-b'), address('new-c')]
const older = [
  address('old-a'),
  address('old-b'),
  address('old-c'),
  address('old-d'),
  address('old-e'),
]

beforeAll(async () => {
  await standIn.start()
  vi.stubEnv('OPENAI_API_KEY', KEY)
  vi.stubEnv('OPENAI_BASE_URL', standIn.url)
  vi.stubEnv('OPENAI_MODEL', 'stand-in-model')
  vi.stubEnv('OPENAI_TIMEOUT_MS', '5000')
  ;({ payload } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const ownerUser = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  ownerCookie = (await startAdminSession(req, ownerUser)).split(';')[0]!
}, 180_000)

afterAll(async () => {
  vi.unstubAllEnvs()
  await standIn.stop()
  await peer.stop()
})

describe('AI Insights with no data', () => {
  it('is {} while nobody signed up and no e-mail went out (the panel stays hidden)', async () => {
    const answer = await owner('GET', '/admin/ai-insights')
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual({})
  })
})

describe('with 3 leads of the last 24 hours and 5 older ones', () => {
  beforeAll(async () => {
    const signUp = (email: string, body: Record<string, unknown>) =>
      http('POST', '/leads', asJson({ email, ...body }))
    for (const [i, email] of [...recent, ...older].entries()) {
      const quiz = i % 2 === 0
      const answer = await signUp(email, {
        name: `Person ${i}`,
        ...(quiz
          ? { source: 'quiz_rebel', quizResult: 'rebel' }
          : { source: 'meditation-download' }),
      })
      expect(answer.status, answer.text).toBeLessThan(300)
    }
    // Three of the older ones joined 3 days ago (this week), two 10 days ago (the week before).
    for (const [i, email] of older.entries()) {
      const days = i < 3 ? 3 : 10
      await write(sql`update leads set created_at = now() - make_interval(days => ${days})
                       where email = ${email}`)
      await write(sql`update contacts set first_seen_at = now() - make_interval(days => ${days})
                       where email = ${email}`)
    }
    // One of the week before applied; one new lead clicked an e-mail, another got one unopened,
    // and an e-mail of 40 days ago is outside every window.
    const applied = await http(
      'POST',
      '/applications',
      asJson({ name: 'Person 6', email: older[3], ...APPLICATION_ANSWERS }),
    )
    expect(applied.status, applied.text).toBeLessThan(300)
    const contactOf = async (email: string) =>
      (await rows<{ id: number }>(sql`select id from contacts where email = ${email}`))[0]!.id
    for (const [email, sentDaysAgo, clicked] of [
      [recent[1]!, 0, true],
      [recent[2]!, 0, false],
      [older[0]!, 40, true],
    ] as const) {
      await write(sql`insert into email_deliveries
          (contact_id, email, status, sent_at, clicked_at, updated_at, created_at)
          values (${await contactOf(email)}, ${email}, 'sent',
                  now() - make_interval(days => ${sentDaysAgo}),
                  ${clicked ? sql`now()` : sql`null`}, now(), now())`)
    }
    const { signInWithAccessLink } = await import('@/auth/memberSession')
    buyerCookie = (await signInWithAccessLink(payload, older[4]!)).split(';')[0]!
  }, 60_000)

  it('AI Insights: each figure is the database’s, the sentences the model’s (before any job runs)', async () => {
    const answer = await owner('GET', '/admin/ai-insights')
    expect(answer.status, answer.text).toBe(200)
    const percent = (part: number, whole: number) =>
      whole ? Math.round((part / whole) * 10_000) / 100 : 0
    // The definitions again, written independently of src/assistant/insights.ts.
    const [lead] = await rows<{ fresh: string; engaged: string }>(sql`
      with firsts as (select contact_id, min(created_at) as first_at from leads
                       where contact_id is not null group by contact_id)
      select count(*) as fresh,
             count(*) filter (where
               contact_id in (select contact_id from leads where quiz_result is not null)
               or contact_id in (select contact_id from email_deliveries
                                  where opened_at is not null or clicked_at is not null)) as engaged
        from firsts where first_at >= now() - interval '30 days'`)
    const [mail] = await rows<{ delivered: string; clicked: string }>(sql`
      select count(*) as delivered, count(clicked_at) as clicked from email_deliveries
       where status = 'sent' and sent_at >= now() - interval '30 days'`)
    const [weeks] = await rows<Record<'tw' | 'twc' | 'lw' | 'lwc', string>>(sql`
      with firsts as (select contact_id, min(created_at) as first_at from leads
                       where contact_id is not null group by contact_id),
      cohort as (select first_at >= now() - interval '7 days' as this_week,
                        contact_id in (select contact_id from applications
                                       union select contact_id from orders
                                              where status in ('paid', 'past_due', 'cancelled')
                                       union select contact_id from workshop_registrations
                                              where payment_status = 'paid') as converted
                   from firsts where first_at >= now() - interval '14 days')
      select count(*) filter (where this_week) as tw,
             count(*) filter (where this_week and converted) as twc,
             count(*) filter (where not this_week) as lw,
             count(*) filter (where not this_week and converted) as lwc from cohort`)
    expect(Number(lead!.fresh)).toBe(8)
    expect(answer.json.leadQualityScore).toBe(percent(Number(lead!.engaged), Number(lead!.fresh)))
    expect(Number(mail!.delivered)).toBe(2)
    expect(answer.json.emailEngagementRate).toBe(50)
    const trend =
      percent(Number(weeks!.twc), Number(weeks!.tw)) -
      percent(Number(weeks!.lwc), Number(weeks!.lw))
    expect(answer.json.conversionTrend).toBe(Math.round(trend * 100) / 100)
    expect(answer.json.conversionTrend).toBe(-50)
    expect(answer.json).toMatchObject(STAND_IN_INSIGHTS)
  })

  it('a command makes the stand-in call findPeople, then propose those very rows', async () => {
    standIn.requests.length = 0
    const command = 'Send nurture sequence to leads who joined in the last 24 hours'
    const answer = await owner('POST', '/admin/ai-command', { command })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json.engine).toBe('openai')
    const proposal = answer.json.proposal as {
      steps: { operation: string; input: { sequence: number; contacts: number[] } }[]
      people: { id: number; email: string }[]
      count: number
    }
    const expected = await rows<{ id: number; email: string }>(
      sql`select id, email from contacts where first_seen_at >= now() - interval '24 hours'`,
    )
    expect(expected.map((row) => row.email).sort()).toEqual([...recent].sort())
    expect(proposal.steps[0]!.operation).toBe('enrolInSequence')
    expect([...proposal.steps[0]!.input.contacts].sort()).toEqual(
      expected.map((row) => row.id).sort(),
    )
    expect(proposal.people.map((p) => p.email).sort()).toEqual([...recent].sort())
    expect(proposal.count).toBe(3)

    // The model received its system prompt, her command and the tool results: nothing else.
    const chats = standIn.chats()
    expect(chats).toHaveLength(3)
    for (const chat of chats) {
      expect(chat.model).toBe('stand-in-model')
      expect(chat.messages.filter((m) => m.role === 'system')).toHaveLength(1)
      expect(chat.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
        command,
      ])
      expect(new Set(chat.messages.map((m) => m.role))).toEqual(
        new Set(chat === chats[0] ? ['system', 'user'] : ['system', 'user', 'assistant', 'tool']),
      )
    }
    const sent = standIn.requests.map((request) => request.raw).join('\n')
    const everyone = await rows<{ email: string; unsubscribe_token: string | null }>(
      sql`select email, unsubscribe_token from contacts`,
    )
    for (const person of everyone) {
      if (!recent.includes(person.email)) expect(sent).not.toContain(person.email)
      if (person.unsubscribe_token) expect(sent).not.toContain(person.unsubscribe_token)
    }
    for (const email of recent) expect(sent).toContain(email)
    expect(sent).not.toContain(KEY)
    expect(standIn.requests.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true)

    // Accept enrols exactly those three; the sequence's first e-mail reaches exactly them.
    const sequence = proposal.steps[0]!.input.sequence
    const accepted = await owner('POST', `/admin/ai-command/${answer.json.id}/accept`, {})
    expect(accepted.status, accepted.text).toBe(200)
    const members = await rows<{ email: string }>(
      sql`select c.email from sequence_enrollments e join contacts c on c.id = e.contact_id
           where e.sequence_id = ${sequence}`,
    )
    expect(members.map((m) => m.email).sort()).toEqual([...recent].sort())
    const sentTo = async () => {
      await payload.jobs.run({ allQueues: true, limit: 100 })
      return (
        await rows<{ email: string }>(
          sql`select email from email_deliveries where sequence_id = ${sequence} and status = 'sent'`,
        )
      )
        .map((row) => row.email)
        .sort()
    }
    await expect.poll(sentTo, { timeout: 30_000 }).toEqual([...recent].sort())
    // The peer received them (the older ones got no delivery of it: the rows above).
    for (const email of recent) expect(peer.to(email).length).toBeGreaterThan(0)
  })

  it('a provider error or refusal is "AI Command Failed" with its reason (502)', async () => {
    standIn.mode = 'error'
    try {
      const answer = await owner('POST', '/admin/ai-command', { command: 'Weekly business report' })
      expect(answer.status, answer.text).toBe(502)
      expect(answer.json.message).toMatch(/answered with an error \(500\)/)
      standIn.mode = 'refuse'
      const refused = await owner('POST', '/admin/ai-command', {
        command: 'Weekly business report',
      })
      expect(refused.status, refused.text).toBe(502)
      expect(refused.json.message).toBe('The AI service refused: I cannot help with that.')
    } finally {
      standIn.mode = 'script'
    }
  })

  it('a provider that does not answer in time fails with that reason', async () => {
    standIn.mode = 'hang'
    vi.stubEnv('OPENAI_TIMEOUT_MS', '300')
    try {
      const answer = await owner('POST', '/admin/ai-command', { command: 'Weekly business report' })
      expect(answer.status, answer.text).toBe(502)
      expect(answer.json.message).toMatch(/did not answer in time \(0\.3 seconds\)/)
    } finally {
      standIn.mode = 'script'
      vi.stubEnv('OPENAI_TIMEOUT_MS', '5000')
    }
  })

  it('AI Insights refuse a signed-out caller and a buyer', async () => {
    expect((await http('GET', '/admin/ai-insights')).status).toBe(401)
    expect((await http('GET', '/admin/ai-insights', { cookie: buyerCookie })).status).toBe(403)
  })
})

describe('voice commands', () => {
  /** A short WAV: a RIFF/WAVE header and a little silence. */
  const wav = () => {
    const bytes = Buffer.alloc(44 + 3200)
    bytes.write('RIFF', 0, 'latin1')
    bytes.writeUInt32LE(bytes.length - 8, 4)
    bytes.write('WAVEfmt ', 8, 'latin1')
    bytes.writeUInt32LE(16, 16)
    bytes.writeUInt16LE(1, 20)
    bytes.writeUInt16LE(1, 22)
    bytes.writeUInt32LE(16_000, 24)
    bytes.writeUInt32LE(32_000, 28)
    bytes.writeUInt16LE(2, 32)
    bytes.writeUInt16LE(16, 34)
    bytes.write('data', 36, 'latin1')
    bytes.writeUInt32LE(3200, 40)
    return bytes
  }
  const upload = (content: Uint8Array, type = 'audio/wav', name = 'command.wav') => {
    const form = new FormData()
    form.append('audio', new Blob([content as Uint8Array<ArrayBuffer>], { type }), name)
    return form
  }
  const voice = (cookie: string, form: FormData) =>
    http('POST', '/admin/voice-command', { cookie, body: form })

  it('refuses a signed-out caller (401) and a buyer (403) before reading anything', async () => {
    expect((await voice('', upload(wav()))).status).toBe(401)
    expect((await voice(buyerCookie, upload(wav()))).status).toBe(403)
  })

  it('refuses 20 MB and a text file with 400 and a message', async () => {
    const big = await voice(ownerCookie, upload(new Uint8Array(20 * 1024 * 1024)))
    expect(big.status, big.text).toBe(400)
    expect(big.json.message).toMatch(/too long/)
    const text = await voice(ownerCookie, upload(Buffer.from('hello there'), 'audio/wav'))
    expect(text.status, text.text).toBe(400)
    expect(text.json.message).toMatch(/voice recording/)
  })

  it('without a key answers 503 with a message (the tab uses the browser’s speech)', async () => {
    vi.stubEnv('OPENAI_API_KEY', '')
    try {
      const answer = await voice(ownerCookie, upload(wav()))
      expect(answer.status, answer.text).toBe(503)
      expect(answer.json.message).toMatch(/speech recognition/)
    } finally {
      vi.stubEnv('OPENAI_API_KEY', KEY)
    }
  })

  it('transcribes a WAV; only a question runs at once', async () => {
    standIn.requests.length = 0
    standIn.transcript = 'Send the nurture sequence to everyone who joined today'
    const send = await voice(ownerCookie, upload(wav()))
    expect(send.status, send.text).toBe(200)
    expect(send.json).toEqual({ transcript: standIn.transcript, autoExecute: false })
    expect(standIn.requests[0]!.path).toBe('/v1/audio/transcriptions')
    expect(standIn.requests[0]!.raw).toContain('RIFF')
    standIn.transcript = 'How many leads this week?'
    const ask = await voice(ownerCookie, upload(wav()))
    expect(ask.json).toEqual({ transcript: 'How many leads this week?', autoExecute: true })
  })
})
