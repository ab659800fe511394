import { answerPageEvent } from './answer'

/**
 * POST /api/event: the visit beacon. A route of its own, beside Payload's /api routes rather than
 * one of them: every page view of every visitor lands here, and it needs no session, so it skips
 * Payload's request handling (auth, i18n, routing). The browser sends it with
 * navigator.sendBeacon as text, and reads no answer: 202, empty. Behind our server
 * (server/serve.mjs), beacons arriving together come in one request to ./batch instead.
 */
export async function POST(request: Request): Promise<Response> {
  return answerPageEvent(request.headers, await request.text())
}
