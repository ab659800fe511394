import configPromise from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { PAGE_EVENT_MAX_BYTES } from '@/analytics/schema'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { answerError } from '@/core/operation'
import { isForeignRequest, trustedOrigins } from '@/security/origin'

/**
 * The answer to one visit beacon, from its headers and body (the catalogue's recordPageEvent):
 * 202 and empty once stored (or not counted: a bot, the owner), else the 4xx with its message.
 */
export async function answerPageEvent(headers: Headers, text: string): Promise<Response> {
  try {
    if (isForeignRequest({ headers, method: 'POST', trusted: trustedOrigins() })) {
      throw new AppError('forbidden', 'Only this site’s pages can count their visits.')
    }
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
    const req = await createLocalReq({ req: { headers } }, payload)
    await invoke(catalogue.recordPageEvent, req, body)
    return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return answerError(error)
  }
}
