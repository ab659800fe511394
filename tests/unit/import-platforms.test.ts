import { createReadStream } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  detectPlatform,
  FIELD_LABELS,
  type ImportField,
  type Platform,
  PLATFORM_LABELS,
  readImportHeaders,
} from '@/imports'

/*
 * Each product's export is recognised by the columns it writes, and each of its columns mapped:
 * the fixtures are written as the products write them (tests/support/exports).
 */

const EXPORTS = path.resolve(__dirname, '../support/exports')
const headersOf = (file: string) => readImportHeaders(createReadStream(path.join(EXPORTS, file)))

const MAILCHIMP_START: Record<string, ImportField> = {
  'Email Address': 'email',
  'First Name': 'firstName',
  'Last Name': 'lastName',
  Address: 'ignore',
  'Phone Number': 'ignore',
  Birthday: 'ignore',
  MEMBER_RATING: 'ignore',
  OPTIN_TIME: 'optInAt',
  OPTIN_IP: 'ignore',
  CONFIRM_TIME: 'confirmedAt',
  CONFIRM_IP: 'ignore',
  LATITUDE: 'ignore',
  LONGITUDE: 'ignore',
  GMTOFF: 'ignore',
  DSTOFF: 'ignore',
  TIMEZONE: 'ignore',
  CC: 'ignore',
  REGION: 'ignore',
}
const MAILCHIMP_END: Record<string, ImportField> = {
  LEID: 'ignore',
  EUID: 'ignore',
  NOTES: 'ignore',
  TAGS: 'tags',
}

const FIXTURES: { file: string; platform: Platform; mapping: Record<string, ImportField> }[] = [
  {
    file: 'mailchimp-subscribed.csv',
    platform: 'mailchimp',
    mapping: { ...MAILCHIMP_START, LAST_CHANGED: 'ignore', ...MAILCHIMP_END },
  },
  {
    file: 'mailchimp-unsubscribed.csv',
    platform: 'mailchimp',
    mapping: {
      ...MAILCHIMP_START,
      UNSUB_TIME: 'unsubscribedAt',
      UNSUB_CAMPAIGN_TITLE: 'ignore',
      UNSUB_CAMPAIGN_ID: 'ignore',
      UNSUB_REASON: 'ignore',
      UNSUB_REASON_OTHER: 'ignore',
      ...MAILCHIMP_END,
    },
  },
  {
    file: 'mailchimp-cleaned.csv',
    platform: 'mailchimp',
    mapping: {
      ...MAILCHIMP_START,
      CLEAN_TIME: 'cleanedAt',
      CLEAN_CAMPAIGN_TITLE: 'ignore',
      CLEAN_CAMPAIGN_ID: 'ignore',
      ...MAILCHIMP_END,
    },
  },
  {
    file: 'kit-subscribers.csv',
    platform: 'kit',
    mapping: {
      first_name: 'firstName',
      email_address: 'email',
      state: 'status',
      created_at: 'createdAt',
      last_name: 'lastName',
      tags: 'tags',
    },
  },
  {
    file: 'kajabi-people.csv',
    platform: 'kajabi',
    mapping: {
      ID: 'ignore',
      Name: 'name',
      Email: 'email',
      'Phone Number': 'ignore',
      'Address Line 1': 'ignore',
      'Address City': 'ignore',
      'Address State': 'ignore',
      'Address Zip': 'ignore',
      'Address Country': 'ignore',
      'Created At': 'createdAt',
      'Last Activity': 'ignore',
      'Sign In Count': 'ignore',
      Tags: 'tags',
      Products: 'products',
      Subscribed: 'status',
    },
  },
  {
    file: 'kajabi-offers.csv',
    platform: 'kajabi',
    mapping: {
      ID: 'ignore',
      'Customer ID': 'ignore',
      'Customer Name': 'name',
      'Customer Email': 'email',
      'Offer ID': 'ignore',
      'Offer Title': 'products',
      Amount: 'ignore',
      Currency: 'ignore',
      'Coupon Used': 'ignore',
      Status: 'ignore',
      'Created At': 'createdAt',
    },
  },
  {
    file: 'teachable-students.csv',
    platform: 'teachable',
    mapping: {
      ID: 'ignore',
      Name: 'name',
      Email: 'email',
      Joined: 'createdAt',
      'Last Sign In': 'ignore',
      'Sign In Count': 'ignore',
      Unsubscribed: 'status',
      Src: 'ignore',
      Courses: 'products',
    },
  },
]

describe('recognising an export by its columns', () => {
  for (const { file, platform, mapping } of FIXTURES) {
    it(`${file} is ${PLATFORM_LABELS[platform]}'s, each column mapped`, async () => {
      const headers = await headersOf(file)
      expect(headers).toEqual(Object.keys(mapping))
      expect(detectPlatform(headers)).toEqual({ platform, mapping })
    })
  }

  it('reads a header however a spreadsheet re-saved it: case, spaces, underscores, a BOM', () => {
    const kit = detectPlatform([
      '\uFEFFfirst_name',
      ' email_address ',
      'state',
      'created_at',
      'Tags',
    ])
    expect(kit).toEqual({
      platform: 'kit',
      mapping: {
        '\uFEFFfirst_name': 'firstName',
        ' email_address ': 'email',
        state: 'status',
        created_at: 'createdAt',
        Tags: 'tags',
      },
    })
    const mailchimp = detectPlatform(['email_address', 'optin_time', 'confirm_time', 'tags'])
    expect(mailchimp.platform).toBe('mailchimp')
    expect(mailchimp.mapping).toEqual({
      email_address: 'email',
      optin_time: 'optInAt',
      confirm_time: 'confirmedAt',
      tags: 'tags',
    })
  })

  it("tells apart products whose columns overlap, and leaves out a product's unknown columns", () => {
    // Kajabi's Status is a payment's, never her consent.
    expect(detectPlatform(['Name', 'Email', 'Offer Name', 'Status', 'Created At'])).toEqual({
      platform: 'kajabi',
      mapping: {
        Name: 'name',
        Email: 'email',
        'Offer Name': 'products',
        Status: 'ignore',
        'Created At': 'createdAt',
      },
    })
    // A Kajabi contacts export with an offers column and her own custom field.
    expect(
      detectPlatform(['Name', 'Email', 'Offers', 'Last Activity', 'Favourite colour']),
    ).toEqual({
      platform: 'kajabi',
      mapping: {
        Name: 'name',
        Email: 'email',
        Offers: 'products',
        'Last Activity': 'ignore',
        'Favourite colour': 'ignore',
      },
    })
    // Columns any spreadsheet may have are not enough to claim a product: every column is guessed.
    for (const headers of [
      ['Email', 'Status', 'Created At', 'Name'],
      ['email', 'status', 'created_at', 'name'],
      ['Email', 'Name', 'Products', 'Notes'],
      ['Email', 'Unsubscribed', 'Tags'],
      ['Email', 'Offer', 'Name'],
    ]) {
      expect(detectPlatform(headers).platform).toBe('csv')
    }
    expect(
      detectPlatform(['id', 'name', 'email', 'joined', 'unsubscribed', 'enrolled_in']),
    ).toEqual({
      platform: 'teachable',
      mapping: {
        id: 'ignore',
        name: 'name',
        email: 'email',
        joined: 'createdAt',
        unsubscribed: 'status',
        enrolled_in: 'products',
      },
    })
    // Mailchimp's columns without an address column are not a Mailchimp export to import.
    expect(detectPlatform(['OPTIN_TIME', 'CONFIRM_TIME', 'LEID']).platform).toBe('csv')
  })

  it('guesses the columns of another spreadsheet by their names', () => {
    const headers = [
      'E-mail',
      'Secondary email',
      'First name',
      'Surname',
      'Full Name',
      'Username',
      'Company name',
      'Tag list',
      'Email marketing',
      'Status',
      'Unsubscribed on',
      'Opt-in date',
      'Date subscribed',
      'Confirmed at',
      'Joined',
      'Bounced at',
      'Courses purchased',
      'State',
      'Notes',
      '',
    ]
    expect(detectPlatform(headers)).toEqual({
      platform: 'csv',
      mapping: {
        'E-mail': 'email',
        'Secondary email': 'email',
        'First name': 'firstName',
        Surname: 'lastName',
        'Full Name': 'name',
        Username: 'ignore',
        'Company name': 'ignore',
        'Tag list': 'tags',
        'Email marketing': 'status',
        Status: 'status',
        'Unsubscribed on': 'unsubscribedAt',
        'Opt-in date': 'optInAt',
        'Date subscribed': 'optInAt',
        'Confirmed at': 'confirmedAt',
        Joined: 'createdAt',
        'Bounced at': 'cleanedAt',
        'Courses purchased': 'products',
        State: 'ignore',
        Notes: 'ignore',
        '': 'ignore',
      },
    })
  })

  it('names each product and field in her words', () => {
    expect(Object.values(PLATFORM_LABELS)).toEqual([
      'Kit',
      'Mailchimp',
      'Kajabi',
      'Teachable',
      'Another spreadsheet',
    ])
    expect(FIELD_LABELS).toMatchObject({
      email: 'E-mail address',
      tags: 'Tags',
      products: 'Courses or offers bought',
      ignore: 'Leave out',
    })
    expect(Object.keys(FIELD_LABELS)).toHaveLength(13)
  })
})
