import configPromise from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { answerError } from '@/core/operation'

/**
 * GET /r/<id>: a tracked link of a marketing e-mail (the catalogue's followTrackedLink). A route
 * of its own rather than one of Payload's REST endpoints: it is the most requested address after
 * a send, and needs no session, so it skips Payload's request handling (auth, i18n, routing).
 * 302 to the address that was in her e-mail; an id this site did not sign answers 404.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await params
  const payload = await getPayload({ config: configPromise })
  try {
    const { url } = await invoke(catalogue.followTrackedLink, await createLocalReq({}, payload), {
      token: token.slice(0, 64),
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 1000),
    })
    return new Response(null, {
      status: 302,
      headers: { Location: url, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    })
  } catch (error) {
    return answerError(error)
  }
}
