import { sql } from '@payloadcms/db-postgres'
import { unzipSync, strFromU8 } from 'fflate'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * A visitor asks for her own data on the privacy page: a link is e-mailed, through a real SMTP
 * peer, to an address the site knows and to nobody else (an unknown address gets the same answer
 * and no mail); the link's page and download give her data and nobody else's; a forged or expired
 * link is not found; her ask to be erased erases nothing and tells the owner, who is reminded once
 * after 25 days; the owner's erasure closes the ask.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let ownerCookie = ''
let ownerEmail = ''
let ownerReq: PayloadRequest
const stamp = Date.now()
const her = `dana-${stamp}@example.com`
const someoneElse = `other-${stamp}@example.com`
const unknown = `nobody-${stamp}@example.com`
let token = ''
let contactId = 0

async function http(
  method: string,
  path: string,
  { body, cookie = '' } = {} as {
    body?: unknown
    cookie?: string
  },
) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // a redirect or a zip
  }
  return { status: response.status, json, text, bytes, headers: response.headers }
}

async function runJobs() {
  for (let round = 0; round < 20; round++) {
    const mail = (await payload.jobs.run({ limit: 50 })) as { noJobsRemaining?: boolean }
    if (mail?.noJobsRemaining) return
  }
}

const rows = <Row>(query: ReturnType<typeof sql>) =>
  (
    payload.db as unknown as {
      drizzle: { execute: (q: unknown) => Promise<{ rows: Row[] }> }
    }
  ).drizzle
    .execute(query)
    .then((result) => result.rows)

const mailsTo = (address: string, subject: RegExp) =>
  peer
    .to(address)
    .map(readable)
    .filter((text) => subject.test(text))

async function cleanUp() {
  const { invoke } = await import('@/core/defineOperation')
  const { catalogue } = await import('@/catalogue')
  const { systemRequest } = await import('@/core/operation')
  const result = await invoke(catalogue.cleanUp, await systemRequest(payload, 'housekeeping'), {})
  await runJobs()
  return result
}

beforeAll(async () => {
  let owner
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  ownerEmail = owner.email
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  ownerReq = (await createLocalReq(
    { user: { ...owner, collection: 'users' } },
    payload,
  )) as PayloadRequest
  ownerCookie = (
    await startAdminSession((await createLocalReq({}, payload)) as PayloadRequest, owner)
  ).split(';')[0]!
  for (const [email, name] of [
    [her, 'Dana Data'],
    [someoneElse, 'Olive Other'],
  ]) {
    const signedUp = await http('POST', '/leads', {
      body: { email, name, source: 'meditation-download' },
    })
    expect(signedUp.status, signedUp.text).toBeLessThan(300)
  }
  await runJobs()
  contactId = Number(
    (await rows<{ id: number }>(sql`select id from contacts where email = ${her}`))[0]!.id,
  )
}, 180_000)

afterAll(() => peer.stop())

describe('asking for her own data', () => {
  it('e-mails the link to a known address, and only to it', async () => {
    const asked = await http('POST', '/my-data/request', {
      body: { email: ` ${her.toUpperCase()} ` },
    })
    expect(asked.status, asked.text).toBe(200)
    await expect
      .poll(
        async () => {
          await runJobs()
          return mailsTo(her, /Subject: The link to your data/).length
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    const [mail] = mailsTo(her, /Subject: The link to your data/)
    expect(mail).toBeDefined()
    const link = /https?:\/\/[^\s"<>]+\/my-data\?token=[^\s"<>]+/.exec(mail!)![0]
    token = new URL(link).searchParams.get('token')!
    expect(token).toMatch(new RegExp(`^${contactId}\\.`))
    // Mail she waits for, not marketing: nothing offers to unsubscribe her from it.
    expect(mail).not.toContain('List-Unsubscribe')

    const stranger = await http('POST', '/my-data/request', { body: { email: unknown } })
    expect(stranger.status).toBe(200)
    expect(stranger.json).toEqual(asked.json)
    await runJobs()
    expect(peer.to(unknown)).toEqual([])
    expect(await rows(sql`select id from email_messages where lower("to") = ${unknown}`)).toEqual(
      [],
    )
  })

  it('a forged, altered or expired link is not found, and changes nothing', async () => {
    const { dataLinkToken } = await import('@/privacy/dataLink')
    const expired = dataLinkToken(payload.secret, contactId, Date.now() - 8 * 86_400_000)
    const [id, expires, signature] = token.split('.')
    const forged = [
      'nonsense',
      `${id}.${expires}.${'A'.repeat(32)}`,
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86_400}.${signature}`,
      dataLinkToken('another-secret', contactId),
      expired,
    ]
    for (const bad of forged) {
      const code = encodeURIComponent(bad)
      expect((await http('GET', `/my-data?token=${code}`)).status, bad).toBe(404)
      expect((await http('GET', `/my-data/download?token=${code}`)).status, bad).toBe(404)
      expect((await http('POST', `/my-data/erasure?token=${code}`)).status, bad).toBe(404)
    }
    expect(await rows(sql`select id from privacy_requests where kind = 'erasure-asked'`)).toEqual(
      [],
    )
  })

  it('opening the link changes nothing; the download gives her data and nobody else’s', async () => {
    const code = encodeURIComponent(token)
    const looked = await http('GET', `/my-data?token=${code}`)
    expect(looked.status, looked.text).toBe(200)
    expect(looked.json).toEqual({ name: 'Dana Data', erasureAskedAt: null })

    const download = await http('GET', `/my-data/download?token=${code}`)
    expect(download.status, download.text).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    expect(download.headers.get('cache-control')).toContain('no-store')
    const files = unzipSync(download.bytes)
    expect(Object.keys(files).sort()).toEqual(['data.json', 'your-data.html'])
    const json = strFromU8(files['data.json']!)
    const data = JSON.parse(json) as {
      person: { email: string }
      records: { table: string; rows: Record<string, unknown>[] }[]
    }
    expect(data.person.email).toBe(her)
    const leads = data.records.find((record) => record.table === 'leads')!.rows
    expect(leads.map((lead) => lead.email)).toEqual([her])
    const contacts = data.records.find((record) => record.table === 'contacts')!.rows
    expect(contacts.map((contact) => contact.id)).toEqual([contactId])
    for (const text of [json, strFromU8(files['your-data.html']!)]) {
      expect(text).not.toContain(someoneElse)
      expect(text).not.toContain('Olive Other')
    }
    // Recorded as her own request, without her address.
    const [recorded] = await rows<{ done_by: string; contact_id: unknown }>(
      sql`select done_by, contact_id from privacy_requests where kind = 'export'
           order by id desc limit 1`,
    )
    expect(recorded).toEqual({ done_by: 'She, by the link e-mailed to her', contact_id: null })
  })

  it('asking to be erased erases nothing, and tells the owner once', async () => {
    const code = encodeURIComponent(token)
    const ownerMailsBefore = mailsTo(ownerEmail, /Subject: Someone asked to be erased/).length
    const asked = await http('POST', `/my-data/erasure?token=${code}`)
    expect(asked.status, asked.text).toBe(303)
    expect(asked.headers.get('location')).toBe(`/my-data?token=${code}`)
    await runJobs()
    // She is all still here: only the owner erases.
    expect(await rows(sql`select id from contacts where id = ${contactId}`)).toHaveLength(1)
    expect(await rows(sql`select id from leads where contact_id = ${contactId}`)).toHaveLength(1)
    const asks = await rows<Record<string, unknown>>(
      sql`select * from privacy_requests where kind = 'erasure-asked'`,
    )
    expect(asks).toHaveLength(1)
    expect(asks[0]).toMatchObject({ status: 'pending', reminded_at: null, closed_at: null })
    expect(Number(asks[0]!.contact_id)).toBe(contactId)
    expect(JSON.stringify(asks[0])).not.toContain(her)

    const told = mailsTo(ownerEmail, /Subject: Someone asked to be erased/)
    expect(told).toHaveLength(ownerMailsBefore + 1)
    expect(told.at(-1)).toContain(`contact=${contactId}`)
    expect(told.at(-1)).not.toContain(her)

    const looked = await http('GET', `/my-data?token=${code}`)
    expect(looked.json.erasureAskedAt).toEqual(expect.any(String))
    // Pressed again: the same ask, no second e-mail.
    expect((await http('POST', `/my-data/erasure?token=${code}`)).status).toBe(303)
    await runJobs()
    expect(
      await rows(sql`select id from privacy_requests where kind = 'erasure-asked'`),
    ).toHaveLength(1)
    expect(mailsTo(ownerEmail, /Subject: Someone asked to be erased/)).toHaveLength(
      ownerMailsBefore + 1,
    )

    // Her page and the Leads tab's list show it to the owner.
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const person = await invoke(catalogue.getPerson, ownerReq, { id: contactId })
    expect(person.erasureAskedAt).toEqual(looked.json.erasureAskedAt)
    const waiting = await invoke(catalogue.listErasureAsks, ownerReq, {})
    expect(waiting).toEqual([
      { contactId, askedAt: looked.json.erasureAskedAt, name: 'Dana Data', email: her },
    ])
  })

  it('reminds the owner once, 25 days on', async () => {
    const reminders = () => mailsTo(ownerEmail, /Subject: Reminder: someone is still waiting/)
    expect((await cleanUp()).remindedErasureAsks).toBe(0)
    expect(reminders()).toHaveLength(0)
    await rows(
      sql`update privacy_requests set created_at = now() - interval '25 days 1 minute'
           where kind = 'erasure-asked'`,
    )
    expect((await cleanUp()).remindedErasureAsks).toBe(1)
    expect(reminders()).toHaveLength(1)
    expect(reminders()[0]).toContain(`contact=${contactId}`)
    expect((await cleanUp()).remindedErasureAsks).toBe(0)
    expect(reminders()).toHaveLength(1)
  })

  it('the owner’s erasure closes her ask, and her link then opens nothing', async () => {
    const erased = await http('POST', `/admin/people/${contactId}/erase`, {
      body: { email: her, confirm: true },
      cookie: ownerCookie,
    })
    expect(erased.status, erased.text).toBe(200)
    const asks = await rows<Record<string, unknown>>(
      sql`select status, contact_id, closed_at from privacy_requests where kind = 'erasure-asked'`,
    )
    expect(asks).toEqual([{ status: 'done', contact_id: null, closed_at: expect.anything() }])
    expect(await rows(sql`select id from contacts where id = ${contactId}`)).toEqual([])
    expect(
      await rows(sql`select id from privacy_requests where contact_id = ${contactId}`),
    ).toEqual([])
    expect((await http('GET', `/my-data?token=${encodeURIComponent(token)}`)).status).toBe(404)
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    expect(await invoke(catalogue.listErasureAsks, ownerReq, {})).toEqual([])
    // Someone else's data is untouched.
    expect(await rows(sql`select id from contacts where email = ${someoneElse}`)).toHaveLength(1)
  })
})
