import configPromise from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { PAGE_EVENT_MAX_BYTES } from '@/analytics/schema'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { answerError } from '@/core/operation'
import { isForeignRequest, trustedOrigins } from '@/security/origin'

/**
 * POST /api/event: the visit beacon (the catalogue's recordPageEvent). A route of its own, beside
 * Payload's /api routes rather than one of them: every page view of every visitor lands here, and
 * it needs no session, so it skips Payload's request handling (auth, i18n, routing). The browser
 * sends it with navigator.sendBeacon as text, and reads no answer: 202, empty.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (isForeignRequest({ headers: request.headers, method: 'POST', trusted: trustedOrigins() })) {
      throw new AppError('forbidden', 'Only this site’s pages can count their visits.')
    }
    const text = await request.text()
    if (Buffer.byteLength(text) > PAGE_EVENT_MAX_BYTES) {
      throw new AppError('payload_too_large', 'A visit event is at most 4 KB.')
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new AppError('bad_request', 'A visit event is JSON.')
    }
    const payload = await getPayload({ config: configPromise })
    const req = await createLocalReq({ req: { headers: request.headers } }, payload)
    await invoke(catalogue.recordPageEvent, req, body)
    return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return answerError(error)
  }
}
