import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** A form that sends the link's token on to the POST that does what its button says. */
const button = (path: string, token: string, label: string) =>
  `<form method="post" action="${escapeHtml(`${path}?token=${encodeURIComponent(token)}`)}"><button type="submit" style="font:inherit;font-size:1.05rem;padding:.75rem 1.5rem;min-height:44px;border:0;border-radius:999px;background:#55244b;color:#fff;cursor:pointer">${label}</button></form>`

/** The page an e-mail's unsubscribe link opens: her address is never on it, only the token. */
const page = (status: number, title: string, text: string, form = '') =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:Georgia,serif;max-width:32rem;margin:4rem auto;padding:0 1.5rem;color:#2a1026;background:#fffaf5;line-height:1.5"><main><h1>${title}</h1><p>${text}</p>${form}<p><a href="/" style="color:#55244b">Back to the site</a></p></main></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        ...NO_STORE,
        // The address carries her token.
        'Referrer-Policy': 'no-referrer',
      },
    },
  )

const tokenOf = (req: PayloadRequest) => (req.searchParams.get('token') ?? '').slice(0, 200)

const UNSUBSCRIBE_PATH = '/api/unsubscribe'
const RESUBSCRIBE_PATH = '/api/resubscribe'

const unsubscribedPage = (token: string) =>
  page(
    200,
    'You are unsubscribed',
    'You will not receive any more e-mails from us. We wish you well. Changed your mind?',
    button(RESUBSCRIBE_PATH, token, 'Subscribe again'),
  )

const subscribedPage = (token: string, title: string, text: string) =>
  page(200, title, text, button(UNSUBSCRIBE_PATH, token, 'Unsubscribe'))

const invalidPage = () =>
  page(
    404,
    'This link does not work',
    'The unsubscribe link is not valid. Please write to us and we will take you off the list.',
  )

/**
 * GET /api/unsubscribe?token=…: the link at the foot of a marketing e-mail. Mail scanners and
 * safe-link services open every link, so the GET only shows a page; its button POSTs.
 */
const showSubscription = operationEndpoint(
  catalogue.lookUpSubscription,
  ROUTES.lookUpSubscription,
  {
    input: (req) => ({ token: tokenOf(req) }),
    respond: (subscription, req) => {
      if (!subscription.found) return invalidPage()
      return subscription.subscribed
        ? subscribedPage(
            tokenOf(req),
            'Unsubscribe from our e-mails?',
            'Press the button and no more of our e-mails will reach you. Messages you ask for, such as a sign-in link or a receipt, still will.',
          )
        : unsubscribedPage(tokenOf(req))
    },
  },
)

/**
 * POST /api/unsubscribe?token=…: the page's button, and the one-click unsubscribe of the
 * message's List-Unsubscribe header (RFC 8058: its body is `List-Unsubscribe=One-Click`, and the
 * token in the address is all it needs).
 */
const unsubscribe = operationEndpoint(catalogue.unsubscribe, ROUTES.unsubscribe, {
  readBody: async () => ({}),
  input: (req) => ({ token: tokenOf(req) }),
  respond: (_contact, req) => unsubscribedPage(tokenOf(req)),
})

/** POST /api/resubscribe?token=…: "Subscribe again", on the same page. */
const resubscribe = operationEndpoint(catalogue.resubscribe, ROUTES.resubscribe, {
  readBody: async () => ({}),
  input: (req) => ({ token: tokenOf(req) }),
  respond: (_contact, req) =>
    subscribedPage(
      tokenOf(req),
      'You are subscribed again',
      'Welcome back: our e-mails will reach you again.',
    ),
})

export const unsubscribeEndpoints: Endpoint[] = [showSubscription, unsubscribe, resubscribe]
