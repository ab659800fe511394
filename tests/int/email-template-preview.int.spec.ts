import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { EmailTemplate, User } from '@/payload-types'

import { throughPayload } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * E-mail drafts, from the owner's and an attacker's side: an e-mail's draft is previewed
 * (for the sample woman or a real person, without her tokens) and test-sent to the owner alone,
 * while real people keep receiving the published words; a system e-mail is never deleted or
 * unpublished, and can be reset to its original words.
 */

const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let owner: User
let ownerCookie = ''
let buyerCookie = ''
const stamp = Date.now()
const address = (who: string) => `${who}-${stamp}@example.com`
const maya = address('maya')

const http = (method: string, path: string, options?: { cookie?: string; body?: unknown }) =>
  throughPayload(config, method, path, options)
const asOwner = (method: string, path: string, body?: unknown) =>
  http(method, path, { cookie: ownerCookie, body })

async function templateOf(key: string): Promise<EmailTemplate> {
  const { docs } = await payload.find({
    collection: 'email-templates',
    where: { key: { equals: key } },
    depth: 0,
    draft: false,
  })
  return docs[0]!
}

/**
 * A woman the site knows: her contact (and her quiz lead), made as the sign-up forms make them.
 * Written directly: the forms also count analytics events, whose database functions come with
 * the migrations a pushed test schema does not run.
 */
async function person(email: string, name: string, quizResult?: 'people_pleaser') {
  const { recordContact } = await import('@/contacts/record')
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const contact = await recordContact(req, {
    email,
    name,
    source: quizResult ? 'quiz_people_pleaser' : 'meditation-download',
  })
  if (quizResult) {
    await payload.create({
      collection: 'leads',
      data: { email, name, source: 'quiz_people_pleaser', quizResult, contact: contact.id },
    })
  }
  return contact
}

/** A real send of one of the site's own e-mails, as the site sends it (sendTemplate). */
async function realSend(template: 'meditation-welcome', to: string, name: string) {
  const { sendTemplate } = await import('@/email/send')
  await sendTemplate(payload, { template, to, data: { name }, unsubscribeToken: 'real-one' })
}

const deliveredTo = async (to: string, count = 1) =>
  (await peer.delivered(() => payload.jobs.run({ allQueues: true }), to, count)).map(readable)

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  ownerCookie = (await startAdminSession(req, owner)).split(';')[0]!
  await person(maya, 'Maya Rivers', 'people_pleaser')
  await person(address('buyer'), 'Bo')
  const { signInWithAccessLink } = await import('@/auth/memberSession')
  buyerCookie = (await signInWithAccessLink(payload, address('buyer'))).split(';')[0]!
}, 120_000)

afterAll(() => peer.stop())

describe('a draft is previewed and test-sent without publishing', () => {
  it('the preview shows the draft’s words (HTML and text) while a real send uses the published ones', async () => {
    const template = await templateOf('meditation-welcome')
    const saved = await asOwner('PATCH', `/email-templates/${template.id}?draft=true`, {
      subject: 'A draft for {{firstName}}: breathe',
      _status: 'draft',
    })
    expect(saved.status, saved.text).toBe(200)

    const preview = await asOwner('POST', `/email-templates/${template.id}/preview`, {})
    expect(preview.status, preview.text).toBe(200)
    expect(preview.json.subject).toBe('A draft for Jane: breathe')
    expect(preview.json.shownFor).toEqual({ sample: true, label: 'Sample: Jane' })
    expect(preview.json.html).toContain('<html')
    expect(preview.json.html).toContain('Dear Jane Doe')
    expect(preview.json.text).toContain('Dear Jane Doe')
    // A marketing e-mail shows its unsubscribe footer, with a token that unsubscribes nobody.
    expect(preview.json.text).toContain('/api/unsubscribe?token=preview')

    // The published words are what a real woman receives.
    expect((await templateOf('meditation-welcome')).subject).toBe('Your free grounding meditation')
    await realSend('meditation-welcome', address('real'), 'Rita')
    const [real] = await deliveredTo(address('real'))
    expect(real).toContain('Subject: Your free grounding meditation')
    expect(real).not.toContain('A draft for')
  })

  it('"Send me a test" reaches the owner alone, marked [Test], and counts in no figure', async () => {
    const template = await templateOf('meditation-welcome')
    const metrics = async () => (await asOwner('GET', '/admin/ai-email/metrics')).json
    const before = await metrics()
    await payload.jobs.run({ allQueues: true })
    peer.received = []

    const sent = await asOwner('POST', `/email-templates/${template.id}/test`, {})
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toEqual({ to: owner.email })
    const [mail] = await deliveredTo(owner.email)
    expect(mail).toContain('Subject: [Test] A draft for Jane: breathe')
    expect(mail).toContain('Dear Jane Doe')
    await payload.jobs.run({ allQueues: true })
    expect(peer.received.map((m) => m.to)).toEqual([[owner.email]])

    const { docs } = await payload.find({
      collection: 'email-messages',
      where: { subject: { equals: '[Test] A draft for Jane: breathe' } },
      depth: 0,
    })
    expect(docs.map((m) => [m.to, m.template, m.status])).toEqual([
      [owner.email, 'template-test', 'sent'],
    ])
    expect(await metrics()).toEqual(before)
    // Still a draft: nothing was published by previewing or testing it.
    expect((await templateOf('meditation-welcome')).subject).toBe('Your free grounding meditation')
  })

  it('a real person’s preview uses her name and quiz result, and none of her tokens', async () => {
    const found = await asOwner('POST', '/email-templates/preview-people', { q: 'maya rivers' })
    expect(found.status, found.text).toBe(200)
    const people = found.json.people as { id: number; name: string; email: string }[]
    const her = people.find((person) => person.email === maya)!
    expect(her.name).toBe('Maya Rivers')

    const contact = await payload.findByID({ collection: 'contacts', id: her.id, depth: 0 })
    const links = await payload.count({ collection: 'access-links' })
    const quiz = await templateOf('quiz-result')
    const preview = await asOwner('POST', `/email-templates/${quiz.id}/preview`, {
      contactId: her.id,
    })
    expect(preview.status, preview.text).toBe(200)
    expect(preview.json.subject).toBe('Your Good Girl archetype: The Devoted People-Pleaser')
    expect(preview.json.text).toContain('Dear Maya Rivers')
    expect(preview.json.text).toContain('/quiz?result=people_pleaser')
    expect(preview.json.shownFor).toEqual({
      sample: false,
      id: her.id,
      name: 'Maya Rivers',
      email: maya,
    })
    expect(preview.text).not.toContain(contact.unsubscribeToken)

    // The sign-in e-mail for her: the link that would sign in is the harmless sample one.
    const access = await templateOf('access-link')
    const signIn = await asOwner('POST', `/email-templates/${access.id}/preview`, {
      contactId: her.id,
    })
    expect(signIn.status, signIn.text).toBe(200)
    expect(signIn.json.text).toMatch(/Open my masterclass: https?:\/\/[^/\s]+\/watch\n/)
    expect(signIn.text).not.toMatch(/token=(?!preview)/)
    expect(await payload.count({ collection: 'access-links' })).toEqual(links)
  })

  it('a stranger or a buyer cannot preview, test, search or reset (401 / 403), and nothing is sent', async () => {
    const template = await templateOf('meditation-welcome')
    await payload.jobs.run({ allQueues: true })
    peer.received = []
    const calls: [string, unknown][] = [
      [`/email-templates/${template.id}/preview`, {}],
      [`/email-templates/${template.id}/test`, {}],
      [`/email-templates/${template.id}/reset`, {}],
      ['/email-templates/preview-people', { q: 'maya' }],
    ]
    for (const [path, body] of calls) {
      const anonymous = await http('POST', path, { body })
      expect(anonymous.status, `${path} signed out`).toBe(401)
      expect(anonymous.text).not.toContain('Maya')
      const buyer = await http('POST', path, { cookie: buyerCookie, body })
      expect(buyer.status, `${path} as a buyer`).toBe(403)
      expect(buyer.text).not.toContain('Maya')
    }
    await payload.jobs.run({ allQueues: true })
    expect(peer.received).toHaveLength(0)
    expect((await templateOf('meditation-welcome')).subject).toBe('Your free grounding meditation')
  })
})

describe('the site’s own e-mails stay', () => {
  it('DELETE of a system e-mail answers 403 and it stays; her own e-mail can be deleted', async () => {
    const template = await templateOf('access-link')
    const refused = await asOwner('DELETE', `/email-templates/${template.id}`)
    expect(refused.status, refused.text).toBe(403)
    expect((await templateOf('access-link')).id).toBe(template.id)

    const own = await payload.create({
      collection: 'email-templates',
      data: {
        name: 'A note of my own',
        subject: 'Hello',
        body: (await templateOf('access-link')).body,
        _status: 'published',
      },
    })
    const deleted = await asOwner('DELETE', `/email-templates/${own.id}`)
    expect(deleted.status, deleted.text).toBe(200)
  })

  it('her own e-mail used by a sequence cannot be deleted (409, in words)', async () => {
    const own = await payload.create({
      collection: 'email-templates',
      data: {
        name: 'Day two',
        subject: 'Day two',
        body: (await templateOf('access-link')).body,
        _status: 'published',
      },
    })
    await payload.create({
      collection: 'email-sequences',
      data: {
        name: `Follow-up ${stamp}`,
        trigger: 'meditation',
        active: false,
        steps: [{ template: own.id, delay: 1, delayUnit: 'days', sendWindow: 'any' }],
      },
    })
    const refused = await asOwner('DELETE', `/email-templates/${own.id}`)
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(`Follow-up ${stamp}`)
    expect(
      await payload.count({ collection: 'email-templates', where: { id: { equals: own.id } } }),
    ).toEqual({ totalDocs: 1 })
  })

  it('unpublishing a system e-mail answers 4xx in words and it stays published', async () => {
    const template = await templateOf('waitlist-welcome')
    const refused = await asOwner('PATCH', `/email-templates/${template.id}`, { _status: 'draft' })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.text).toContain('always stays published')
    const after = await templateOf('waitlist-welcome')
    expect(after._status).toBe('published')
    expect(after.subject).toBe('You are on the Radiant Alchemy waitlist')
  })

  it('"Reset to original text" restores the seed’s words as a draft, live once she publishes', async () => {
    const template = await templateOf('application-declined')
    const changed = await asOwner('PATCH', `/email-templates/${template.id}`, {
      subject: 'My own words',
      buttonLabel: 'Somewhere else',
      _status: 'published',
    })
    expect(changed.status, changed.text).toBe(200)
    expect((await templateOf('application-declined')).subject).toBe('My own words')

    const reset = await asOwner('POST', `/email-templates/${template.id}/reset`, {})
    expect(reset.status, reset.text).toBe(200)
    expect(reset.json).toEqual({ id: template.id, subject: 'Your mentorship application' })
    const draft = await payload.findByID({
      collection: 'email-templates',
      id: template.id,
      draft: true,
      depth: 0,
    })
    expect(draft).toMatchObject({
      subject: 'Your mentorship application',
      buttonLabel: 'Explore the masterclass',
      buttonUrl: '{{siteUrl}}/masterclass',
    })
    // Live is still her words until she publishes; the preview already shows the original.
    expect((await templateOf('application-declined')).subject).toBe('My own words')
    const preview = await asOwner('POST', `/email-templates/${template.id}/preview`, {})
    expect(preview.json.text).toContain('I am not able to offer you a place in 1:1 mentorship')

    const published = await asOwner('PATCH', `/email-templates/${template.id}`, {
      _status: 'published',
    })
    expect(published.status, published.text).toBe(200)
    expect((await templateOf('application-declined')).subject).toBe('Your mentorship application')

    const notSystem = await payload.create({
      collection: 'email-templates',
      data: { subject: 'Mine', body: draft.body, _status: 'published' },
    })
    const refused = await asOwner('POST', `/email-templates/${notSystem.id}/reset`, {})
    expect(refused.status).toBe(400)
  })
})
