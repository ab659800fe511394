import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'

/**
 * The input of a route about one row (`/…/:id/…`): its body, with the id from the address. An
 * address whose id is not a number names nothing (404, in the words given), as a number that
 * names no row does.
 */
export const withIdOf =
  (notFound: string) => (req: PayloadRequest, body: Record<string, unknown>) => {
    const raw = String(req.routeParams?.id ?? '')
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new AppError('not_found', notFound)
    return { ...body, id: Number(raw) }
  }
