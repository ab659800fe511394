import { createReadStream } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  detectPlatform,
  type ImportItem,
  type ImportPreview,
  type KnownToImport,
  PREVIEW_PROBLEM_LIMIT,
  readImportHeaders,
  readImportRows,
  summarisePreview,
} from '@/imports'

/*
 * The preview counts each person once, by her first row, against what the owner already has:
 * her contacts, her tags and the addresses never to be written to.
 */

const EXPORTS = path.resolve(__dirname, '../support/exports')

async function previewOf(file: string, known: Partial<KnownToImport> = {}) {
  const full = path.join(EXPORTS, file)
  const { platform, mapping } = detectPlatform(await readImportHeaders(createReadStream(full)))
  return summarisePreview(readImportRows(createReadStream(full), mapping, { platform }), {
    existingEmails: new Set(),
    existingTags: new Set(),
    suppressedEmails: new Set(),
    ...known,
  })
}

const linesOf = (preview: ImportPreview) =>
  preview.problems.map(({ line, kind }) => `${line} ${kind}`)

/** What every preview must add up to: each row is a person, a repeat or a problem. */
function expectRowsAccountedFor(preview: ImportPreview) {
  expect(preview.total).toBe(
    preview.newPeople + preview.updates + preview.duplicatesInFile + preview.invalid,
  )
}

describe('the preview of each export', () => {
  it('Kit', async () => {
    const preview = await previewOf('kit-subscribers.csv', {
      existingEmails: new Set(['jo.ramirez@example.org', 'priya.nair@example.com']),
      existingTags: new Set(['newsletter']),
      suppressedEmails: new Set(['bjorn.lindqvist@example.org', 'marcus.lee@example.com']),
    })
    expect({ ...preview, problems: linesOf(preview) }).toEqual({
      total: 11,
      newPeople: 6,
      updates: 2,
      duplicatesInFile: 1,
      invalid: 2,
      unsubscribed: 2,
      // Marcus bounced, Dana complained.
      bounced: 2,
      // Björn would be subscribed but his address is suppressed; Marcus is not a would-be subscriber.
      suppressed: 1,
      // Amélie and Ngozi; Jo is already a contact.
      subscribedNew: 2,
      neverAsked: 0,
      tagsToCreate: ['Cold list', 'Quiz: Rebel', 'VIP', 'Workshop 2023'],
      products: [],
      problems: ['10 invalid_email', '11 no_email'],
    })
    expectRowsAccountedFor(preview)
  })

  it('Mailchimp subscribed', async () => {
    const preview = await previewOf('mailchimp-subscribed.csv', {
      existingEmails: new Set(['jane.doe@example.com']),
      existingTags: new Set(['VIP', 'quiz: rebel']),
      suppressedEmails: new Set(['rosa.klein@example.org']),
    })
    expect(preview).toEqual({
      total: 7,
      newPeople: 6,
      updates: 1,
      duplicatesInFile: 0,
      invalid: 0,
      unsubscribed: 0,
      bounced: 0,
      suppressed: 1,
      subscribedNew: 5,
      neverAsked: 0,
      tagsToCreate: ['Newsletter', 'Workshop 2023'],
      products: [],
      problems: [],
    })
  })

  it('Mailchimp unsubscribed: a suppressed address among them is no would-be subscriber', async () => {
    const preview = await previewOf('mailchimp-unsubscribed.csv', {
      suppressedEmails: new Set(['tom.baker@example.com']),
    })
    expect(preview).toMatchObject({
      total: 6,
      newPeople: 6,
      updates: 0,
      unsubscribed: 6,
      suppressed: 0,
      subscribedNew: 0,
      tagsToCreate: ['Newsletter', 'Quiz: Rebel', 'Retreat 2023', 'VIP', 'Workshop 2023'],
    })
    expectRowsAccountedFor(preview)
  })

  it('Mailchimp cleaned', async () => {
    const preview = await previewOf('mailchimp-cleaned.csv', {
      existingEmails: new Set(['full.mailbox@example.org']),
      existingTags: new Set(['Newsletter']),
    })
    expect(preview).toMatchObject({
      total: 6,
      newPeople: 5,
      updates: 1,
      bounced: 6,
      subscribedNew: 0,
      neverAsked: 0,
      tagsToCreate: ['Quiz: Rebel', 'VIP', 'Workshop 2023'],
    })
    expectRowsAccountedFor(preview)
  })

  it('Kajabi people', async () => {
    const preview = await previewOf('kajabi-people.csv', {
      existingEmails: new Set(['mei.chen@example.org']),
      existingTags: new Set(['newsletter', 'vip']),
      suppressedEmails: new Set(['hannah.mueller@example.com']),
    })
    expect({ ...preview, problems: linesOf(preview) }).toEqual({
      total: 9,
      newPeople: 5,
      updates: 1,
      duplicatesInFile: 1,
      invalid: 2,
      unsubscribed: 2,
      bounced: 0,
      suppressed: 1,
      subscribedNew: 2,
      neverAsked: 1,
      tagsToCreate: ['Quiz: Rebel', 'Retreat 2024'],
      products: ['Breathwork Foundations', 'Nervous System Reset', 'Somatic Reset Retreat'],
      problems: ['8 invalid_email', '9 no_email'],
    })
    expectRowsAccountedFor(preview)
  })

  it("Kajabi offers: a customer's second offer is a repeat whose offer is still listed", async () => {
    const preview = await previewOf('kajabi-offers.csv', {
      existingEmails: new Set(['ngozi.o@example.org', 'zoe.bronte@example.com']),
    })
    expect({ ...preview, problems: linesOf(preview) }).toEqual({
      total: 8,
      newPeople: 3,
      updates: 2,
      duplicatesInFile: 1,
      invalid: 2,
      unsubscribed: 0,
      bounced: 0,
      suppressed: 0,
      subscribedNew: 0,
      neverAsked: 5,
      tagsToCreate: [],
      products: [
        '1:1 Session',
        'Breathwork Foundations',
        'Nervous System Reset: Live, 6 Weeks',
        'Somatic Reset Retreat',
      ],
      problems: ['7 invalid_email', '8 no_email'],
    })
  })

  it('Teachable', async () => {
    const preview = await previewOf('teachable-students.csv', {
      suppressedEmails: new Set(['soren.ostergaard@example.com']),
    })
    expect({ ...preview, problems: linesOf(preview) }).toEqual({
      total: 8,
      newPeople: 5,
      updates: 0,
      duplicatesInFile: 1,
      invalid: 2,
      unsubscribed: 2,
      bounced: 0,
      suppressed: 0,
      subscribedNew: 0,
      neverAsked: 3,
      tagsToCreate: [],
      products: ['Breathwork Foundations', 'Nervous System Reset', 'Somatic Reset Retreat'],
      problems: ['7 invalid_email', '8 no_email'],
    })
  })
})

describe('counting', () => {
  const none: KnownToImport = {
    existingEmails: new Set(),
    existingTags: new Set(),
    suppressedEmails: new Set(),
  }
  const row = (
    line: number,
    email: string,
    more: Partial<Extract<ImportItem, { kind: 'row' }>['row']> = {},
  ) =>
    ({
      kind: 'row',
      row: {
        line,
        email,
        name: null,
        tags: [],
        consent: 'subscribed',
        optInAt: null,
        consentChangedAt: null,
        products: [],
        ...more,
      },
    }) satisfies ImportItem

  it("counts a repeated address once, as its first row says, and keeps a tag's first spelling", async () => {
    const preview = await summarisePreview(
      [
        row(2, 'ana@example.com', { consent: 'unsubscribed', tags: ['retreat'] }),
        row(3, 'ana@example.com', { consent: 'subscribed', tags: ['Retreat', 'VIP'] }),
        row(4, 'ana@example.com', { consent: 'bounced' }),
        row(5, 'bea@example.com', { consent: 'complained', products: ['Course'] }),
        row(6, 'cleo@example.com', { consent: 'never_asked', products: ['course', 'Another'] }),
      ],
      { ...none, existingTags: new Set(['vip']) },
    )
    expect(preview).toMatchObject({
      total: 5,
      newPeople: 3,
      duplicatesInFile: 2,
      unsubscribed: 1,
      bounced: 1,
      neverAsked: 1,
      subscribedNew: 0,
      tagsToCreate: ['retreat'],
      products: ['Another', 'Course'],
    })
  })

  it(`keeps the first ${PREVIEW_PROBLEM_LIMIT} problems and counts them all`, async () => {
    const items: ImportItem[] = Array.from({ length: PREVIEW_PROBLEM_LIMIT + 5 }, (_, index) => ({
      kind: 'problem',
      problem: {
        line: index + 2,
        kind: 'no_email',
        reason: 'There is no e-mail address in this row.',
        raw: [],
      },
    }))
    const preview = await summarisePreview([row(1, 'ana@example.com'), ...items], none)
    expect(preview.invalid).toBe(PREVIEW_PROBLEM_LIMIT + 5)
    expect(preview.total).toBe(PREVIEW_PROBLEM_LIMIT + 6)
    expect(preview.problems).toHaveLength(PREVIEW_PROBLEM_LIMIT)
    expect(preview.problems.at(-1)!.line).toBe(PREVIEW_PROBLEM_LIMIT + 1)
    expect(preview.subscribedNew).toBe(1)
  })
})
