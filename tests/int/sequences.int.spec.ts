import { spawn } from 'node:child_process'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { typescriptCommand } from '../../scripts/lib/bundle.mjs'
import { callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { seedOrder } from './seedOrder'
import { readable, SmtpPeer } from './smtpPeer'
import { followedLinks } from './trackedLinks'

/**
 * Sequences, from her inbox: a quiz lead gets the quiz sequence's steps in order, each
 * at its time (the test moves the clock: the jobs' `waitUntil`); a buyer leaves a sales sequence;
 * an unsubscribed address gets nothing more; a removed tag ends a tag's sequence; a server killed
 * between steps and started again sends no step twice. Today's welcome is step 1 of each seeded
 * sequence, sent once, as before.
 */

const peer = new SmtpPeer()
let payload: Payload
let owner: PayloadRequest
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`

const subjectsTo = (email: string) =>
  peer.to(email).map((mail) => /^Subject: (.*)$/m.exec(readable(mail))?.[1] ?? '')

/** Runs the bulk queue until nothing due is left. */
async function runBulk() {
  for (let round = 0; round < 10; round++) {
    const result = (await payload.jobs.run({ queue: 'bulk', limit: 50 })) as {
      noJobsRemaining?: boolean
    }
    if (result?.noJobsRemaining) return
  }
}

/** The test's clock: every waiting step comes due now. */
async function timePasses() {
  const { writeAsSystem } = await import('@/utilities/sql')
  await writeAsSystem(
    'seed',
    payload,
    sql`update payload_jobs set wait_until = now() - interval '1 second'
         where task_slug = 'sendSequenceStep' and completed_at is null`,
  )
  await runBulk()
}

async function signUp(body: Record<string, unknown>) {
  const { leadsEndpoint } = await import('@/endpoints/leads')
  const answer = await callEndpoint(payload, leadsEndpoint, { body })
  expect(answer.status, await answer.clone().text()).toBeLessThan(300)
}

/** An e-mail of her own (published), with a link, for a step. */
async function ownTemplate(subject: string, line: string) {
  const { richText } = await import('@/seed/richText')
  return payload.create({
    collection: 'email-templates',
    data: {
      name: subject,
      subject,
      body: richText([`Dear {{firstName}},`, line]) as never,
      buttonLabel: 'Read more',
      buttonUrl: 'https://example.com/journal',
      _status: 'published',
    },
    overrideAccess: false,
    user: owner.user,
  })
}

const enrollmentOf = async (email: string, sequence: number) =>
  (
    await payload.find({
      collection: 'sequence-enrollments',
      where: { 'contact.email': { equals: email }, sequence: { equals: sequence } },
      depth: 0,
    })
  ).docs[0]

const seeded = async (key: string) =>
  (
    await payload.find({
      collection: 'email-sequences',
      where: { seededFor: { equals: key } },
      depth: 0,
    })
  ).docs[0]!

beforeAll(async () => {
  let ownerUser
  ;({ payload, owner: ownerUser } = await seededSiteMailingTo(peer))
  owner = (await createLocalReq(
    { user: { ...ownerUser, collection: 'users' } as never },
    payload,
  )) as PayloadRequest
}, 120_000)

afterAll(() => peer.stop())

describe('the seeded sequences', () => {
  it('begin with today’s welcomes: each funnel sends its welcome once, as before', async () => {
    for (const key of ['meditation-welcome', 'quiz-result', 'waitlist-welcome']) {
      const sequence = await seeded(key)
      expect(sequence.active).toBe(true)
      expect(sequence.steps).toHaveLength(1)
    }
    const email = address('once')
    await signUp({ email, name: 'Ona', source: 'meditation-download' })
    await runBulk()
    await signUp({ email, name: 'Ona', source: 'meditation-download' })
    await runBulk()
    await timePasses()
    expect(subjectsTo(email)).toEqual(['Your free grounding meditation'])
  })
})

describe('a quiz lead in the quiz sequence', () => {
  it('receives its steps in order, each when its delay has passed, her name and tracked links in them', async () => {
    const quiz = await seeded('quiz-result')
    const second = await ownTemplate(`Step two ${stamp}`, 'A practice for this week.')
    const third = await ownTemplate(`Step three ${stamp}`, 'One more thing.')
    await payload.update({
      collection: 'email-sequences',
      id: quiz.id,
      data: {
        steps: [
          ...quiz.steps!.map((step) => ({ ...step, template: step.template as number })),
          { template: second.id, delay: 2, delayUnit: 'days', sendWindow: 'any' },
          { template: third.id, delay: 12, delayUnit: 'hours', sendWindow: 'any' },
        ],
      },
      overrideAccess: false,
      user: owner.user,
    })
    const email = address('quinn')
    await signUp({ email, name: 'Quinn Rae', source: 'quiz_rebel', quizResult: 'rebel' })
    await runBulk()
    expect(subjectsTo(email)).toEqual([expect.stringMatching(/^Your Good Girl archetype:/)])

    // Step two waits two days: its job is due then, not now.
    const { docs: waiting } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendSequenceStep' }, completedAt: { exists: false } },
      depth: 0,
    })
    const due = waiting.map((job) => new Date(job.waitUntil!).getTime() - Date.now())
    expect(due.some((ms) => ms > 47 * 3_600_000 && ms <= 48 * 3_600_000)).toBe(true)
    await runBulk()
    expect(subjectsTo(email)).toHaveLength(1)

    await timePasses()
    expect(subjectsTo(email)).toEqual([
      expect.stringMatching(/^Your Good Girl archetype:/),
      `Step two ${stamp}`,
    ])
    const two = readable(peer.to(email).at(-1)!)
    expect(two).toContain('Dear Quinn,')
    expect(two).toMatch(/\/r\/[0-9a-z]+-\d+-[\w-]{16}/)
    expect(await followedLinks(payload, two)).toContain('https://example.com/journal')

    await timePasses()
    expect(subjectsTo(email).slice(1)).toEqual([`Step two ${stamp}`, `Step three ${stamp}`])
    expect(await enrollmentOf(email, quiz.id)).toMatchObject({ status: 'completed' })

    // The steps' figures come from their delivery rows: three sent to her.
    const { docs } = await payload.find({
      collection: 'email-deliveries',
      where: { 'contact.email': { equals: email } },
      depth: 0,
      sort: 'step',
    })
    expect(docs.map((delivery) => [delivery.step, delivery.status])).toEqual([
      [0, 'sent'],
      [1, 'sent'],
      [2, 'sent'],
    ])
    // The Email tab shows who is in it and each step's figures, from those rows.
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const tab = await invoke(catalogue.getEmailTab, owner, {})
    const row = tab.sequences.find((sequence) => sequence.id === quiz.id)!
    expect(row.steps.map((step) => [step.email, step.when])).toEqual([
      [expect.any(String), 'At once'],
      [`Step two ${stamp}`, '2 days later'],
      [`Step three ${stamp}`, '12 hours later'],
    ])
    expect(row.steps.every((step) => step.sent >= 1)).toBe(true)
    expect(row.recent.find((member) => member.email === email)).toMatchObject({
      status: 'completed',
      nextStep: null,
    })
    expect(tab.templates.map((template) => template.subject)).toContain(`Step two ${stamp}`)
  })
})

describe('leaving a sequence', () => {
  let sales = 0
  let followUp = 0

  beforeAll(async () => {
    const pitch = await ownTemplate(`The masterclass ${stamp}`, 'It opens today.')
    followUp = (await ownTemplate(`Last call ${stamp}`, 'It closes tonight.')).id
    sales = (
      await payload.create({
        collection: 'email-sequences',
        data: {
          name: `Masterclass launch ${stamp}`,
          trigger: 'meditation',
          exitOnPurchase: true,
          active: true,
          steps: [
            { template: pitch.id, delay: 1, delayUnit: 'hours', sendWindow: 'any' },
            { template: followUp, delay: 1, delayUnit: 'days', sendWindow: 'any' },
          ],
        },
        overrideAccess: false,
        user: owner.user,
      })
    ).id
  })

  it('a buyer stops receiving the sales steps', async () => {
    const email = address('buyer')
    await signUp({ email, name: 'Bea', source: 'meditation-download' })
    await runBulk()
    await timePasses()
    expect(subjectsTo(email)).toEqual([
      'Your free grounding meditation',
      `The masterclass ${stamp}`,
    ])

    await seedOrder(payload, {
      email,
      paymentIntentId: `pi_sequence_${stamp}`,
      amountInCents: 29700,
      mode: 'demo',
    })
    await runBulk()
    await timePasses()
    expect(subjectsTo(email)).not.toContain(`Last call ${stamp}`)
    expect(await enrollmentOf(email, sales)).toMatchObject({
      status: 'exited',
      exitReason: 'bought',
    })
  })

  it('an unsubscribed address receives nothing more', async () => {
    const email = address('leaver')
    await signUp({ email, name: 'Lea', source: 'meditation-download' })
    await runBulk()
    expect(subjectsTo(email)).toEqual(['Your free grounding meditation'])
    const token = /unsubscribe\?token=([\w-]+)/.exec(readable(peer.to(email)[0]!))![1]!
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    await invoke(catalogue.unsubscribe, await createLocalReq({}, payload), { token })
    await timePasses()
    await timePasses()
    expect(subjectsTo(email)).toEqual(['Your free grounding meditation'])
    expect(await enrollmentOf(email, sales)).toMatchObject({
      status: 'exited',
      exitReason: 'unsubscribed',
    })
  })

  it('a tag’s sequence starts when she is given the tag and ends when it is taken away', async () => {
    const tag = await payload.create({
      collection: 'tags',
      data: { name: `VIP ${stamp}`, color: '#6B7280' },
      overrideAccess: true,
    })
    const hello = await ownTemplate(`Welcome, VIP ${stamp}`, 'You are one of us.')
    const sequence = await payload.create({
      collection: 'email-sequences',
      data: {
        name: `VIP ${stamp}`,
        trigger: 'tag-added',
        triggerTag: tag.id,
        active: true,
        steps: [
          { template: hello.id, delay: 0, delayUnit: 'days', sendWindow: 'any' },
          { template: followUp, delay: 3, delayUnit: 'days', sendWindow: 'any' },
        ],
      },
      overrideAccess: false,
      user: owner.user,
    })
    const email = address('vip')
    await signUp({ email, name: 'Vi', source: 'quiz_perfectionist', quizResult: 'perfectionist' })
    await runBulk()
    const contact = (
      await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    ).docs[0]!
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    await invoke(catalogue.updateContact, owner, { id: contact.id, tagIds: [tag.id] })
    await runBulk()
    expect(subjectsTo(email)).toContain(`Welcome, VIP ${stamp}`)
    await invoke(catalogue.updateContact, owner, { id: contact.id, tagIds: [] })
    await timePasses()
    expect(subjectsTo(email)).not.toContain(`Last call ${stamp}`)
    expect(await enrollmentOf(email, sequence.id)).toMatchObject({
      status: 'exited',
      exitReason: 'tag-removed',
    })
  })
})

describe('the sequence editor of the Email tab (saveSequence)', () => {
  it('saves a new sequence and her edit of it; refuses what is missing, in her words', async () => {
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { AppError } = await import('@/core/errors')
    const template = await ownTemplate(`Editor step ${stamp}`, 'Hello.')
    const input = {
      name: `Editor ${stamp}`,
      trigger: 'waitlist' as const,
      active: false,
      steps: [
        {
          template: template.id,
          delay: 1,
          delayUnit: 'days' as const,
          sendWindow: 'morning' as const,
        },
      ],
    }
    const created = await invoke(catalogue.saveSequence, owner, input)
    await invoke(catalogue.saveSequence, owner, {
      ...input,
      id: created.id,
      steps: [
        ...input.steps,
        { template: template.id, delay: 3, delayUnit: 'hours', sendWindow: 'any' },
      ],
    })
    const tab = await invoke(catalogue.getEmailTab, owner, {})
    const row = tab.sequences.find((sequence) => sequence.id === created.id)!
    expect(row.steps.map((step) => [step.when, step.window])).toEqual([
      ['1 day later', 'Mornings (8 am to noon)'],
      ['3 hours later', 'Any time'],
    ])
    expect(row.editable.steps).toHaveLength(2)

    const refusal = async (raw: Record<string, unknown>) => {
      try {
        await invoke(catalogue.saveSequence, owner, raw)
      } catch (error) {
        if (error instanceof AppError) return [error.status, error.message]
        throw error
      }
      return [200, '']
    }
    expect(await refusal({ ...input, name: ' ' })).toEqual([400, 'Please name the sequence.'])
    expect(await refusal({ ...input, steps: [] })).toEqual([400, 'Add at least one step.'])
    expect(await refusal({ ...input, trigger: 'tag-added' })).toEqual([
      400,
      'Please choose the tag that starts it.',
    ])
    expect(await refusal({ ...input, steps: [{ ...input.steps[0], delay: 400 }] })).toEqual([
      400,
      'A delay is a whole number from 0 to 365.',
    ])
    expect(await refusal({ ...input, id: 2 ** 31 - 1 })).toEqual([
      404,
      'There is no such sequence.',
    ])
  })
})

describe('a server stopped between steps', () => {
  it('sends each step once when it starts again, even with a step queued twice', async () => {
    const meditation = await seeded('meditation-welcome')
    // Her own address on each attempt: a retry of this test starts from nothing sent to her.
    const email = address(`restart${Date.now()}`)
    const [command, args] = await typescriptCommand('tests/int/fixtures/campaign-sender.ts')
    await signUp({ email, name: 'Ria', source: 'meditation-download' })
    // Another process runs the queue (as `npm run jobs` would) and is killed after step 1.
    const runner = spawn(command, args, { env: process.env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    runner.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise((resolve) => runner.once('exit', resolve))
    const alive = () => {
      if (runner.exitCode !== null) throw new Error(`runner exited ${runner.exitCode}: ${stderr}`)
    }
    try {
      await expect
        .poll(
          () => {
            alive()
            return peer.to(email).length
          },
          { timeout: 90_000 },
        )
        .toBeGreaterThanOrEqual(1)
      // Killed between steps: once step 1 is on record as sent and her welcome sequence is done,
      // while the sales sequence's step waits (due in an hour). Not mid-send: a message the mail
      // server took but the log never heard of is sent again once its lease has passed.
      await expect
        .poll(async () => (await enrollmentOf(email, meditation.id))?.status, { timeout: 90_000 })
        .toBe('completed')
    } finally {
      runner.kill('SIGKILL')
    }
    await exited
    const beforeRestart = subjectsTo(email)

    // Started again: housekeeping finds the step overdue and queues it a second time as well.
    const { writeAsSystem } = await import('@/utilities/sql')
    await writeAsSystem(
      'seed',
      payload,
      sql`update sequence_enrollments set next_step_at = now() - interval '10 minutes'
           where contact_id = (select id from contacts where email = ${email})`,
    )
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { systemRequest } = await import('@/core/operation')
    const cleaned = await invoke(
      catalogue.cleanUp,
      await systemRequest(payload, 'housekeeping'),
      {},
    )
    expect(cleaned.resumedSteps).toBeGreaterThan(0)
    await timePasses()
    await timePasses()
    const subjects = subjectsTo(email)
    expect(beforeRestart[0]).toBe('Your free grounding meditation')
    expect(subjects.filter((subject) => subject === 'Your free grounding meditation')).toHaveLength(
      1,
    )
    expect(subjects.filter((subject) => subject.startsWith('The masterclass'))).toHaveLength(1)
    expect(await enrollmentOf(email, meditation.id)).toMatchObject({ status: 'completed' })
  }, 180_000)
})

describe('two jobs for the same step at once', () => {
  it('sends it once: the second finds it in the first one’s hands and leaves it to it', async () => {
    const first = await ownTemplate(`Twice first ${stamp}`, 'Once only.')
    const second = await ownTemplate(`Twice second ${stamp}`, 'Once only, again.')
    const sequence = await payload.create({
      collection: 'email-sequences',
      data: {
        name: `Twice ${stamp}`,
        trigger: 'workshop',
        active: true,
        steps: [
          { template: first.id, delay: 1, delayUnit: 'hours', sendWindow: 'any' },
          { template: second.id, delay: 1, delayUnit: 'days', sendWindow: 'any' },
        ],
      },
      overrideAccess: false,
      user: owner.user,
    })
    const email = address(`twice${Date.now()}`)
    await signUp({ email, name: 'Tia', source: 'quiz_perfectionist', quizResult: 'perfectionist' })
    await runBulk()
    const contact = (
      await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    ).docs[0]!
    const { startSequence, queueStep } = await import('@/email/sequences/enrol')
    const { systemRequest } = await import('@/core/operation')
    const { invoke } = await import('@/core/defineOperation')
    const { catalogue } = await import('@/catalogue')
    const { queryRows } = await import('@/utilities/sql')
    await startSequence(await systemRequest(payload, 'emailSequence'), {
      sequence,
      contact: { id: contact.id, email },
      data: { manual: true },
    })
    const enrollment = (await enrollmentOf(email, sequence.id))!
    const runStep = async (step: number) =>
      invoke(catalogue.runSequenceStep, await systemRequest(payload, 'emailSequence'), {
        enrollmentId: enrollment.id,
        step,
      })
    const countOf = (subject: string) => subjectsTo(email).filter((s) => s === subject).length

    // A slow mail server: the first job is mid-send, its message committed, when the second runs.
    peer.delay = 1_500
    try {
      const sender = runStep(0)
      await expect
        .poll(async () => {
          const [row] = await queryRows<{ message_id: number | null }>(
            payload,
            sql`select message_id from email_deliveries
                 where enrollment_id = ${enrollment.id} and step = 0`,
          )
          return row?.message_id ?? null
        })
        .not.toBeNull()
      const duplicate = await runStep(0)
      expect((await sender).outcome).toBe('sent')
      expect(countOf(`Twice first ${stamp}`)).toBe(1)
      expect(duplicate.outcome).toBe('in-flight')
      // Once sent, a late duplicate finds her moved on.
      expect((await runStep(0)).outcome).toBe('stale')

      // Step two queued twice (as housekeeping would), both jobs taken by one run of the queue.
      await queueStep(payload, enrollment.id, 1, new Date())
      await timePasses()
      expect(countOf(`Twice second ${stamp}`)).toBe(1)
      expect(countOf(`Twice first ${stamp}`)).toBe(1)
      expect(await enrollmentOf(email, sequence.id)).toMatchObject({ status: 'completed' })
    } finally {
      peer.delay = 0
    }
  }, 120_000)
})
