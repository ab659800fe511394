import { getPayload, type Migration, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { migrations } from '@/migrations'

const OFFERS_MIGRATION = '20261127_074115_offers_orders'
const all = migrations as unknown as Migration[]
const upTo = (name: string, inclusive: boolean) => {
  const index = all.findIndex((migration) => migration.name === name)
  return all.slice(0, inclusive ? index + 1 : index)
}

let payload: Payload
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
const rows = async <T>(text: string) => (await db.query(text)).rows as T[]

/** A site as the first shop left it: three products, the masterclass course naming two. */
const LEGACY = `
insert into products (id, name, slug, price_in_cents, compare_at_price_in_cents, description, created_at, updated_at) values
  (11, 'The Good Girl Paradox', 'masterclass', 4400, 6400, 'The masterclass', now(), now()),
  (12, 'Return to the Body', 'return-to-the-body', 2000, null, 'The bonus', now(), now()),
  (13, 'Holy Mess', 'holy-mess-workshop', 4500, null, 'The workshop', now(), now());
insert into products_includes (_order, _parent_id, id, item) values
  (1, 11, 'inc000000000000000000001', 'The full 90-minute masterclass');
insert into courses (id, title, slug, is_published, product_id, bonus_product_id, created_at, updated_at) values
  (21, 'The Good Girl Paradox', 'the-good-girl-paradox', true, 11, 12, now(), now());
insert into site_settings (site_name, owner_name, owner_title, support_email, social_profile_url, updated_at, created_at)
  values ('Site', 'Owner', 'Coach', 'hello@example.com', 'https://example.com', now(), now());
`

/**
 * The first shop's sales: the masterclass alone (Stripe) and with the bonus (demo), the bonus
 * bought later on its own, the bonus alone without the masterclass, a refunded purchase, and a
 * checkout never paid (its paid neighbours' checkouts are paid rows the migration leaves alone).
 */
const LEGACY_SALES = `
insert into purchases (id, email, payment_intent_id, amount_in_cents, includes_masterclass, has_return_to_body_addon, status, refunded_at, mode, created_at, updated_at) values
  (101, 'plain@example.com', 'pi_plain', 4400, true, false, 'paid', null, 'stripe', now() - interval '20 days', now() - interval '20 days'),
  (102, 'with.bonus@example.com', 'demo_pi_bonus', 6400, true, true, 'paid', null, 'demo', now() - interval '15 days', now() - interval '15 days'),
  (103, 'Later@Example.com', 'pi_later_1', 4400, true, false, 'paid', null, 'stripe', now() - interval '12 days', now() - interval '12 days'),
  (104, 'later@example.com', 'pi_later_2', 2000, false, true, 'paid', null, 'stripe', now() - interval '10 days', now() - interval '10 days'),
  (105, 'bonus.only@example.com', 'pi_bonus_only', 2000, false, true, 'paid', null, 'stripe', now() - interval '9 days', now() - interval '9 days'),
  (106, 'refunded@example.com', 'pi_refunded', 6400, true, true, 'refunded', now() - interval '2 days', 'stripe', now() - interval '8 days', now() - interval '2 days');
insert into course_orders (email, payment_intent_id, kind, amount_in_cents, has_return_to_body_addon, status, mode, created_at, updated_at) values
  ('plain@example.com', 'pi_plain', 'masterclass', 4400, false, 'paid', 'stripe', now() - interval '20 days', now() - interval '20 days'),
  ('refunded@example.com', 'pi_refunded', 'masterclass', 6400, true, 'refunded', 'stripe', now() - interval '8 days', now() - interval '2 days'),
  ('pending@example.com', 'pi_pending', 'masterclass', 6400, true, 'pending', 'stripe', now() - interval '1 day', now() - interval '1 day');
`
const ADDRESSES = [
  'plain@example.com',
  'with.bonus@example.com',
  'later@example.com',
  'bonus.only@example.com',
  'refunded@example.com',
  'pending@example.com',
  'nobody@example.com',
]

/** What the first shop answered for an address (its entitlementsFor, in SQL). */
const legacyAnswer = async (email: string) => {
  const [row] = await rows<{ hasAccess: boolean; hasReturnToBodyAddon: boolean }>(`
    select exists (select 1 from purchases where lower(email) = '${email}' and status = 'paid'
                     and coalesce(includes_masterclass, true)) as "hasAccess",
           exists (select 1 from purchases where lower(email) = '${email}' and status = 'paid'
                     and coalesce(includes_masterclass, true))
           and exists (select 1 from purchases where lower(email) = '${email}' and status = 'paid'
                     and has_return_to_body_addon) as "hasReturnToBodyAddon"`)
  return row!
}
const before = new Map<string, { hasAccess: boolean; hasReturnToBodyAddon: boolean }>()

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: upTo(OFFERS_MIGRATION, false) })
  await db.connect()
  await db.query(LEGACY)
  await db.query(LEGACY_SALES)
  for (const email of ADDRESSES) before.set(email, await legacyAnswer(email))
  await payload.db.migrate({ migrations: upTo(OFFERS_MIGRATION, true) })
}, 120_000)

afterAll(() => db.end())

describe('the offers migration on a site that sold products', () => {
  it('keeps every product, with its price, as an offer', async () => {
    const offers = await rows<{ id: number; slug: string; price: string; items: number }>(`
      select o.id, o.slug, o.price_in_cents as price,
             (select count(*)::int from offers_includes i where i._parent_id = o.id) as items
        from offers o order by o.id`)
    expect(offers).toEqual([
      { id: 11, slug: 'masterclass', price: '4400', items: 1 },
      { id: 12, slug: 'return-to-the-body', price: '2000', items: 0 },
      { id: 13, slug: 'holy-mess-workshop', price: '4500', items: 0 },
    ])
    const [course] = await rows<{ product_id: number }>('select product_id from courses')
    expect(course!.product_id).toBe(11)
  })

  it('the masterclass opens its course with the bonus as its bump; it is the main offer', async () => {
    const masterclass = await payload.findByID({ collection: 'offers', id: 11, depth: 0 })
    expect(masterclass.courses).toEqual([21])
    expect(masterclass.bumps?.map(({ offer, priceInCents }) => ({ offer, priceInCents }))).toEqual([
      { offer: 12, priceInCents: 2000 },
    ])
    const bonus = await payload.findByID({ collection: 'offers', id: 12, depth: 0 })
    expect(bonus).toMatchObject({
      courses: [21],
      includesBonusLessons: true,
      priceType: 'one-time',
    })
    // The columns as this migration leaves them (later migrations add others).
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { mainOffer: true },
    })
    expect(settings.mainOffer).toBe(11)
  })
})

describe('the purchases migration: every sale becomes an order with its course access', () => {
  it('makes an order per purchase and per pending checkout, a payment per purchase, access per order', async () => {
    const orders = await rows<{
      legacy: number | null
      email: string
      offer: number
      status: string
      paid: string
      items: string
    }>(`
      select o.legacy_purchase_id::int as legacy, o.email, o.offer_id as offer, o.status,
             o.paid_in_cents as paid,
             (select string_agg(i.kind || ':' || i.offer_id || ':' || i.amount_in_cents, ' ' order by i._order)
                from orders_items i where i._parent_id = o.id) as items
        from orders o order by o.legacy_purchase_id nulls last`)
    expect(orders).toEqual([
      {
        legacy: 101,
        email: 'plain@example.com',
        offer: 11,
        status: 'paid',
        paid: '4400',
        items: 'offer:11:4400',
      },
      {
        legacy: 102,
        email: 'with.bonus@example.com',
        offer: 11,
        status: 'paid',
        paid: '6400',
        items: 'offer:11:4400 bump:12:2000',
      },
      {
        legacy: 103,
        email: 'later@example.com',
        offer: 11,
        status: 'paid',
        paid: '4400',
        items: 'offer:11:4400',
      },
      {
        legacy: 104,
        email: 'later@example.com',
        offer: 12,
        status: 'paid',
        paid: '2000',
        items: 'offer:12:2000',
      },
      {
        legacy: 105,
        email: 'bonus.only@example.com',
        offer: 12,
        status: 'paid',
        paid: '2000',
        items: 'offer:12:2000',
      },
      {
        legacy: 106,
        email: 'refunded@example.com',
        offer: 11,
        status: 'refunded',
        paid: '6400',
        items: 'offer:11:4400 bump:12:2000',
      },
      {
        legacy: null,
        email: 'pending@example.com',
        offer: 11,
        status: 'pending',
        paid: '0',
        items: 'offer:11:4400 bump:12:2000',
      },
    ])
    const [counts] = await rows<{
      payments: number
      refunded: number
      access: number
      ended: number
    }>(`
      select (select count(*)::int from order_payments) as payments,
             (select count(*)::int from order_payments where status = 'refunded') as refunded,
             (select count(*)::int from memberships) as access,
             (select count(*)::int from memberships where status = 'ended') as ended`)
    expect(counts).toEqual({ payments: 6, refunded: 1, access: 6, ended: 1 })
    // Each order and its course access stay with the same person.
    const [unlinked] = await rows<{ n: number }>(`
      select count(*)::int as n from orders o join purchases p on p.id = o.legacy_purchase_id
       where o.contact_id is distinct from p.contact_id`)
    expect(unlinked!.n).toBe(0)
  })

  it('answers /api/verify-purchase exactly as before for every address', async () => {
    const { entitlementsFor } = await import('@/commerce/orders/access')
    for (const email of ADDRESSES) {
      expect({ email, ...(await entitlementsFor(payload, email)) }).toEqual({
        email,
        ...before.get(email),
      })
    }
    expect(before.get('later@example.com')).toEqual({ hasAccess: true, hasReturnToBodyAddon: true })
    expect(before.get('bonus.only@example.com')).toEqual({
      hasAccess: false,
      hasReturnToBodyAddon: false,
    })
  })
})
