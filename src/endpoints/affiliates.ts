import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { csvResponse } from '@/endpoints/utilities/csvResponse'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { RATE_RULES } from '@/security/rateLimit'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/affiliate-click {code, landingPage, referrer}: the page's beacon for `?ref=<code>`.
 * The same 200 `{ok: true}` for every code (known, unknown, inactive): only a real affiliate's
 * answer carries the referral cookie, which the page's script cannot read (http-only). Only this
 * site's pages may send it (another site cannot plant a referral: cookie stuffing).
 */
export const affiliateClickEndpoint: Endpoint = operationEndpoint(catalogue.recordAffiliateClick, {
  path: '/affiliate-click',
  method: 'post',
  sameOriginOnly: true,
  limits: () => [{ rule: RATE_RULES.affiliateClickPerClient, subject: 'client' }],
  respond: ({ cookie }) =>
    Response.json(
      { ok: true },
      { headers: cookie ? { ...noStore, 'Set-Cookie': cookie } : noStore },
    ),
})

const json = (body: unknown) => Response.json(body, { headers: noStore })

/** The owner's Affiliates view: its figures, its CSV and its buttons. */
export const affiliateAdminEndpoints: Endpoint[] = [
  /** GET /api/admin/affiliates: every affiliate's figures and the commissions to act on. */
  operationEndpoint(catalogue.getAffiliateReport, {
    path: '/admin/affiliates',
    method: 'get',
    respond: json,
  }),
  /** GET /api/admin/affiliates/commissions.csv: every commission as a spreadsheet. */
  operationEndpoint(catalogue.exportAffiliateCommissions, {
    path: '/admin/affiliates/commissions.csv',
    method: 'get',
    respond: (stream) => csvResponse(stream, 'affiliate-commissions'),
  }),
  /** POST /api/admin/affiliates/commissions/approve {ids} */
  operationEndpoint(catalogue.approveCommissions, {
    path: '/admin/affiliates/commissions/approve',
    method: 'post',
    respond: json,
  }),
  /** POST /api/admin/affiliates/commissions/paid {ids} */
  operationEndpoint(catalogue.markCommissionsPaid, {
    path: '/admin/affiliates/commissions/paid',
    method: 'post',
    respond: json,
  }),
  /** POST /api/admin/affiliates/:id/page-link: e-mails her the link to her page. */
  operationEndpoint(catalogue.sendAffiliatePageLink, {
    path: '/admin/affiliates/:id/page-link',
    method: 'post',
    input: withIdOf('Unknown affiliate.'),
    respond: json,
  }),
]
