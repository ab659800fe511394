import { sql } from '@payloadcms/db-postgres'

/*
 * One-off data migration: the first shop's purchases and checkouts become orders,
 * their payments and course access, so every buyer keeps exactly what she had. Run inside the
 * offers migration's `up`, after the new tables exist and the masterclass offer opens its course
 * with the bonus as its bump. Idempotent: each statement skips what it already wrote.
 *
 * The legacy rows named no offer, only "the masterclass" and "the bonus": they are the site's
 * main offer and its bump that opens the bonus lessons (the offer migration set both up), or, on
 * a site without them, the offers whose slugs were the masterclass's and the bonus's. This file
 * is the only place slugs are read, because it speaks for data written when slugs were the
 * catalogue; no running code does.
 */

/** The main offer, the bonus offer, their prices and the bonus's bump price, as one row `l`. */
const LEGACY_OFFERS = sql`
  with main as (
    select coalesce(
      (select s.main_offer_id from site_settings s where s.main_offer_id is not null limit 1),
      (select o.id from offers o where o.slug = 'masterclass' limit 1)) as id
  ), bonus as (
    select coalesce(
      (select b.offer_id from offers_bumps b join offers o on o.id = b.offer_id, main
        where b._parent_id = main.id and o.includes_bonus_lessons order by b._order limit 1),
      (select o.id from offers o where o.slug = 'return-to-the-body' limit 1)) as id
  )
  select main.id as main_id, bonus.id as bonus_id,
         mo.name as main_name, bo.name as bonus_name,
         coalesce(mo.price_in_cents, 0) as main_price, coalesce(bo.price_in_cents, 0) as bonus_price,
         coalesce((select b.price_in_cents from offers_bumps b
                    where b._parent_id = main.id and b.offer_id = bonus.id limit 1),
                  bo.price_in_cents, 0) as bump_price
    from main cross join bonus
    left join offers mo on mo.id = main.id
    left join offers bo on bo.id = bonus.id`

/** An array row's id, as Payload makes them (24 hex characters). */
const rowId = (seed: string) =>
  sql.raw(`substr(md5(random()::text || clock_timestamp()::text || ${seed}), 1, 24)`)

export const ordersFromPurchasesSql = [
  // Every purchase, paid or refunded, becomes an order of what it bought.
  sql`
  insert into orders (email, offer_id, amount_in_cents, discount_in_cents, paid_in_cents,
                      price_type, installments_total, installments_paid, status, paid_at,
                      refunded_at, mode, provider_payment_intent_id, legacy_purchase_id,
                      contact_id, created_at, updated_at)
  select lower(trim(p.email)),
         case when coalesce(p.includes_masterclass, true) then l.main_id else l.bonus_id end,
         p.amount_in_cents, 0, p.amount_in_cents, 'one-time', 1, 1,
         p.status::text::enum_orders_status, p.created_at,
         case when p.status::text = 'refunded' then coalesce(p.refunded_at, p.updated_at) end,
         p.mode::text::enum_orders_mode, p.payment_intent_id, p.id,
         coalesce(p.contact_id, (select c.id from contacts c where c.email = lower(trim(p.email)))),
         p.created_at, p.updated_at
    from purchases p cross join (${LEGACY_OFFERS}) l
   where case when coalesce(p.includes_masterclass, true) then l.main_id else l.bonus_id end
         is not null
     and not exists (select 1 from orders o where o.legacy_purchase_id = p.id)
     and not exists (select 1 from orders o where o.provider_payment_intent_id = p.payment_intent_id)`,

  // Every checkout still waiting for its payment becomes a pending order.
  sql`
  insert into orders (email, offer_id, amount_in_cents, discount_in_cents, paid_in_cents,
                      price_type, installments_total, installments_paid, status, mode,
                      provider_payment_intent_id, contact_id, created_at, updated_at)
  select lower(trim(co.email)),
         case when co.kind::text = 'bonus-upgrade' then l.bonus_id else l.main_id end,
         co.amount_in_cents, 0, 0, 'one-time', 1, 0, 'pending', co.mode::text::enum_orders_mode,
         co.payment_intent_id,
         (select c.id from contacts c where c.email = lower(trim(co.email))),
         co.created_at, co.updated_at
    from course_orders co cross join (${LEGACY_OFFERS}) l
   where co.status::text = 'pending'
     and case when co.kind::text = 'bonus-upgrade' then l.bonus_id else l.main_id end is not null
     and not exists (select 1 from orders o where o.provider_payment_intent_id = co.payment_intent_id)`,

  // What each migrated order bought: the masterclass (with the bonus as its bump), or the bonus
  // alone; the amount charged split as the checkout priced it (the bump at its bump price).
  sql`
  insert into orders_items (_order, _parent_id, id, offer_id, label, kind, list_price_in_cents,
                            amount_in_cents)
  select 1, o.id, ${rowId("o.id::text || 'a'")}, o.offer_id,
         coalesce(case when o.offer_id = l.main_id then l.main_name else l.bonus_name end, 'Course'),
         'offer',
         case when o.offer_id = l.main_id then l.main_price else l.bonus_price end,
         case when o.offer_id = l.main_id and coalesce(p.has_return_to_body_addon, co.has_return_to_body_addon, false)
              then greatest(o.amount_in_cents - least(l.bump_price, o.amount_in_cents), 0)
              else o.amount_in_cents end
    from orders o cross join (${LEGACY_OFFERS}) l
    left join purchases p on p.id = o.legacy_purchase_id
    left join course_orders co on o.legacy_purchase_id is null
                               and co.payment_intent_id = o.provider_payment_intent_id
   where (p.id is not null or co.id is not null)
     and not exists (select 1 from orders_items i where i._parent_id = o.id)`,
  sql`
  insert into orders_items (_order, _parent_id, id, offer_id, label, kind, list_price_in_cents,
                            amount_in_cents)
  select 2, o.id, ${rowId("o.id::text || 'b'")}, l.bonus_id, coalesce(l.bonus_name, 'Bonus'),
         'bump', l.bump_price, least(l.bump_price, o.amount_in_cents)
    from orders o cross join (${LEGACY_OFFERS}) l
    left join purchases p on p.id = o.legacy_purchase_id
    left join course_orders co on o.legacy_purchase_id is null
                               and co.payment_intent_id = o.provider_payment_intent_id
   where o.offer_id = l.main_id and l.bonus_id is not null
     and coalesce(p.has_return_to_body_addon, co.has_return_to_body_addon, false)
     and not exists (select 1 from orders_items i where i._parent_id = o.id and i._order = 2)`,

  // The payment of each purchase (refunded with it).
  sql`
  insert into order_payments (order_id, provider_id, kind, status, amount_in_cents, created_at,
                              updated_at)
  select o.id, p.payment_intent_id, 'first',
         case when p.status::text = 'refunded' then 'refunded' else 'paid' end::enum_order_payments_status,
         p.amount_in_cents, p.created_at, p.updated_at
    from orders o join purchases p on p.id = o.legacy_purchase_id
  on conflict (provider_id) do nothing`,

  // Course access: one row per order and course its items open, from the day she bought; a
  // bonus item adds the bonus lessons. A refunded purchase's access has ended.
  sql`
  insert into memberships (email, course_id, order_id, offer_id, order_course,
                           includes_bonus_lessons, status, starts_at, ends_at, contact_id,
                           created_at, updated_at)
  select o.email, r.courses_id, o.id,
         (array_agg(i.offer_id order by coalesce(f.includes_bonus_lessons, false), i._order))[1],
         o.id::text || ':' || r.courses_id::text,
         bool_or(coalesce(f.includes_bonus_lessons, false)),
         case when o.status = 'refunded' then 'ended' else 'active' end::enum_memberships_status,
         o.created_at, o.refunded_at, o.contact_id, o.created_at, o.updated_at
    from orders o
    join orders_items i on i._parent_id = o.id
    join offers f on f.id = i.offer_id
    join offers_rels r on r.parent_id = i.offer_id and r.path = 'courses'
                      and r.courses_id is not null
   where o.legacy_purchase_id is not null
   group by o.id, r.courses_id
  on conflict (order_course) do nothing`,
]
