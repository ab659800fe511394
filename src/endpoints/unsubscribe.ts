import type { Endpoint, PayloadRequest } from 'payload'

import { unsubscribeByToken } from '@/contacts/operations/changeSubscription'
import { AppError } from '@/core/errors'

const page = (status: number, title: string, text: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:Georgia,serif;max-width:32rem;margin:4rem auto;padding:0 1.5rem;color:#2a1026;background:#fffaf5"><main><h1>${title}</h1><p>${text}</p><p><a href="/" style="color:#55244b">Back to the site</a></p></main></body></html>`,
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  )

async function unsubscribe(req: PayloadRequest) {
  const token = req.searchParams.get('token') ?? ''
  const done = await unsubscribeByToken(req, token).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return false
      throw error
    },
  )
  return done
    ? page(
        200,
        'You are unsubscribed',
        'You will not receive any more e-mails from us. We wish you well.',
      )
    : page(
        404,
        'This link does not work',
        'The unsubscribe link is not valid. Please write to us and we will take you off the list.',
      )
}

/** GET (the link in the e-mail) and POST (one-click, RFC 8058) /api/unsubscribe?token=… */
export const unsubscribeEndpoints: Endpoint[] = [
  { path: '/unsubscribe', method: 'get', handler: unsubscribe },
  { path: '/unsubscribe', method: 'post', handler: unsubscribe },
]
