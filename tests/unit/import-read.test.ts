import { createReadStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import {
  detectPlatform,
  type ImportItem,
  type ImportRow,
  parseExportDate,
  type Platform,
  type ReadOptions,
  readImportHeaders,
  readImportRows,
  type RowProblem,
} from '@/imports'

/*
 * Rows become people with their consent the way each product records it; the rows that cannot
 * become people are problems with their line and why, never dropped.
 */

const EXPORTS = path.resolve(__dirname, '../support/exports')

async function collect(items: AsyncIterable<ImportItem>) {
  const all: ImportItem[] = []
  for await (const item of items) all.push(item)
  return all
}

/** Every item of a fixture, detected and mapped as the importer would. */
async function readFixture(file: string, options: Partial<ReadOptions> = {}) {
  const full = path.join(EXPORTS, file)
  const { platform, mapping } = detectPlatform(await readImportHeaders(createReadStream(full)))
  return collect(readImportRows(createReadStream(full), mapping, { platform, ...options }))
}

/** Every item of a file given as text, its columns mapped by detectPlatform. */
async function readText(text: string, platform?: Platform) {
  const detected = detectPlatform(await readImportHeaders(text))
  return collect(
    readImportRows(text, detected.mapping, { platform: platform ?? detected.platform }),
  )
}

const person = (
  line: number,
  email: string,
  name: string | null,
  consent: ImportRow['consent'],
  more: Partial<ImportRow> = {},
): ImportItem => ({
  kind: 'row',
  row: {
    line,
    email,
    name,
    tags: [],
    consent,
    optInAt: null,
    consentChangedAt: null,
    products: [],
    ...more,
  },
})

const problem = (
  line: number,
  kind: RowProblem['kind'],
  reason: string,
  raw: string[],
): ImportItem => ({ kind: 'problem', problem: { line, kind, reason, raw } })

const NO_EMAIL = 'There is no e-mail address in this row.'
const notAnAddress = (value: string) => `“${value}” is not a valid e-mail address.`

describe('the people of each export', () => {
  it('Mailchimp subscribed: subscribed since CONFIRM_TIME, else OPTIN_TIME (UTC); quoted tags', async () => {
    expect(await readFixture('mailchimp-subscribed.csv')).toEqual([
      person(2, 'jane.doe@example.com', 'Jane Doe', 'subscribed', {
        tags: ['VIP', 'Quiz: Rebel', 'Workshop 2023'],
        optInAt: '2022-03-01T18:05:02.000Z',
      }),
      person(3, 'maria.garcia@example.org', 'María José García, PhD', 'subscribed', {
        tags: ['Quiz: Rebel'],
        optInAt: '2021-11-20T09:16:43.000Z',
      }),
      person(4, 'rosa.klein@example.org', 'Rosa Klein', 'subscribed', {
        optInAt: '2023-06-30T22:10:09.000Z',
      }),
      person(5, 'noor.haddad@example.com', 'Noor Haddad', 'subscribed', {
        tags: ['Newsletter'],
        optInAt: '2024-02-29T08:00:00.000Z',
      }),
      // Noor's notes span two lines: the next row starts on line 7.
      person(7, 'li.wei@example.com', 'Wei Li', 'subscribed', {
        tags: ['Newsletter', 'VIP'],
        optInAt: '2020-05-17T14:31:12.000Z',
      }),
      person(8, 'siobhan.obriain@example.org', 'Siobhán Ó Briain', 'subscribed', {
        tags: ['Workshop 2023'],
        optInAt: '2019-11-01T00:00:30.000Z',
      }),
      // Kept as she typed it; only the problems CSV is opened in a spreadsheet by us.
      person(
        9,
        'click.me@example.com',
        '=HYPERLINK("http://example.com","Win") Spam',
        'subscribed',
        {
          optInAt: '2024-05-05T05:06:00.000Z',
        },
      ),
    ])
  })

  it('Mailchimp unsubscribed: unsubscribed, when UNSUB_TIME says', async () => {
    expect(await readFixture('mailchimp-unsubscribed.csv')).toEqual([
      person(2, 'tom.baker@example.com', 'Tom Baker', 'unsubscribed', {
        tags: ['Newsletter'],
        consentChangedAt: '2023-03-03T15:20:45.000Z',
      }),
      person(3, 'ana.sofia@example.org', 'Ana Sofía Pérez', 'unsubscribed', {
        tags: ['Quiz: Rebel', 'Retreat 2023'],
        consentChangedAt: '2023-07-19T06:45:00.000Z',
      }),
      person(4, 'kemal.yildiz@example.com', 'Kemal Yıldız', 'unsubscribed', {
        consentChangedAt: '2022-12-24T18:00:00.000Z',
      }),
      person(5, 'grace.smith@example.com', 'Grace Smith, Jr.', 'unsubscribed', {
        tags: ['VIP'],
        consentChangedAt: '2024-01-31T23:00:00.000Z',
      }),
      person(6, 'olu.adeyemi@example.org', 'Olúwaseun Adéyemí', 'unsubscribed', {
        tags: ['Newsletter', 'Workshop 2023'],
      }),
      person(7, 'hugo.moreau@example.com', 'Hugo Moreau', 'unsubscribed', {
        consentChangedAt: '2023-02-14T14:14:14.000Z',
      }),
    ])
  })

  it('Mailchimp cleaned: bounced, when CLEAN_TIME says (an unreadable time is null)', async () => {
    expect(await readFixture('mailchimp-cleaned.csv')).toEqual([
      person(2, 'old.address@example.com', 'Beth Carter', 'bounced', {
        tags: ['Newsletter'],
        consentChangedAt: '2022-10-10T10:10:10.000Z',
      }),
      person(3, 'typo@example.con', 'Ingrid Sørensen', 'bounced', {
        tags: ['Quiz: Rebel'],
        consentChangedAt: '2023-03-10T09:00:00.000Z',
      }),
      person(4, 'full.mailbox@example.org', 'Raj Kumar', 'bounced', {
        consentChangedAt: '2021-06-06T06:06:06.000Z',
      }),
      person(5, 'gone.company@example.com', 'Ellen Park, MD', 'bounced', {
        tags: ['VIP', 'Workshop 2023'],
        consentChangedAt: '2023-11-11T11:11:11.000Z',
      }),
      person(6, 'zoltan.nagy@example.org', 'Zoltán Nagy', 'bounced', {
        consentChangedAt: '2024-03-15T07:30:00.000Z',
      }),
      person(7, 'no.longer@example.com', 'Fiona Walsh', 'bounced'),
    ])
  })

  it('a Mailchimp file said to be another status is read as that status', async () => {
    const items = await readFixture('mailchimp-subscribed.csv', { fileStatus: 'unsubscribed' })
    expect(items.map((item) => item.kind === 'row' && item.row.consent)).toEqual(
      Array(7).fill('unsubscribed'),
    )
    expect(items.every((item) => item.kind === 'row' && item.row.optInAt === null)).toBe(true)
  })

  it('Kit: each state, subscribed since created_at, comma-separated tags', async () => {
    expect(await readFixture('kit-subscribers.csv')).toEqual([
      person(2, 'amelie.durand@example.com', 'Amélie Durand', 'subscribed', {
        tags: ['Newsletter', 'Quiz: Rebel', 'Workshop 2023'],
        optInAt: '2023-02-14T09:12:45.000Z',
      }),
      person(3, 'jo.ramirez@example.org', 'Jo, RN Ramirez', 'subscribed', {
        tags: ['Newsletter'],
        optInAt: '2023-05-01T17:00:00.000Z',
      }),
      person(4, 'priya.nair@example.com', 'Priya Nair', 'unsubscribed', { tags: ['Quiz: Rebel'] }),
      person(5, 'marcus.lee@example.com', 'Marcus Lee', 'bounced'),
      person(6, 'dana.whit@example.com', 'Dana Whit', 'complained', { tags: ['Newsletter'] }),
      person(7, 'bjorn.lindqvist@example.org', 'Björn Lindqvist', 'subscribed', {
        tags: ['Newsletter', 'Cold list'],
        optInAt: '2020-03-03T03:03:03.000Z',
      }),
      person(8, 'chloe.martin@example.com', 'Chloé Martin', 'unsubscribed'),
      person(9, 'amelie.durand@example.com', 'Amélie Durand', 'subscribed', {
        tags: ['Newsletter', 'Quiz: Rebel', 'Workshop 2023'],
        optInAt: '2023-02-14T09:12:45.000Z',
      }),
      problem(10, 'invalid_email', notAnAddress('lee@example'), [
        'Lee',
        'lee@example',
        'active',
        '2023-09-09 09:09:09 UTC',
        'Park',
        '',
      ]),
      problem(11, 'no_email', NO_EMAIL, [
        'Sam',
        '',
        'active',
        '2023-10-10 10:10:10 UTC',
        'Taylor',
        'Newsletter',
      ]),
      person(12, 'ngozi.okafor@example.com', 'Ngozi Okafor', 'subscribed', {
        tags: ['Quiz: Rebel', 'VIP'],
        optInAt: '2024-04-01T09:30:00.000Z',
      }),
    ])
  })

  it('Kajabi people: subscribed true or false, absent is never asked; tags and products', async () => {
    const zoe = {
      tags: ['Newsletter', 'Quiz: Rebel'],
      products: ['Breathwork Foundations', 'Nervous System Reset'],
    }
    expect(await readFixture('kajabi-people.csv')).toEqual([
      person(2, 'zoe.bronte@example.com', 'Zoë Brontë', 'subscribed', zoe),
      person(3, 'ngozi.o@example.org', 'Okafor, Ngozi', 'unsubscribed', {
        tags: ['VIP'],
        products: ['Breathwork Foundations'],
      }),
      person(4, 'hannah.mueller@example.com', 'Hannah Müller', 'subscribed'),
      person(5, 'ravi.patel@example.com', 'Ravi Patel', 'never_asked', {
        tags: ['Newsletter', 'VIP', 'Retreat 2024'],
        products: ['Somatic Reset Retreat'],
      }),
      person(6, 'lucia.f@example.com', 'Lucía Fernández', 'subscribed', { tags: ['Quiz: Rebel'] }),
      person(7, 'zoe.bronte@example.com', 'Zoë Brontë', 'subscribed', zoe),
      problem(8, 'invalid_email', notAnAddress('kai.nakamura@example'), [
        '20007',
        'Kai Nakamura',
        'kai.nakamura@example',
        '',
        '',
        '',
        '',
        '',
        '',
        '2023-06-06T06:06:06Z',
        '',
        '0',
        '',
        '',
        'true',
      ]),
      problem(9, 'no_email', NO_EMAIL, [
        '20008',
        'Pat Jones',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '2023-07-07T07:07:07Z',
        '',
        '0',
        'Newsletter',
        '',
        'true',
      ]),
      person(10, 'mei.chen@example.org', 'Mei Chen', 'unsubscribed', {
        products: ['Nervous System Reset'],
      }),
    ])
  })

  it('Kajabi offers: a customer is never asked by buying; each offer title whole', async () => {
    const items = await readFixture('kajabi-offers.csv')
    expect(items).toEqual([
      person(2, 'zoe.bronte@example.com', 'Zoë Brontë', 'never_asked', {
        products: ['Breathwork Foundations'],
      }),
      person(3, 'zoe.bronte@example.com', 'Zoë Brontë', 'never_asked', {
        products: ['Nervous System Reset: Live, 6 Weeks'],
      }),
      person(4, 'ngozi.o@example.org', 'Okafor, Ngozi', 'never_asked', {
        products: ['Breathwork Foundations'],
      }),
      person(5, 'elodie.laurent@example.org', 'Élodie Laurent', 'never_asked', {
        products: ['Somatic Reset Retreat'],
      }),
      person(6, 'tomas.ruiz@example.com', 'Tomás Ruiz', 'never_asked', {
        products: ['Somatic Reset Retreat'],
      }),
      expect.objectContaining({
        kind: 'problem',
        problem: expect.objectContaining({ line: 7, kind: 'invalid_email' }),
      }),
      expect.objectContaining({
        kind: 'problem',
        problem: expect.objectContaining({ line: 8, kind: 'no_email', reason: NO_EMAIL }),
      }),
      person(9, 'aroha.ngata@example.org', 'Aroha Ngata', 'never_asked', {
        products: ['1:1 Session'],
      }),
    ])
  })

  it('Teachable: an Unsubscribed yes is unsubscribed, else never asked; courses split', async () => {
    const isabelle = { products: ['Breathwork Foundations', 'Nervous System Reset'] }
    expect(await readFixture('teachable-students.csv')).toEqual([
      person(2, 'isabelle.dubois@example.com', 'Isabelle Dubois', 'never_asked', isabelle),
      person(3, 'thimai.nguyen@example.org', 'Nguyen, Thi Mai', 'unsubscribed', {
        products: ['Breathwork Foundations'],
      }),
      person(4, 'soren.ostergaard@example.com', 'Søren Østergaard', 'never_asked'),
      person(5, 'fatima.zahra@example.com', 'Fatima Zahra', 'never_asked', {
        products: ['Somatic Reset Retreat'],
      }),
      person(6, 'isabelle.dubois@example.com', 'Isabelle Dubois', 'never_asked', isabelle),
      problem(7, 'invalid_email', notAnAddress('ian.brooks@example..com'), [
        '555006',
        'Ian Brooks',
        'ian.brooks@example..com',
        '05/05/2023',
        '',
        '0',
        'false',
        '',
        'Breathwork Foundations',
      ]),
      problem(8, 'no_email', NO_EMAIL, [
        '555007',
        'Guest Student',
        '',
        '06/06/2023',
        '',
        '0',
        'false',
        '',
        'Breathwork Foundations',
      ]),
      person(9, 'leilani@example.org', 'Leilani Kahale', 'unsubscribed', {
        products: ['Nervous System Reset'],
      }),
    ])
  })
})

describe('consent by the words each product writes', () => {
  const consentOf = async (text: string, platform?: Platform) =>
    (await readText(text, platform)).map((item) =>
      item.kind === 'row' ? item.row.consent : item.problem.reason,
    )

  it('Kit states', async () => {
    const states = [
      'active',
      'inactive',
      'cancelled',
      'unsubscribed',
      'bounced',
      'complained',
      'cold',
    ]
    const text = `email_address,state,created_at\n${states
      .map((state, index) => `p${index}@example.com,${state},2023-01-01 00:00:00 UTC`)
      .join('\n')}\n`
    expect(await consentOf(text)).toEqual([
      'subscribed',
      'unsubscribed',
      'unsubscribed',
      'unsubscribed',
      'bounced',
      'complained',
      'subscribed',
    ])
  })

  it('Kajabi: yes or true subscribed, no or false unsubscribed, nothing never asked', async () => {
    const values = ['Yes', 'TRUE', 'no', 'false', '', 'Subscribed', 'Unsubscribed']
    const text = `Name,Email,Products,Email Marketing\n${values
      .map((value, index) => `P ${index},p${index}@example.com,Course,${value}`)
      .join('\n')}\n`
    expect(await consentOf(text)).toEqual([
      'subscribed',
      'subscribed',
      'unsubscribed',
      'unsubscribed',
      'never_asked',
      'subscribed',
      'unsubscribed',
    ])
    expect(await consentOf('Name,Email,Products\nAna,ana@example.com,Course\n')).toEqual([
      'never_asked',
    ])
  })

  it('Teachable: only an explicit opt-in says yes; its no is never asked', async () => {
    const text = [
      'Name,Email,Joined,Unsubscribed,Marketing Opt In',
      'A,a@example.com,2023-01-01,false,yes',
      'B,b@example.com,2023-01-01,true,yes',
      'C,c@example.com,2023-01-01,false,no',
      'D,d@example.com,2023-01-01,,',
    ].join('\n')
    expect(await consentOf(text)).toEqual([
      'subscribed',
      'unsubscribed',
      'never_asked',
      'never_asked',
    ])
  })

  it('another spreadsheet: status words and yes/no columns, the most cautious answer winning', async () => {
    const text = [
      'Email,Status,Opted out',
      'a@example.com,subscribed,',
      'b@example.com,Active,no',
      'c@example.com,pending,',
      'd@example.com,paid customer,',
      'e@example.com,subscribed,yes',
      'f@example.com,Hard bounce,',
      'g@example.com,spam complaint,',
    ].join('\n')
    expect(await consentOf(text)).toEqual([
      'subscribed',
      'subscribed',
      'never_asked',
      'never_asked',
      'unsubscribed',
      'bounced',
      'complained',
    ])
    expect(await consentOf('Email,Name\na@example.com,Ana\n')).toEqual(['never_asked'])
  })

  it('a date is kept only as the proof of a yes, and only a column the file has gives it', async () => {
    const items = await readText(
      'Email,Status,Opt-in date,Created\na@example.com,yes,03/14/2023 4:20 PM,2020-01-01\nb@example.com,,2023-03-14,2020-01-01\nc@example.com,yes,,2020-01-01\n',
    )
    expect(items.map((item) => item.kind === 'row' && item.row.optInAt)).toEqual([
      '2023-03-14T16:20:00.000Z',
      null,
      null,
    ])
  })
})

describe('reading the file', () => {
  it('handles a BOM, CRLF, quoted commas, quotes and line breaks, counting lines as the file does', async () => {
    const text =
      '\uFEFFEmail,Name,Tags\r\n' +
      'ana@example.com,"Ana ""Annie"" Silva","VIP, Quiz: Rebel"\r\n' +
      'bea@example.com,"Bea\r\nMarie",\r\n' +
      '\r\n' +
      'cleo@example.com,Cleo,\r\n'
    expect(await readText(text)).toEqual([
      person(2, 'ana@example.com', 'Ana "Annie" Silva', 'never_asked', {
        tags: ['VIP', 'Quiz: Rebel'],
      }),
      person(3, 'bea@example.com', 'Bea\r\nMarie', 'never_asked'),
      person(6, 'cleo@example.com', 'Cleo', 'never_asked'),
    ])
  })

  it('reads a semicolon- or tab-separated file', async () => {
    const semicolons = 'E-mail;First name;Last name\njuergen@example.com;Jürgen;"Müller; Sohn"\n'
    expect(await readText(semicolons)).toEqual([
      person(2, 'juergen@example.com', 'Jürgen Müller; Sohn', 'never_asked'),
    ])
    expect(await readText('Email\tFirst name\nana@example.com\tAna\n')).toEqual([
      person(2, 'ana@example.com', 'Ana', 'never_asked'),
    ])
  })

  it('reports a row whose cells do not match the header, and passes over empty rows', async () => {
    const text =
      'Email,Name,Tags\nana@example.com,Ana\nbea@example.com,Bea,,,\ncleo@example.com,Cleo,VIP,extra\n,,\n \ndee@example.com,Dee,\n'
    expect(await readText(text)).toEqual([
      problem(
        2,
        'column_count',
        'This row has 2 cells where the header has 3, so its cells cannot be matched to their columns.',
        ['ana@example.com', 'Ana'],
      ),
      person(3, 'bea@example.com', 'Bea', 'never_asked'),
      problem(
        4,
        'column_count',
        'This row has 4 cells where the header has 3, so its cells cannot be matched to their columns.',
        ['cleo@example.com', 'Cleo', 'VIP', 'extra'],
      ),
      person(7, 'dee@example.com', 'Dee', 'never_asked'),
    ])
  })

  it('reports the addresses that cannot be one', async () => {
    const addresses = [
      'plain',
      'two@@example.com',
      'a@b@example.com',
      '@example.com',
      'ana@example',
      'ana@.example.com',
      'ana@example.com.',
      'ana maria@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]
    const items = await readText(`Email\n${addresses.join('\n')}\n  Ana@Example.COM  \n`)
    expect(items.map((item) => (item.kind === 'row' ? item.row.email : item.problem.kind))).toEqual(
      [...Array(addresses.length).fill('invalid_email'), 'ana@example.com'],
    )
  })

  it('reports a quotation mark never closed after the rows before it', async () => {
    const text = 'Email,Name\nana@example.com,Ana\nbea@example.com,"Bea\ncleo@example.com,Cleo\n'
    expect(await readText(text)).toEqual([
      person(2, 'ana@example.com', 'Ana', 'never_asked'),
      problem(
        3,
        'unreadable',
        'A quotation mark opened on this line is never closed, so the file could not be read from here on.',
        [],
      ),
    ])
  })

  it('reads a stream in any chunks the same as the whole text, letters split across chunks', async () => {
    const text = readFileSync(path.join(EXPORTS, 'mailchimp-subscribed.csv'))
    const oneByteAtATime = Readable.from(
      (function* () {
        for (let index = 0; index < text.length; index += 1) yield text.subarray(index, index + 1)
      })(),
    )
    const { platform, mapping } = detectPlatform(await readImportHeaders(text.toString('utf8')))
    expect(await collect(readImportRows(oneByteAtATime, mapping, { platform }))).toEqual(
      await readFixture('mailchimp-subscribed.csv'),
    )
  })

  it('passes on the error of a failing upload instead of waiting for it', async () => {
    const failing = new Readable({ read() {} })
    failing.push('Email\nana@example.com\n')
    setTimeout(() => failing.destroy(new Error('upload interrupted')), 10)
    await expect(
      collect(readImportRows(failing, { Email: 'email' }, { platform: 'csv' })),
    ).rejects.toThrow('upload interrupted')
  })

  it('refuses a mapping without an e-mail column, and reads the headers of an empty file as none', async () => {
    await expect(
      collect(readImportRows('Name\nAna\n', { Name: 'name' }, { platform: 'csv' })),
    ).rejects.toThrow('Choose the column that holds the e-mail address.')
    expect(await readImportHeaders('')).toEqual([])
    expect(await collect(readImportRows('', { Email: 'email' }, { platform: 'csv' }))).toEqual([])
  })
})

describe('dates as the products write them', () => {
  it.each([
    ['2023-04-12 14:03:22', '2023-04-12T14:03:22.000Z'],
    ['2023-04-12 14:03:22 UTC', '2023-04-12T14:03:22.000Z'],
    ['2023-04-12T14:03:22Z', '2023-04-12T14:03:22.000Z'],
    ['2023-04-12T14:03:22.123456Z', '2023-04-12T14:03:22.123Z'],
    ['2023-04-12T09:03:22-05:00', '2023-04-12T14:03:22.000Z'],
    ['2023-04-12 16:03:22 +0200', '2023-04-12T14:03:22.000Z'],
    ['2023-04-12', '2023-04-12T00:00:00.000Z'],
    ['04/12/2023', '2023-04-12T00:00:00.000Z'],
    ['4/2/2023 2:03 PM', '2023-04-02T14:03:00.000Z'],
    ['04/12/2023 12:15:00 AM', '2023-04-12T00:15:00.000Z'],
    ['13/04/2023', '2023-04-13T00:00:00.000Z'],
    ['April 12, 2023', '2023-04-12T00:00:00.000Z'],
    ['Wed, Apr 12, 2023 at 2:03 PM', '2023-04-12T14:03:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('%s is %s', (written, iso) => {
    expect(parseExportDate(written)).toBe(iso)
  })

  it.each([
    '',
    '   ',
    'not recorded',
    '2023-02-30',
    '2023-13-01',
    '2023-04-12 25:00:00',
    '13/13/2023',
    '04/12/2023 13:00 PM',
    'Smarch 3, 2023',
    '2023-04-12T10:00:00+25',
  ])('%j is null', (written) => {
    expect(parseExportDate(written)).toBeNull()
  })
})
