import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { type EventRecord, storedEventCte } from '@/analytics/store'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactUpsertCtes } from '@/contacts/contactSql'
import { lockAddressReading } from '@/contacts/addressLock'
import { SNAPSHOT_VERSION, snapshotAt, type Snapshot } from '@/content/snapshot'
import { writeAsSystem } from '@/utilities/sql'

import { courseAccessOfJson, courseAccessSql, type CourseAccess } from '../orders/access'
import { paymentMode } from '../stripe'
import type { PricedCart } from './types'

/** What a checkout reads first, in one statement: see checkoutContext. */
export type CheckoutContext = {
  snapshot: Snapshot
  /** The courses her address may open now (courseAccessFor's answer). */
  owned: CourseAccess[]
}

/**
 * A checkout's first statement, in its transaction: her address's lock (her contact and order are
 * written next), the content's version (offers and settings come from memory:
 * src/content/snapshot.ts) and the courses she may open now, on the commerce clock (the demo clock's
 * offset is read here too: commerceNow).
 */
export async function checkoutContext(
  req: PayloadRequest,
  email: string,
): Promise<CheckoutContext> {
  const now = new Date().toISOString()
  const commerceNow =
    paymentMode() === 'demo'
      ? sql`(${now}::timestamptz + make_interval(secs => coalesce((select offset_ms from billing_clock order by created_at desc limit 1), 0) / 1000.0))`
      : sql`${now}::timestamptz`
  const row = await lockAddressReading<{
    version: string
    owned: Parameters<typeof courseAccessOfJson>[0]
  }>(
    req,
    email,
    sql`${SNAPSHOT_VERSION} as version, ${courseAccessSql(email, commerceNow)} as owned`,
  )
  return { snapshot: snapshotAt(row.version), owned: courseAccessOfJson(row.owned) }
}

export type NewOrder = {
  email: string
  offerId: number
  cart: PricedCart
  affiliate: number | null
  mode: 'stripe' | 'demo'
  /** Known before the order exists in demo mode: it is stored with it. */
  paymentIntentId?: string
  /** The business event to count with it (its contact is the order's). */
  event?: EventRecord
}

/**
 * A pending order as one statement (in the checkout's transaction, after checkoutContext took her
 * address's lock): her contact (what the orders' contact field does through recordContact), the
 * order and its lines, and the business event when one is given. What Payload's create would check is the server's own numbers here.
 */
export async function insertPendingOrder(
  req: PayloadRequest,
  order: NewOrder,
): Promise<{ id: number; contactId: number }> {
  const now = new Date().toISOString()
  const { cart } = order
  const lines = sql.join(
    cart.lines.map(
      (line, index) =>
        sql`(${index + 1}::int, ${randomBytes(12).toString('hex')}, ${line.offerId}::int, ${line.label}, ${line.kind}::enum_orders_items_kind, ${line.listPriceInCents}::numeric, ${line.amountInCents}::numeric)`,
    ),
    sql`, `,
  )
  const [row] = await writeAsSystem<{ id: number; contact_id: number }>(
    'publicCheckout',
    req.payload,
    sql`with ${contactUpsertCtes({ email: order.email, source: CONTACT_SOURCES.purchase })},
      new_order as (
        insert into orders (email, offer_id, amount_in_cents, discount_in_cents, price_type,
                            installments_total, affiliate_id, status, mode,
                            provider_payment_intent_id, contact_id, created_at, updated_at)
        select ${order.email}, ${order.offerId}, ${cart.totalInCents}, ${cart.discountInCents},
               ${cart.priceType}, ${cart.priceType === 'payment-plan' ? cart.installments : null},
               ${order.affiliate}, 'pending', ${order.mode}, ${order.paymentIntentId ?? null},
               contact.id, ${now}, ${now}
          from contact
        returning id, contact_id
      ), new_items as (
        insert into orders_items (_order, id, offer_id, label, kind, list_price_in_cents,
                                  amount_in_cents, _parent_id)
        select line.*, new_order.id
          from (values ${lines}) as line, new_order
        returning 1
      )${order.event ? sql`, ${storedEventCte(order.event, sql`(select contact_id from new_order)`)}` : sql``}
      select id, contact_id${order.event ? sql`, (select stored from counted) as counted` : sql``}
        from new_order`,
    req,
    { prepare: true },
  )
  if (!row) throw new Error('The order was not stored.')
  return { id: row.id, contactId: row.contact_id }
}
