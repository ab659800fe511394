import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { csvResponse } from '@/endpoints/utilities/csvResponse'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { RATE_RULES } from '@/security/rateLimit'

/**
 * POST /api/affiliate-click {code, landingPage, referrer}: the page's beacon for `?ref=<code>`.
 * The same 200 `{ok: true}` for every code (known, unknown, inactive): only a real affiliate's
 * answer carries the referral cookie, which the page's script cannot read (http-only). Only this
 * site's pages may send it (another site cannot plant a referral: cookie stuffing).
 */
export const affiliateClickEndpoint: Endpoint = operationEndpoint(
  catalogue.recordAffiliateClick,
  ROUTES.recordAffiliateClick,
  {
    sameOriginOnly: true,
    limits: () => [{ rule: RATE_RULES.affiliateClickPerClient, subject: 'client' }],
    respond: ({ cookie }) =>
      Response.json(
        { ok: true },
        { headers: cookie ? { ...NO_STORE, 'Set-Cookie': cookie } : NO_STORE },
      ),
  },
)

/** The owner's Affiliates view: its figures, its CSV and its buttons. */
export const affiliateAdminEndpoints: Endpoint[] = [
  /** GET /api/admin/affiliates: every affiliate's figures and the commissions to act on. */
  operationEndpoint(catalogue.getAffiliateReport, ROUTES.getAffiliateReport, {
    headers: NO_STORE,
  }),
  /** GET /api/admin/affiliates/commissions.csv: every commission as a spreadsheet. */
  operationEndpoint(catalogue.exportAffiliateCommissions, ROUTES.exportAffiliateCommissions, {
    respond: (stream) => csvResponse(stream, 'affiliate-commissions'),
  }),
  /** POST /api/admin/affiliates/commissions/approve {ids} */
  operationEndpoint(catalogue.approveCommissions, ROUTES.approveCommissions, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/affiliates/commissions/paid {ids} */
  operationEndpoint(catalogue.markCommissionsPaid, ROUTES.markCommissionsPaid, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/affiliates/:id/page-link: e-mails her the link to her page. */
  operationEndpoint(catalogue.sendAffiliatePageLink, ROUTES.sendAffiliatePageLink, {
    input: withIdOf('Unknown affiliate.'),
    headers: NO_STORE,
  }),
]
