import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { ownerDayOf, wallTimeToIso } from '@/settings/timeZone'

import { seededSiteMailingTo } from './seededSite'
import { type Mail, readable, SmtpPeer } from './smtpPeer'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

// Her time zone (Site settings) everywhere: the call invitation she types on her clock, the
// dashboard's days, and the e-mail log's day, each as the applicant or the owner receives it.

const peer = new SmtpPeer()
let payload: Payload
let owner: User

const ownerReq = async () =>
  (await createLocalReq(
    { user: { ...owner, collection: 'users' } as never },
    payload,
  )) as PayloadRequest

const setZone = (timeZone: string) =>
  payload.updateGlobal({ slug: 'site-settings', data: { timeZone } as Record<string, unknown> })

async function catalogueCall<Name extends string>(name: Name, input: Record<string, unknown>) {
  const { invoke } = await import('@/core/defineOperation')
  const { catalogue } = await import('@/catalogue')
  return invoke(
    (catalogue as unknown as Record<string, Parameters<typeof invoke>[0]>)[name]!,
    await ownerReq(),
    input as never,
  )
}

const apply = (name: string, email: string) =>
  payload.create({
    collection: 'applications',
    data: { name, email, phone: '+1 555 0100', status: 'new', ...APPLICATION_ANSWERS },
  })

/** The one part of a received message with this content type, decoded. */
function partOf(mail: Mail, contentType: string): { headers: string; body: string } | null {
  const parts = mail.data.split(/\r\n--[^\r\n]+\r\n/)
  for (const part of parts) {
    const [headers = '', ...rest] = part.split('\r\n\r\n')
    const unfolded = headers.replace(/\r\n[ \t]+/g, ' ')
    if (!new RegExp(`^Content-Type: ${contentType}`, 'im').test(unfolded)) continue
    const raw = rest.join('\r\n\r\n').replace(/\r\n--[^\r\n]*--\r\n?$/, '')
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(unfolded)?.[1]?.toLowerCase()
    const body =
      encoding === 'base64'
        ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              raw
                .replace(/=\r\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8')
          : raw
    return { headers: unfolded, body }
  }
  return null
}

/** A future day, YYYY-MM-DD, on no particular clock: a Tuesday two weeks or more ahead. */
function aTuesdayAhead() {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

const run = () => payload.jobs.run({ allQueues: true })

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
}, 180_000)

afterAll(async () => {
  await setZone('America/Phoenix')
  await peer.stop()
})

describe('a call invitation on her clock', () => {
  async function invite(email: string, zone: string, words: RegExp) {
    await setZone(zone)
    const day = aTuesdayAhead()
    const application = await apply('Clock Reader', email)
    // What the Schedule Call field sends: the time as she typed it, 10:30 on her clock.
    const row = (await catalogueCall('decideApplication', {
      id: application.id,
      decision: 'schedule-call',
      callAt: `${day}T10:30`,
    })) as { callAt: string | null }
    const instant = wallTimeToIso(`${day}T10:30`, zone)!
    expect(row.callAt).toBe(instant)

    const [mail] = await peer.delivered(run, email, 1)
    const text = readable(mail!)
    expect(text).toMatch(words)
    expect(text).not.toMatch(/\bUTC\b/)

    const calendar = partOf(mail!, 'text/calendar')
    expect(calendar, 'an invitation.ics part').not.toBeNull()
    expect(calendar!.headers).toMatch(/filename="?invitation\.ics"?/)
    const ics = calendar!.body
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n')
    const lines = ics.replace(/\r\n /g, '').split('\r\n')
    const utc = instant.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(lines).toContain(`DTSTART:${utc}`)
    expect(lines.some((line) => /^DTEND:\d{8}T\d{6}Z$/.test(line))).toBe(true)
    expect(lines.some((line) => line.startsWith('UID:'))).toBe(true)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(lines.some((line) => line.includes(`mailto:${settings.supportEmail}`))).toBe(true)

    // The log keeps the calendar file beside the message she can read.
    const logged = await payload.find({
      collection: 'email-messages',
      where: { to: { equals: email } },
      limit: 1,
    })
    expect(logged.docs[0]?.calendar).toContain(`DTSTART:${utc}`)
    return utc
  }

  it('says the time in words with her zone and carries an .ics at that instant', async () => {
    const arizona = await invite(
      'clock.arizona@example.com',
      'America/Phoenix',
      /Tuesday \d{1,2} \w+, 10:30 AM Arizona time/,
    )
    // 10:30 in Arizona (UTC−7 all year) is 17:30 UTC.
    expect(arizona).toMatch(/T173000Z$/)
  })

  it('another zone in Site settings changes both the words and the instant', async () => {
    const london = await invite(
      'clock.london@example.com',
      'Europe/London',
      /Tuesday \d{1,2} \w+, 10:30 AM UK time/,
    )
    expect(london).toMatch(/T103000Z$/)
  })
})

describe('the dashboard counts her days', () => {
  it("a sign-up just after her midnight is today's in her zone, yesterday's in one further west", async () => {
    // Two zones on the same calendar day now, the western one's midnight later than the other's.
    const now = new Date()
    const pairs = [
      ['America/New_York', 'Pacific/Honolulu'],
      ['Europe/London', 'America/New_York'],
      ['Asia/Tokyo', 'Europe/London'],
    ] as const
    const midnight = (zone: string) => Date.parse(wallTimeToIso(ownerDayOf(now, zone), zone)!)
    const pair = pairs.find(
      ([east, west]) =>
        ownerDayOf(now, east) === ownerDayOf(now, west) &&
        midnight(west) > midnight(east) + 120_000 &&
        now.getTime() > midnight(east) + 120_000,
    )
    expect(pair, 'two zones on the same day now').toBeDefined()
    const [east, west] = pair!

    const leadsToday = async (zone: string) => {
      await setZone(zone)
      const { loadAnalytics } = await import('@/reports/analytics')
      return (await loadAnalytics(await ownerReq(), { days: 1 })).leads
    }
    const before = { east: await leadsToday(east), west: await leadsToday(west) }

    const lead = await payload.create({
      collection: 'leads',
      data: { email: 'just.after.midnight@example.com', source: 'meditation-download' },
    })
    const at = new Date(midnight(east) + 60_000).toISOString()
    await payload.db.drizzle.execute(
      sql`update leads set created_at = ${at}::timestamptz where id = ${lead.id}`,
    )

    expect(await leadsToday(east)).toBe(before.east + 1)
    expect(await leadsToday(west)).toBe(before.west)
  })
})

describe('the e-mail log picks her day', () => {
  it('a day is midnight to midnight on her clock', async () => {
    await setZone('America/Phoenix')
    const day = '2026-03-10'
    const { queueEmail } = await import('@/jobs/queueEmail')
    const late = await queueEmail(payload, {
      to: 'late.evening@example.com',
      subject: 'Late in her evening',
      text: 'Sent at 23:30 in Arizona.',
    })
    // 23:30 on 10 March in Arizona is 06:30 UTC on the 11th.
    await payload.db.drizzle.execute(
      sql`update email_messages set created_at = '2026-03-11T06:30:00Z' where id = ${late.messageId}`,
    )
    const subjects = async (mailDay: string) =>
      (
        (await catalogueCall('getSentMail', { day: mailDay })) as {
          recent: { subject: string }[]
        }
      ).recent.map((message) => message.subject)

    expect(await subjects(day)).toContain('Late in her evening')
    expect(await subjects('2026-03-11')).not.toContain('Late in her evening')

    // On New York's clock the same moment is 01:30 on the 11th.
    await setZone('America/New_York')
    expect(await subjects(day)).not.toContain('Late in her evening')
    expect(await subjects('2026-03-11')).toContain('Late in her evening')
    await setZone('America/Phoenix')
  })

  it("the E-mail log's own filter: a picked day (noon UTC, as Payload's picker sends it) is her day", async () => {
    await setZone('America/Phoenix')
    const find = async (where: Where) =>
      (
        await payload.find({
          collection: 'email-messages',
          where: { and: [{ to: { equals: 'late.evening@example.com' } }, where] },
          user: owner,
          overrideAccess: false,
        })
      ).docs.map((doc) => doc.subject)
    // Payload's day picker: 10 March is 2026-03-10T12:00:00.000Z (5:00 AM in Arizona).
    const tenth = '2026-03-10T12:00:00.000Z'
    const eleventh = '2026-03-11T12:00:00.000Z'
    expect(await find({ createdAt: { equals: tenth } })).toEqual(['Late in her evening'])
    expect(await find({ createdAt: { equals: eleventh } })).toEqual([])
    expect(await find({ createdAt: { greater_than: tenth } })).toEqual([])
    expect(await find({ createdAt: { less_than_equal: tenth } })).toEqual(['Late in her evening'])
    expect(await find({ createdAt: { greater_than_equal: eleventh } })).toEqual([])
    // Any other moment is taken as it is.
    expect(await find({ createdAt: { greater_than: '2026-03-11T06:00:00.000Z' } })).toEqual([
      'Late in her evening',
    ])
    await setZone('America/New_York')
    expect(await find({ createdAt: { equals: eleventh } })).toEqual(['Late in her evening'])
    await setZone('America/Phoenix')
  })

  it('refuses a day that is not one', async () => {
    await expect(catalogueCall('getSentMail', { day: '10/03/2026' })).rejects.toThrow(/Pick a day/)
  })
})
