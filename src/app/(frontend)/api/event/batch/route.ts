import { timingSafeEqual } from 'node:crypto'

import {
  BEACON_BATCH_HEADER,
  BEACON_BATCH_SECRET,
} from '../../../../../../server/beacon-batch.mjs'
import { AppError } from '@/core/errors'
import { answerError } from '@/core/operation'

import { answerPageEvent } from '../answer'

type Relayed = { headers: Record<string, string>; body: string }

/** Whether the request carries this process's own secret: only our server (serve.mjs) has it. */
function fromOurServer(request: Request) {
  const secret = process.env[BEACON_BATCH_SECRET]
  const given = request.headers.get(BEACON_BATCH_HEADER)
  if (!secret || !given || given.length !== secret.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret))
}

/**
 * POST /api/event/batch: the beacons our server (server/serve.mjs) received while the previous
 * batch was being stored, each with the headers its visitor sent (and the address the server saw),
 * answered one by one as /api/event would answer each; their page views are written together.
 * Next's request handling is then paid once per batch rather than once per page view. Anyone
 * else gets 404: the header's secret is made by the server at start and never leaves it.
 */
export async function POST(request: Request): Promise<Response> {
  if (!fromOurServer(request)) return answerError(new AppError('not_found', 'Not found.'))
  const relayed = (await request.json()) as Relayed[]
  const answers = await Promise.all(
    relayed.map(async ({ headers, body }) => {
      const answer = await answerPageEvent(new Headers(headers), body)
      return { status: answer.status, body: await answer.text() }
    }),
  )
  return Response.json(answers, { headers: { 'Cache-Control': 'no-store' } })
}
