import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryRows } from '@/utilities/sql'

/**
 * What already uses an offer, in her words: the checkout (it is the site's main offer, or it is
 * on sale and has buyers, whose links and receipts name it), and the courses, workshops, e-mail
 * sequences and pages that show or sell it. Once anything does, its web address stays as it is
 * (src/collections/Offers): links out in the world know the offer by it.
 */
export async function productUses(
  req: PayloadRequest,
  product: { id: number | string; slug?: string | null },
): Promise<string[]> {
  const id = Number(product.id)
  if (!Number.isInteger(id)) return []
  const uses: string[] = []
  const [checkout] = await queryRows<{ main: boolean; sold: boolean }>(
    req.payload,
    sql`select
          exists(select 1 from site_settings where main_offer_id = ${id}) as main,
          exists(select 1 from offers where id = ${id} and is_active is not false)
            and (exists(select 1 from orders where offer_id = ${id} and status <> 'pending')
                 or exists(select 1 from orders_items i join orders o on o.id = i._parent_id
                            where i.offer_id = ${id} and o.status <> 'pending')) as sold`,
    req,
  )
  if (checkout?.main) uses.push('the checkout, which sells it as your main offer')
  else if (checkout?.sold) uses.push('the checkout links its buyers followed')
  const [named] = await queryRows<{ courses: string[]; workshops: string[]; sequences: string[] }>(
    req.payload,
    sql`select
          array(select title from courses where product_id = ${id} or bonus_product_id = ${id})
            as courses,
          array(select title from workshops where product_id = ${id}) as workshops,
          array(select name from email_sequences where trigger_product_id = ${id}) as sequences`,
    req,
  )
  for (const title of named?.courses ?? []) uses.push(`the course "${title}"`)
  for (const title of named?.workshops ?? []) uses.push(`the workshop "${title}"`)
  for (const name of named?.sequences ?? []) uses.push(`the e-mail sequence "${name}"`)
  uses.push(...(await pagesShowing(req, id)))
  return uses
}

/**
 * The live pages whose blocks name the product (offer cards, pricing cards, buttons…). The block
 * tables are found by their product column, so a block added later is counted without a change
 * here. Table names come from the database's own catalogue, never from a request.
 */
async function pagesShowing(req: PayloadRequest, id: number): Promise<string[]> {
  const tables = await queryRows<{ table_name: string; has_product: boolean }>(
    req.payload,
    sql`select t.table_name,
               exists(select 1 from information_schema.columns c
                       where c.table_schema = t.table_schema and c.table_name = t.table_name
                         and c.column_name = 'product_id') as has_product
          from information_schema.tables t
         where t.table_schema = current_schema() and t.table_name like 'pages\_blocks\_%'`,
    req,
  )
  const names = new Set(tables.map(({ table_name }) => table_name))
  // A block's row belongs to the page (_parent_id); a row of a list inside a block (an offer
  // card) belongs to that block, whose table name is its own name's prefix.
  const blockOf = (table: string) => {
    const segments = table.split('_')
    for (let end = segments.length - 1; end > 2; end--) {
      const prefix = segments.slice(0, end).join('_')
      if (names.has(prefix)) return prefix
    }
    return null
  }
  const parts = tables
    .filter(({ has_product }) => has_product)
    .map(({ table_name }) => {
      const table = sql.identifier(table_name)
      const block = blockOf(table_name)
      return block
        ? sql`select b._parent_id as page_id from ${table} t join ${sql.identifier(block)} b
                on b.id = t._parent_id where t.product_id = ${id}`
        : sql`select _parent_id as page_id from ${table} where product_id = ${id}`
    })
  if (parts.length === 0) return []
  const rows = await queryRows<{ title: string }>(
    req.payload,
    sql`select distinct title from pages where id in (${sql.join(parts, sql` union `)})
         order by title`,
    req,
  )
  return rows.map(({ title }) => `the page "${title}"`)
}

/** The sentence refusing a change of a used product's web address. */
export const lockedSlugMessage = (uses: string[]) =>
  `This offer's web address can't be changed: ${uses.join(', ')} already use${
    uses.length === 1 ? 's' : ''
  } it. To sell under another address, make a new offer.`
