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

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: upTo(OFFERS_MIGRATION, false) })
  await db.connect()
  await db.query(LEGACY)
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
    expect(masterclass.bumps?.map(({ offer, priceInCents }) => ({ offer, priceInCents }))).toEqual(
      [{ offer: 12, priceInCents: 2000 }],
    )
    const bonus = await payload.findByID({ collection: 'offers', id: 12, depth: 0 })
    expect(bonus).toMatchObject({ courses: [21], includesBonusLessons: true, priceType: 'one-time' })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.mainOffer).toBe(11)
  })
})
