import type { Endpoint, Payload } from 'payload'

import { paymentMode } from '@/commerce/stripe'
import { NO_STORE } from '@/endpoints/utilities/noStore'

type Queryable = Pick<Payload['db']['pool'], 'query'>

const DATABASE_TIMEOUT_MS = 2000

/** Resolves 'up' when the database answers a trivial query within the timeout, else 'down'. */
export async function checkDatabase(pool: Queryable | undefined): Promise<'up' | 'down'> {
  if (!pool) return 'down'
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), DATABASE_TIMEOUT_MS)
  })
  const query = pool.query('select 1').then(
    () => 'up' as const,
    () => 'down' as const,
  )
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** GET /api/health */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const db = await checkDatabase(req.payload.db.pool)
    return Response.json(
      // How checkout takes money here (stripe, demo or unavailable): npm start prints it.
      { ok: db === 'up', db, payments: paymentMode() },
      { status: db === 'up' ? 200 : 503, headers: NO_STORE },
    )
  },
}
