import { getPayload, type Migration, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { migrations } from '@/migrations'

const CONTACTS_MIGRATION = '20261124_093443_contacts_core'
const all = migrations as unknown as Migration[]
const upTo = (name: string, inclusive: boolean) => {
  const index = all.findIndex((migration) => migration.name === name)
  return all.slice(0, inclusive ? index + 1 : index)
}

let payload: Payload
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
const rows = async <T>(text: string) => (await db.query(text)).rows as T[]

/** What a database held before contacts: one woman in four tables, with mixed-case addresses. */
const LEGACY = `
insert into leads (email, name, source, quiz_result, unsubscribed, unsubscribe_token, created_at, updated_at) values
  ('maya@example.com', 'Maya', 'meditation-download', null, false, 'tok_maya_meditation_0001', now() - interval '9 days', now() - interval '9 days'),
  ('maya@example.com', 'Maya R.', 'quiz_rebel', 'rebel', false, 'tok_maya_quiz_00000002', now() - interval '8 days', now() - interval '8 days'),
  ('june@example.com', null, 'meditation-download', null, true, 'tok_june_meditation_003', now() - interval '7 days', now() - interval '2 days'),
  ('solo@example.com', 'Solo', 'quiz_perfectionist', 'perfectionist', false, 'tok_solo_quiz_000000004', now() - interval '1 day', now() - interval '1 day');
insert into waitlist_entries (name, email, program, status, unsubscribed, unsubscribe_token, created_at, updated_at) values
  ('Maya', 'Maya@Example.com', 'radiant-alchemy', 'active', false, 'tok_maya_waitlist_00005', now() - interval '7 days', now() - interval '7 days'),
  ('June', 'june@example.com', 'radiant-alchemy', 'active', false, 'tok_june_waitlist_00006', now() - interval '6 days', now() - interval '6 days');
insert into purchases (email, payment_intent_id, amount_in_cents, includes_masterclass, has_return_to_body_addon, status, mode, created_at, updated_at) values
  ('maya@example.com', 'pi_legacy_maya', 6400, true, true, 'paid', 'stripe', now() - interval '6 days', now() - interval '6 days'),
  ('buyer.only@example.com', 'pi_legacy_buyer', 4400, true, false, 'refunded', 'demo', now() - interval '5 days', now() - interval '5 days');
insert into contact_messages (name, email, message, status, created_at, updated_at) values
  ('Ria', 'ria@example.com', 'Hello there', 'new', now() - interval '3 days', now() - interval '3 days');
`

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: upTo(CONTACTS_MIGRATION, false) })
  await db.connect()
  await db.query(LEGACY)
  await payload.db.migrate({ migrations: upTo(CONTACTS_MIGRATION, true) })
}, 120_000)

afterAll(() => db.end())

describe('the contacts migration on a database that had none', () => {
  it('makes one contact per distinct e-mail and links every row to it', async () => {
    const [distinct] = await rows<{ n: number }>(`
      select count(distinct lower(trim(email)))::int as n from (
        select email from leads union all select email from waitlist_entries
        union all select email from purchases union all select email from contact_messages
        union all select participant_email from workshop_registrations
        union all select email from applications) all_rows`)
    const [contacts] = await rows<{ n: number }>('select count(*)::int as n from contacts')
    expect(distinct!.n).toBe(5)
    expect(contacts!.n).toBe(5)
    const unlinked = await rows(`
      select 'leads' from leads where contact_id is null
      union all select 'waitlist' from waitlist_entries where contact_id is null
      union all select 'purchases' from purchases where contact_id is null
      union all select 'messages' from contact_messages where contact_id is null`)
    expect(unlinked).toEqual([])
  })

  it('carries her sources, latest name, customer status and subscription', async () => {
    const found = await payload.find({
      collection: 'contacts',
      sort: 'email',
      limit: 10,
      depth: 0,
      showHiddenFields: true,
      // The columns as this migration leaves them (later migrations add others).
      select: { email: true, name: true, status: true, subscribed: true, sources: true, unsubscribeToken: true },
    })
    const summary = Object.fromEntries(
      found.docs.map((contact) => [
        contact.email,
        {
          name: contact.name ?? null,
          status: contact.status,
          subscribed: contact.subscribed,
          sources: contact.sources,
          token: contact.unsubscribeToken,
        },
      ]),
    )
    expect(summary['maya@example.com']).toEqual({
      name: 'Maya',
      status: 'customer',
      subscribed: true,
      sources: ['meditation-download', 'quiz_rebel', 'waitlist:radiant-alchemy', 'purchase'],
      token: 'tok_maya_waitlist_00005',
    })
    expect(summary['june@example.com']).toMatchObject({
      name: 'June',
      status: 'new',
      subscribed: false,
      sources: ['meditation-download', 'waitlist:radiant-alchemy'],
    })
    expect(summary['buyer.only@example.com']).toMatchObject({
      status: 'new',
      sources: ['purchase'],
    })
    expect(summary['ria@example.com']).toMatchObject({ sources: ['contact-form'] })
  })

  it('the old unsubscribe columns are gone from the sign-up rows', async () => {
    const columns = await rows<{ column_name: string }>(`
      select column_name from information_schema.columns
      where table_name in ('leads', 'waitlist_entries') and column_name like 'unsubscri%'`)
    expect(columns).toEqual([])
  })
})
