import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'

import { authenticate } from 'mailauth'
import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { byRoute, callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { type Mail, readable, SmtpPeer } from './smtpPeer'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

// What a receiving server sees: every message as the SMTP peer received it, scored by Debian's
// SpamAssassin (local rules, as `npm test` installs it) and its DKIM signature checked by
// mailauth, a verifier receivers use, against the public key a DNS record would publish.

const DKIM = { domain: 'example.com', selector: 'coach2026' }
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
})
// Read when the config loads (seededSiteMailingTo imports it), as SMTP_URL is. In one line with
// its line ends written as \n, as an .env file holds it.
process.env.DKIM_DOMAIN = DKIM.domain
process.env.DKIM_SELECTOR = DKIM.selector
process.env.DKIM_PRIVATE_KEY = keys.privateKey.replace(/\n/g, '\\n')

const SPAM_LIMIT = 2
const OWNER = 'owner@example.com'

const peer = new SmtpPeer()
let payload: Payload
let leads: Endpoint
let waitlist: Endpoint
let adminAuth: Record<string, Endpoint>

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
  leads = (await import('@/endpoints/leads')).leadsEndpoint
  waitlist = (await import('@/endpoints/waitlist')).waitlistEndpoint
  adminAuth = byRoute((await import('@/endpoints/admin/auth')).adminAuthEndpoints)
})

afterAll(() => peer.stop())

const runAllQueues = () => payload.jobs.run({ allQueues: true })

/** The owner's request, as the Email tab's calls run. */
async function ownerRequest() {
  const { createLocalReq } = await import('payload')
  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  return createLocalReq({ user: { ...owner, collection: 'users' } as never }, payload)
}

function spamScore(mail: Mail) {
  const run = spawnSync('spamassassin', ['-L', '-t'], { input: mail.data, encoding: 'utf8' })
  if (run.error) throw new Error(`spamassassin did not run (npm test installs it): ${run.error}`)
  const status = /X-Spam-Status: \w+, score=(-?[\d.]+)/.exec(run.stdout)
  if (!status) throw new Error(`no X-Spam-Status in spamassassin's output:\n${run.stderr}`)
  // The rules that fired, for the failure message.
  const rules = run.stdout
    .split('\n')
    .filter((line) => /^\s*-?\d+\.\d+ [A-Z0-9_]+/.test(line))
    .join('\n')
  return { score: Number(status[1]), rules }
}

/** A header's value, unfolded (a long header continues on lines that start with a space). */
const header = (mail: Mail, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.+)$`, 'im').exec(
    mail.data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '),
  )?.[1]

/** A message every receiver can read and trust: its headers and parts. */
function expectWellFormed(mail: Mail) {
  expect(header(mail, 'Message-ID')).toMatch(/^<[^@\s]+@[^>\s]+>$/)
  expect(Date.parse(header(mail, 'Date')!)).not.toBeNaN()
  // A call invitation carries its calendar file: text and HTML inside, the .ics beside them.
  expect(header(mail, 'Content-Type')).toMatch(/^multipart\/(alternative|mixed)/)
  expect(mail.data).toMatch(/Content-Type: text\/plain; charset=utf-8/i)
  expect(mail.data).toMatch(/Content-Type: text\/html; charset=utf-8/i)
  expect(readable(mail)).toMatch(/<title>[^<]+<\/title>/)
}

async function dkimResult(mail: Mail) {
  const publicKey = keys.publicKey.toString('base64')
  const { dkim } = await authenticate(mail.data, {
    trustReceived: false,
    resolver: async (name: string, type: string) => {
      if (type === 'TXT' && name === `${DKIM.selector}._domainkey.${DKIM.domain}`) {
        return [[`v=DKIM1; k=rsa; p=${publicKey}`]]
      }
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' })
    },
  })
  return dkim.results[0]
}

describe('every kind of e-mail, as a receiving server sees it', () => {
  /** The welcome a sign-up form sends to `email`, as received. */
  const welcome = (form: () => Endpoint, body: Record<string, string>) => async () => {
    await callEndpoint(payload, form(), { body })
    return (await peer.delivered(runAllQueues, body.email!, 1))[0]!
  }
  const cases: [string, () => Promise<Mail>][] = [
    [
      'the meditation welcome (marketing)',
      welcome(() => leads, {
        email: 'deliver.meditation@example.com',
        name: 'Nia',
        source: 'meditation-download',
      }),
    ],
    [
      'the quiz result (marketing)',
      welcome(() => leads, {
        email: 'deliver.quiz@example.com',
        name: 'Quinn',
        source: 'quiz_rebel',
        quizResult: 'rebel',
      }),
    ],
    [
      'the waitlist confirmation (marketing)',
      welcome(() => waitlist, {
        email: 'deliver.waitlist@example.com',
        name: 'Wren',
        program: 'radiant-alchemy',
      }),
    ],
    [
      'a campaign, with tracked links and the open pixel (marketing)',
      async () => {
        const email = 'deliver.campaign@example.com'
        await callEndpoint(payload, leads, {
          body: { email, name: 'Cara', source: 'quiz_perfectionist', quizResult: 'perfectionist' },
        })
        await peer.delivered(runAllQueues, email, 1)
        const owner = await ownerRequest()
        const { invoke } = await import('@/core/defineOperation')
        const { catalogue } = await import('@/catalogue')
        const campaign = await invoke(catalogue.saveCampaign, owner, {
          subject: 'A softer way into your week, {{firstName}}',
          content: [
            'Dear {{firstName}},',
            'This week I am sharing a short practice for the moments when you notice yourself saying yes before you have checked in with your body.',
            'You can read the whole practice here: https://example.com/journal/softer-week',
            'With warmth, and see you on Thursday.',
          ].join('\n\n'),
          audience: 'quiz:perfectionist',
        })
        await invoke(catalogue.sendCampaign, owner, { id: campaign.id })
        return (await peer.delivered(runAllQueues, email, 2)).at(-1)!
      },
    ],
    [
      'a call invitation with its calendar file (transactional)',
      async () => {
        const email = 'deliver.call@example.com'
        const application = await payload.create({
          collection: 'applications',
          data: {
            name: 'Callie',
            email,
            phone: '+1 555 0100',
            status: 'new',
            ...APPLICATION_ANSWERS,
          },
        })
        const owner = await ownerRequest()
        const { invoke } = await import('@/core/defineOperation')
        const { catalogue } = await import('@/catalogue')
        const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
        await invoke(catalogue.decideApplication, owner, {
          id: application.id,
          decision: 'schedule-call',
          callAt: `${day}T10:30`,
        })
        const mail = (await peer.delivered(runAllQueues, email, 1))[0]!
        expect(mail.data).toMatch(/Content-Type: text\/calendar/i)
        expect(mail.data).toMatch(/filename="?invitation\.ics"?/)
        return mail
      },
    ],
    [
      "the owner's sign-in link (transactional)",
      async () => {
        const before = peer.to(OWNER).length
        await callEndpoint(payload, adminAuth['post /admin/request-magic-link']!, {
          body: { email: OWNER },
        })
        return (await peer.delivered(runAllQueues, OWNER, before + 1)).at(-1)!
      },
    ],
  ]

  it.each(cases)(
    '%s: Message-ID, Date, text and HTML parts, a title, DKIM that verifies, SpamAssassin ≤ 2',
    async (label, receive) => {
      const mail = await receive()
      expectWellFormed(mail)

      const signature = header(mail, 'DKIM-Signature')
      expect(signature).toContain(`d=${DKIM.domain}`)
      expect(signature).toContain(`s=${DKIM.selector}`)
      expect((await dkimResult(mail))?.status.result).toBe('pass')

      const { score, rules } = spamScore(mail)
      console.info(`[spamassassin] ${label}: ${score}`)
      expect(score, `SpamAssassin's score, by these rules:\n${rules}`).toBeLessThanOrEqual(
        SPAM_LIMIT,
      )
    },
  )

  it('the same check scores a spam message far above the limit (it can fail)', () => {
    const spam = [
      'From: WINNER <winner@example.com>',
      'To: someone@example.com',
      'Subject: FREE MONEY!!! 100% GUARANTEED - ACT NOW',
      'MIME-Version: 1.0',
      'Content-Type: text/html',
      '',
      '<p>Dear friend, you have won $1,000,000 USD. 100% free, no risk, money back guarantee.</p>',
    ].join('\r\n')
    expect(spamScore({ to: [], data: spam }).score).toBeGreaterThan(5)
  })

  it("the HTML title is the message's subject", async () => {
    const [mail] = peer.to('deliver.meditation@example.com')
    expect(header(mail!, 'Subject')).toBe('Your free grounding meditation')
    expect(readable(mail!)).toContain('<title>Your free grounding meditation</title>')
  })

  it('a changed body fails the DKIM check: the signature covers what she reads', async () => {
    const [mail] = peer.to('deliver.meditation@example.com')
    const tampered = { ...mail!, data: mail!.data.replace('grounding', 'grounding!') }
    expect(tampered.data).not.toBe(mail!.data)
    expect((await dkimResult(tampered))?.status.result).toBe('fail')
  })
})
