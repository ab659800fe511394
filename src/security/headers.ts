import { contentSecurityPolicy, STRIPE_SCRIPTS } from '../../server/csp.mjs'

/**
 * The site's response headers: one definition, read by next.config.ts (static headers for every
 * route). The production Content-Security-Policy is added per document by the server
 * (server/serve.mjs → server/csp.mjs: the hashes of the document's own inline scripts);
 * `next dev` gets its development policy here.
 */

/** The microphone serves speech-to-text on the application form and, later, the admin. */
const MICROPHONE_PATHS = ['/apply', '/admin'] as const

const permissionsPolicy = (microphone: boolean) =>
  [
    `microphone=(${microphone ? 'self' : ''})`,
    'camera=()',
    'geolocation=()',
    'usb=()',
    'interest-cohort=()',
    `payment=(self "${STRIPE_SCRIPTS[0]}")`,
  ].join(', ')

/**
 * Addresses that carry a single-use sign-in token (the pages and the links' routes): their
 * Referer would hand the token to whatever they load or lead to. The pages and redirects say
 * `no-referrer` themselves; this rule keeps the site-wide header from replacing it. (The admin
 * aliases of next.config's redirects() get no headers from Next at all; a redirect sends on the
 * referrer of the page before it, never its own address.)
 */
export const SIGN_IN_PATHS = [
  '/sign-in',
  '/admin/login',
  '/api/member/sign-in',
  '/api/admin/verify-magic-link',
] as const

type HeaderRule = {
  source: string
  has?: { type: 'query' | 'header' | 'cookie'; key: string; value?: string }[]
  headers: { key: string; value: string }[]
}

const NO_REFERRER = [{ key: 'Referrer-Policy', value: 'no-referrer' }]

/**
 * Headers for next.config's headers(): every route, with the microphone on its two paths and no
 * referrer from the sign-in paths.
 */
export function staticSecurityHeaders({
  https,
  dev = false,
}: {
  https: boolean
  dev?: boolean
}): HeaderRule[] {
  const everywhere = [
    ...(dev
      ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ https, dev }) }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: permissionsPolicy(false) },
    ...(https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
  return [
    { source: '/:path*', headers: everywhere },
    // Later rules win for the same header.
    ...MICROPHONE_PATHS.flatMap((path) =>
      [path, `${path}/:path*`].map((source) => ({
        source,
        headers: [{ key: 'Permissions-Policy', value: permissionsPolicy(true) }],
      })),
    ),
    ...SIGN_IN_PATHS.map((source) => ({ source, headers: NO_REFERRER })),
    // Any other address a token rides in (/admin?token=… on its way to the sign-in screen).
    { source: '/:path*', has: [{ type: 'query', key: 'token' }], headers: NO_REFERRER },
  ]
}

/**
 * Payload asks every response for the colour-scheme client hint (Critical-CH), which makes
 * Chromium send each first request twice: a single-use link opened from an e-mail was used up by
 * the first copy. Only the admin reads the hint, so only the admin asks for it.
 */
export function clientHintsOnlyForAdmin<Rule extends Pick<HeaderRule, 'source' | 'headers'>>(
  rules: Rule[],
): Rule[] {
  return rules.map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}
