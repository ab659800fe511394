import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { NO_SUCH_CAMPAIGN } from '@/email/campaigns/store'

const withCampaignId = withIdOf(NO_SUCH_CAMPAIGN)

/** The Email tab's calls (spec §2) and the metrics of spec §7, the owner's alone. */
export const emailEndpoints: Endpoint[] = [
  /** GET /api/admin/ai-email/metrics (spec §7): {openRate, clickRate, conversionRate, totalEmailsSent, activeCampaigns}. */
  operationEndpoint(catalogue.getEmailMetrics, ROUTES.getEmailMetrics, {
    headers: NO_STORE,
  }),
  /** GET /api/admin/email: the Email tab's figures, campaigns and audiences. */
  operationEndpoint(catalogue.getEmailTab, ROUTES.getEmailTab, {
    input: (req) =>
      req.searchParams.get('archived') === null
        ? {}
        : { archived: req.searchParams.get('archived') === 'true' },
    headers: NO_STORE,
  }),
  /** POST /api/admin/campaigns/preview {subject, content, audience}. */
  operationEndpoint(catalogue.previewCampaign, ROUTES.previewCampaign, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/campaigns/test {subject, content, audience}: to the owner's address. */
  operationEndpoint(catalogue.sendTestCampaign, ROUTES.sendTestCampaign, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/campaigns: a new draft. */
  operationEndpoint(catalogue.saveCampaign, ROUTES.saveCampaign, {
    input: (_req, body) => {
      const { id: _ignored, ...draft } = body
      return draft
    },
    headers: NO_STORE,
  }),
  /** PATCH /api/admin/campaigns/:id: her edit of a draft or a scheduled campaign. */
  operationEndpoint(catalogue.saveCampaign, ROUTES.saveCampaign.withId, {
    input: withCampaignId,
    headers: NO_STORE,
  }),
  /** POST /api/admin/campaigns/:id/send {at?}: now, or scheduled for `at`. */
  operationEndpoint(catalogue.sendCampaign, ROUTES.sendCampaign, {
    input: withCampaignId,
    headers: NO_STORE,
  }),
  /** POST /api/admin/sequences: a new sequence from the Email tab's editor. */
  operationEndpoint(catalogue.saveSequence, ROUTES.saveSequence, {
    input: (_req, body) => {
      const { id: _ignored, ...sequence } = body
      return sequence
    },
    headers: NO_STORE,
  }),
  /** PATCH /api/admin/sequences/:id: her changes to a sequence. */
  operationEndpoint(catalogue.saveSequence, ROUTES.saveSequence.withId, {
    input: withIdOf('There is no such sequence.'),
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.cancelCampaign, ROUTES.cancelCampaign, {
    input: withCampaignId,
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.duplicateCampaign, ROUTES.duplicateCampaign, {
    input: withCampaignId,
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.resendToNonOpeners, ROUTES.resendToNonOpeners, {
    input: withCampaignId,
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.archiveCampaign, ROUTES.archiveCampaign, {
    input: withCampaignId,
    headers: NO_STORE,
  }),
]
