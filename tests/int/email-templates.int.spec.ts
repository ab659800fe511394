import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { richText } from '@/seed/richText'

import { callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'
import { followedLinks } from './trackedLinks'

const peer = new SmtpPeer()
let payload: Payload
let owner: User
let leads: Endpoint

const signUp = (email: string, name: string) =>
  callEndpoint(payload, leads, { body: { email, name, source: 'meditation-download' } })
const deliveredTo = async (address: string) =>
  (await peer.delivered(() => payload.jobs.run({ allQueues: true }), address, 1)).map(readable)[0]!

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  leads = (await import('@/endpoints/leads')).leadsEndpoint
}, 120_000)

afterAll(() => peer.stop())

describe('e-mail templates the owner edits', () => {
  it('every e-mail the site sends has a published template with its first words', async () => {
    const { TEMPLATE_KEYS } = await import('@/email/templates')
    const { docs } = await payload.find({
      collection: 'email-templates',
      // Her own e-mails (the seeded Nurture ones) have no key: they are not the site's.
      where: { key: { exists: true } },
      limit: 0,
      depth: 0,
    })
    expect(docs.map((doc) => doc.key).sort()).toEqual([...TEMPLATE_KEYS].sort())
    expect(docs.every((doc) => doc._status === 'published')).toBe(true)
  })

  it('a draft edit changes nothing; the published edit is in the next message', async () => {
    const { docs } = await payload.find({
      collection: 'email-templates',
      where: { key: { equals: 'meditation-welcome' } },
      depth: 0,
    })
    const template = docs[0]!
    // The owner saves a draft, as herself through access.
    await payload.update({
      collection: 'email-templates',
      id: template.id,
      data: { subject: 'A draft subject' },
      draft: true,
      overrideAccess: false,
      user: owner,
    })
    await signUp('before.publish@example.com', 'Bea')
    const before = await deliveredTo('before.publish@example.com')
    expect(before).toContain('Subject: Your free grounding meditation')
    expect(before).not.toContain('A draft subject')

    await payload.update({
      collection: 'email-templates',
      id: template.id,
      data: {
        subject: 'Breathe with me, {{name}}',
        body: richText(['Dear {{name}},', 'Ten minutes, just for you. With love, {{ownerName}}']),
        buttonLabel: 'Press play',
        _status: 'published',
      },
      overrideAccess: false,
      user: owner,
    })
    await signUp('after.publish@example.com', 'Ola')
    const after = await deliveredTo('after.publish@example.com')
    expect(after).toContain('Subject: Breathe with me, Ola')
    expect(after).toContain('Ten minutes, just for you.')
    expect(after).toContain('Press play: ')
    expect(await followedLinks(payload, after)).toContain('/meditation-access')
    expect(after).not.toContain('Here is your 10-minute grounding meditation')
  })

  it('a visitor cannot read or change templates', async () => {
    await expect(
      payload.find({ collection: 'email-templates', overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('the message log', () => {
  it('every message is logged, sent with the provider id, linked to her contact; her request renders none', async () => {
    await signUp('logged@example.com', 'Lou')
    // Her request queued the first step of her sequence; the job renders and logs the message.
    const beforeRun = await payload.find({
      collection: 'email-messages',
      where: { to: { equals: 'logged@example.com' } },
      depth: 0,
    })
    expect(beforeRun.docs).toHaveLength(0)
    const step = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendSequenceStep' }, completedAt: { exists: false } },
      depth: 0,
    })
    expect(step.totalDocs).toBeGreaterThan(0)
    await deliveredTo('logged@example.com')
    const queued = await payload.find({
      collection: 'email-messages',
      where: { to: { equals: 'logged@example.com' } },
      depth: 0,
    })
    expect(queued.docs.map((message) => message.template)).toEqual(['meditation-welcome'])
    const sent = await payload.findByID({
      collection: 'email-messages',
      id: queued.docs[0]!.id,
      depth: 0,
    })
    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { email: { equals: 'logged@example.com' } },
      })
    ).docs[0]!
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider: 'nodemailer',
      contact: contact.id,
    })
    expect(sent.providerMessageId).toMatch(/@/)
    expect(sent.html).toContain('Lou')
  })

  it('a failed send is logged with its error and attempts, then sent when the server is back', async () => {
    await peer.stop()
    await signUp('failing@example.com', 'Fay')
    await payload.jobs.run({ allQueues: true })
    const [failed] = (
      await payload.find({
        collection: 'email-messages',
        where: { to: { equals: 'failing@example.com' } },
        depth: 0,
      })
    ).docs
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed!.error).toBeTruthy()

    await peer.start()
    // The retry waits with back-off (the welcome's sequence step retries its send): time passes.
    await payload.update({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false }, hasError: { not_equals: true } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await deliveredTo('failing@example.com')
    const sent = await payload.findByID({ collection: 'email-messages', id: failed!.id, depth: 0 })
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null })
  })

  it('mail Payload sends itself (its own sendEmail, outside our templates) is logged too', async () => {
    await payload.sendEmail({
      to: owner.email,
      subject: 'A message from Payload itself',
      text: 'Sent by Payload, not by a template.',
    })
    await expect
      .poll(async () => {
        const { docs } = await payload.find({
          collection: 'email-messages',
          where: {
            and: [{ to: { equals: owner.email } }, { template: { equals: 'payload-auth' } }],
          },
          depth: 0,
        })
        return docs.map((message) => message.status)
      })
      .toEqual(['sent'])
    expect(peer.to(owner.email)).toHaveLength(1)
  })
})
