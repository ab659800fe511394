import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_PROPOSAL_PEOPLE } from '@/assistant/constants'
import type { catalogue as Catalogue } from '@/catalogue'

import { seededSiteMailingTo } from './seededSite'
import { seedOrder } from './seedOrder'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * The operations the AI assistant's tools are: who joined in a window, the business
 * report beside the database's own counts, a sequence started by hand that sends its first e-mail
 * once per woman, a tag that starts its sequence, a campaign to people chosen one by one that
 * reaches only the subscribed ones, and a buyer or a signed-out caller refused.
 */

const peer = new SmtpPeer()
let payload: Payload
let catalogue: typeof Catalogue
let invoke: typeof import('@/core/defineOperation').invoke
let ownerUser: Record<string, unknown>
let buyerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`

const fresh = ['ann', 'bea', 'cat'].map(address)
const older = ['dee', 'eve', 'fay', 'gia', 'hal'].map(address)
/** Contact ids by address. */
const ids = new Map<string, number>()
const idOf = (email: string) => ids.get(email)!

const asOwner = async () =>
  (await createLocalReq(
    { user: { ...ownerUser, collection: 'users' } as never },
    payload,
  )) as PayloadRequest

/** A request as it arrives with this cookie (none: a signed-out browser). */
async function asCaller(cookie = '') {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  if (cookie) req.user = (await payload.auth({ headers: new Headers({ cookie }) })).user
  return req
}

/** Runs every queue until nothing due is left (steps waiting for their day stay waiting). */
async function runJobs() {
  for (let round = 0; round < 20; round++) {
    const bulk = (await payload.jobs.run({ queue: 'bulk', limit: 100 })) as {
      noJobsRemaining?: boolean
    }
    const rest = (await payload.jobs.run({ allQueues: true, limit: 100 })) as {
      noJobsRemaining?: boolean
    }
    if (bulk?.noJobsRemaining && rest?.noJobsRemaining) return
  }
}

const mailTo = (email: string, subjectPart: string) =>
  peer.to(email).filter((mail) => readable(mail).includes(subjectPart))

const exec = async (statement: ReturnType<typeof sql>) => {
  const { writeAsSystem } = await import('@/utilities/sql')
  return writeAsSystem<Record<string, unknown>>('seed', payload, statement)
}

const NURTURE_FIRST = 'a small practice for today'

beforeAll(async () => {
  ;({ payload, owner: ownerUser } = (await seededSiteMailingTo(peer)) as never)
  ;({ catalogue } = await import('@/catalogue'))
  ;({ invoke } = await import('@/core/defineOperation'))
  const { callEndpoint } = await import('./callEndpoint')
  const { leadsEndpoint } = await import('@/endpoints/leads')
  for (const [index, email] of [...fresh, ...older].entries()) {
    const answer = await callEndpoint(payload, leadsEndpoint, {
      body: {
        email,
        name: email.split('-')[0],
        ...(index % 2
          ? { source: 'quiz_rebel', quizResult: 'rebel' }
          : { source: 'meditation-download' }),
      },
    })
    expect(answer.status, await answer.clone().text()).toBeLessThan(300)
  }
  const rows = await exec(
    sql`select id, email from contacts where email like ${`%-${stamp}@example.com`}`,
  )
  for (const row of rows) ids.set(row.email as string, row.id as number)
  // The five older ones joined ten days ago: last week's report, not this one's.
  const olderIds = sql.join(
    older.map((email) => sql`${idOf(email)}`),
    sql`, `,
  )
  await exec(sql`update contacts set first_seen_at = now() - interval '10 days'
                  where id in (${olderIds})`)
  await exec(sql`update leads set created_at = now() - interval '10 days'
                  where contact_id in (${olderIds})`)
  // This week: Dee buys (a refunded order of Eve's never counts), Fay applies.
  for (const [email, status, intent] of [
    [older[0]!, 'paid', `pi_ops_paid_${stamp}`],
    [older[1]!, 'refunded', `pi_ops_refunded_${stamp}`],
  ] as const) {
    await seedOrder(payload, {
      email,
      paymentIntentId: intent,
      amountInCents: 4400,
      mode: 'demo',
      refunded: status === 'refunded',
    })
  }
  const { APPLICATION_QUESTIONS } = await import('@/applications/schema')
  await payload.create({
    collection: 'applications',
    data: {
      name: 'Fay',
      email: older[2]!,
      ...Object.fromEntries(
        APPLICATION_QUESTIONS.map(({ name }) => [name, 'I want to feel at home in my body.']),
      ),
    } as never,
  })
  // Hal unsubscribed: nothing of hers is ever sent again.
  await exec(sql`update contacts set subscribed = false where id = ${idOf(older[4]!)}`)
  // Their welcomes and receipts are other tests' business: dropped unsent, to keep this one quick.
  await exec(sql`delete from payload_jobs where completed_at is null`)
  peer.received = []
  const { signInWithAccessLink } = await import('@/auth/memberSession')
  buyerCookie = (await signInWithAccessLink(payload, older[0]!)).split(';')[0]!
}, 180_000)

afterAll(() => peer.stop())

describe('what the assistant reads', () => {
  it('findPeople: those who joined in the last 24 hours are exactly the three new ones', async () => {
    const found = await invoke(catalogue.findPeople, await asOwner(), { joinedWithinHours: 24 })
    expect(found.count).toBe(3)
    expect(found.subscribedCount).toBe(3)
    expect(found.people.map((person) => person.email).sort()).toEqual([...fresh].sort())
    const ann = found.people.find((person) => person.email === fresh[0])!
    expect(ann).toMatchObject({ source: 'meditation-download', status: 'new', subscribed: true })
    // Nothing secret rides along.
    expect(JSON.stringify(found)).not.toMatch(/token|unsubscribe|hash/i)

    const rebels = await invoke(catalogue.findPeople, await asOwner(), {
      archetype: 'rebel',
      subscribed: 'yes',
      limit: 1,
    })
    // Bea (fresh), Dee and Fay (older); Hal is a rebel who unsubscribed.
    expect(rebels.count).toBe(3)
    expect(rebels.people).toHaveLength(1)
    expect((await invoke(catalogue.findPeople, await asOwner(), { bought: true })).count).toBe(1)
    expect((await invoke(catalogue.findPeople, await asOwner(), { applied: true })).count).toBe(1)
  })

  it('getBusinessReport: this week and last week, as the database counts them', async () => {
    const report = await invoke(catalogue.getBusinessReport, await asOwner(), {})
    const [direct] = await exec(sql`select
        (select count(distinct l.contact_id) from leads l
          where l.created_at >= now() - interval '7 days'
            and not exists (select 1 from leads e where e.contact_id = l.contact_id
                              and e.created_at < now() - interval '7 days')) as leads,
        (select count(*) from applications where created_at >= now() - interval '7 days')
          as applications,
        (select count(*) from orders where status in ('paid', 'past_due', 'cancelled')
            and coalesce(paid_at, created_at) >= now() - interval '7 days') as purchases,
        (select coalesce(sum(paid_in_cents), 0) from orders
          where status in ('paid', 'past_due', 'cancelled')
            and coalesce(paid_at, created_at) >= now() - interval '7 days') as cents`)
    expect(report).toMatchObject({
      leads: Number(direct!.leads),
      applications: Number(direct!.applications),
      purchases: Number(direct!.purchases),
      revenue: Number(direct!.cents) / 100,
    })
    // And what that is on this database: 3 new leads, Dee's $44, Fay's application.
    expect(report).toMatchObject({ leads: 3, newPeople: 3, applications: 1, purchases: 1 })
    expect(report.revenue).toBe(44)
    expect(report.previous).toMatchObject({ leads: 5, newPeople: 5, purchases: 0, revenue: 0 })
    expect(report.bySource).toEqual([
      { source: 'meditation-download', label: 'Meditation download', leads: 2 },
      { source: 'quiz_rebel', label: 'Quiz: Rebel', leads: 1 },
    ])
  })

  it('getQuizFunnel, listSequences and listEmailTemplates read what is there', async () => {
    const funnel = await invoke(catalogue.getQuizFunnel, await asOwner(), {})
    // Bea, Dee, Fay and Hal took the quiz (all Rebels); Dee bought, Fay applied; no visit was counted.
    expect(funnel).toMatchObject({
      started: 0,
      completed: 4,
      completionRate: 0,
      becameCustomers: 1,
      becameApplicants: 1,
      conversionRate: 25,
      applicationRate: 25,
    })
    expect(funnel.byArchetype.find((row) => row.archetype === 'rebel')?.count).toBe(4)

    const { sequences } = await invoke(catalogue.listSequences, await asOwner(), {})
    expect(sequences.find((sequence) => sequence.name === 'Nurture')).toMatchObject({
      trigger: 'You give her the tag “Nurture”',
      active: true,
      steps: [
        { email: 'Nurture 1: a first breath together', when: 'At once' },
        { email: 'Nurture 2: the good girl question', when: '3 days later' },
        { email: 'Nurture 3: an invitation', when: '4 days later' },
      ],
    })
    const { templates } = await invoke(catalogue.listEmailTemplates, await asOwner(), {})
    const own = templates.find((template) => template.name === 'Nurture 2: the good girl question')
    expect(own).toMatchObject({ sentBySite: false, shortened: false })
    expect(own?.text).toContain('{{firstName}}')
    expect(templates.find((template) => template.sentBySite)).toBeTruthy()
    expect(templates.every((template) => template.text.length <= 2_001)).toBe(true)

    // Her "How I write" starts from a sensible voice, and is hers to keep short.
    const { DEFAULT_ASSISTANT_VOICE } = await import('@/settings/assistantVoice')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.assistantVoice).toBe(DEFAULT_ASSISTANT_VOICE)
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { assistantVoice: 'x'.repeat(1_001) },
        overrideAccess: false,
        user: { ...ownerUser, collection: 'users' } as never,
      }),
    ).rejects.toThrow(/How I write/)
  })
})

describe('what the assistant changes, on Accept', () => {
  const nurture = async () =>
    (
      await payload.find({
        collection: 'email-sequences',
        where: { name: { equals: 'Nurture' } },
        depth: 0,
      })
    ).docs[0]!

  it('enrolInSequence sends the first Nurture e-mail once to each, and never again', async () => {
    const sequence = await nurture()
    const contacts = [...fresh, older[4]!].map(idOf)
    const first = await invoke(catalogue.enrolInSequence, await asOwner(), {
      sequence: sequence.id,
      contacts,
    })
    expect(first).toMatchObject({ enrolled: 3, alreadyIn: 0, unsubscribed: 1 })
    expect(first.sequence).toEqual({ id: sequence.id, name: 'Nurture' })
    await runJobs()
    for (const email of fresh) expect(mailTo(email, NURTURE_FIRST)).toHaveLength(1)
    expect(peer.to(older[4]!)).toHaveLength(0)

    const again = await invoke(catalogue.enrolInSequence, await asOwner(), {
      sequence: sequence.id,
      contacts,
    })
    expect(again).toMatchObject({ enrolled: 0, alreadyIn: 3, unsubscribed: 1 })
    await runJobs()
    for (const email of fresh) expect(mailTo(email, NURTURE_FIRST)).toHaveLength(1)
  })

  it('enrolInSequence refuses a sequence that is switched off, in words', async () => {
    const paused = await payload.create({
      collection: 'email-sequences',
      data: {
        name: `Paused ${stamp}`,
        trigger: 'tag-added',
        triggerTag: (await payload.find({ collection: 'tags', limit: 1 })).docs[0]!.id,
        active: false,
        steps: [{ template: (await nurture()).steps![0]!.template as number, delay: 0 }],
      } as never,
    })
    await expect(
      invoke(catalogue.enrolInSequence, await asOwner(), {
        sequence: paused.id,
        contacts: [idOf(fresh[0]!)],
      }),
    ).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/switched off/) })
  })

  it('tagPeople gives the Nurture tag (by any case) and that starts the Nurture sequence', async () => {
    const people = [older[0]!, older[1]!].map(idOf)
    const tagged = await invoke(catalogue.tagPeople, await asOwner(), {
      contacts: people,
      tagName: 'nurture',
    })
    expect(tagged).toMatchObject({ changed: 2, tag: { name: 'Nurture' } })
    await runJobs()
    for (const email of [older[0]!, older[1]!]) {
      expect(mailTo(email, NURTURE_FIRST)).toHaveLength(1)
    }
    const tagAgain = await invoke(catalogue.tagPeople, await asOwner(), {
      contacts: people,
      tag: tagged.tag.id,
    })
    expect(tagAgain.changed).toBe(0)

    const vip = await invoke(catalogue.tagPeople, await asOwner(), {
      contacts: [idOf(fresh[1]!)],
      tagName: `VIP ${stamp}`,
    })
    expect(vip.changed).toBe(1)
    const found = await invoke(catalogue.findPeople, await asOwner(), {
      tagName: `vip ${stamp}`,
    })
    expect(found.people.map((person) => person.email)).toEqual([fresh[1]])
    const removed = await invoke(catalogue.tagPeople, await asOwner(), {
      contacts: [idOf(fresh[1]!)],
      tag: vip.tag.id,
      remove: true,
    })
    expect(removed.changed).toBe(1)
  })

  it('a campaign to people chosen one by one reaches only the subscribed ones, once', async () => {
    const chosen = [fresh[2]!, older[3]!, older[4]!]
    const audience = `people:${chosen.map(idOf).join(',')}`
    const described = await invoke(catalogue.describeAudience, await asOwner(), { audience })
    expect(described).toMatchObject({ label: '3 people you chose', count: 2 })
    const subject = `Chosen ones ${stamp}`
    const saved = (await invoke(catalogue.saveCampaign, await asOwner(), {
      subject,
      content: 'Dear {{name}}, this one is for you.',
      audience,
    })) as { id: number }
    await invoke(catalogue.sendCampaign, await asOwner(), { id: saved.id })
    await runJobs()
    const received = peer.received
      .filter((mail) => readable(mail).includes(subject))
      .flatMap((mail) => mail.to)
    expect(received.sort()).toEqual([fresh[2]!, older[3]!].sort())

    // The most people a proposal names, with the longest ids, still make a campaign she can save.
    const many = Array.from({ length: MAX_PROPOSAL_PEOPLE }, () =>
      String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
    )
    const big = (await invoke(catalogue.saveCampaign, await asOwner(), {
      subject: `Many ${stamp}`,
      content: 'Dear {{name}}',
      audience: `people:${[...new Set(many)].join(',')}`,
    })) as { id: number }
    expect(big.id).toBeGreaterThan(0)
    await expect(
      invoke(catalogue.saveCampaign, await asOwner(), {
        subject: `Too many ${stamp}`,
        content: 'Dear {{name}}',
        audience: `people:${Array.from({ length: MAX_PROPOSAL_PEOPLE + 1 }, (_, i) => i + 1).join(',')}`,
      }),
    ).rejects.toMatchObject({ code: 'bad_request' })
  })
})

describe('who may call them', () => {
  it('a signed-out caller gets 401 and a buyer 403, for a read and a write; nothing changes', async () => {
    const { ERROR_STATUS } = await import('@/core/errors')
    const statusOf = (work: Promise<unknown>) =>
      work.then(
        () => 200,
        (error: { code: keyof typeof ERROR_STATUS }) => ERROR_STATUS[error.code],
      )
    const signedOut = await asCaller()
    const buyer = await asCaller(buyerCookie)
    expect(buyer.user).toBeTruthy()
    expect(await statusOf(invoke(catalogue.findPeople, signedOut, {}))).toBe(401)
    expect(await statusOf(invoke(catalogue.findPeople, buyer, {}))).toBe(403)
    const write = { contacts: [idOf(fresh[0]!)], tagName: `Stolen ${stamp}` }
    expect(await statusOf(invoke(catalogue.tagPeople, signedOut, write))).toBe(401)
    expect(await statusOf(invoke(catalogue.tagPeople, buyer, write))).toBe(403)
    const sequence = (
      await payload.find({ collection: 'email-sequences', where: { name: { equals: 'Nurture' } } })
    ).docs[0]!
    expect(
      await statusOf(
        invoke(catalogue.enrolInSequence, buyer, {
          sequence: sequence.id,
          contacts: [idOf(older[3]!)],
        }),
      ),
    ).toBe(403)
    const [tags] = await exec(
      sql`select count(*) as count from tags where name = ${`Stolen ${stamp}`}`,
    )
    expect(Number(tags!.count)).toBe(0)
    const [enrolled] = await exec(sql`select count(*) as count from sequence_enrollments
                                      where contact_id = ${idOf(older[3]!)}
                                        and sequence_id = ${sequence.id}`)
    expect(Number(enrolled!.count)).toBe(0)
  })
})
