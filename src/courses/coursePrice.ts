import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryRows } from '@/utilities/sql'

/**
 * A course's price is edited in one place, the Courses tab (saveCourse), which sets this flag on
 * its own update of the course's product; the product form shows the price read-only.
 */
export const COURSE_PRICE_OPERATION = 'coursePriceOperation'

/** Whether a course is sold as this product (its own price, not a bonus bought beside it). */
export async function isCourseProduct(req: PayloadRequest, productId: number | string) {
  const id = Number(productId)
  if (!Number.isInteger(id)) return false
  const [row] = await queryRows<{ found: boolean }>(
    req.payload,
    sql`select exists(select 1 from courses where product_id = ${id}) as found`,
    req,
  )
  return Boolean(row?.found)
}
