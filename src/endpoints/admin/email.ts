import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { NO_SUCH_CAMPAIGN } from '@/email/campaigns/store'

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, { created = false } = {}) =>
  Response.json(body, { status: created ? 201 : 200, headers: noStore })

const withCampaignId = withIdOf(NO_SUCH_CAMPAIGN)

const campaignAnswer = ({ campaign }: { campaign: { id: number; status: string } }) =>
  json({ id: campaign.id, status: campaign.status })

/** The Email tab's calls (spec §2) and the metrics of spec §7, the owner's alone. */
export const emailEndpoints: Endpoint[] = [
  /** GET /api/admin/ai-email/metrics (spec §7): {openRate, clickRate, conversionRate, totalEmailsSent, activeCampaigns}. */
  operationEndpoint(catalogue.getEmailMetrics, {
    path: '/admin/ai-email/metrics',
    method: 'get',
    respond: (metrics) => json(metrics),
  }),
  /** GET /api/admin/email: the Email tab's figures, campaigns and audiences. */
  operationEndpoint(catalogue.getEmailTab, {
    path: '/admin/email',
    method: 'get',
    input: (req) =>
      req.searchParams.get('archived') === null
        ? {}
        : { archived: req.searchParams.get('archived') === 'true' },
    respond: (tab) => json(tab),
  }),
  /** POST /api/admin/campaigns/preview {subject, content, audience}. */
  operationEndpoint(catalogue.previewCampaign, {
    path: '/admin/campaigns/preview',
    method: 'post',
    respond: (preview) => json(preview),
  }),
  /** POST /api/admin/campaigns/test {subject, content, audience}: to the owner's address. */
  operationEndpoint(catalogue.sendTestCampaign, {
    path: '/admin/campaigns/test',
    method: 'post',
    respond: (result) => json(result),
  }),
  /** POST /api/admin/campaigns: a new draft. */
  operationEndpoint(catalogue.saveCampaign, {
    path: '/admin/campaigns',
    method: 'post',
    input: (_req, body) => {
      const { id: _ignored, ...draft } = body
      return draft
    },
    respond: (campaign) => json({ id: campaign.id, status: campaign.status }, { created: true }),
  }),
  /** PATCH /api/admin/campaigns/:id: her edit of a draft or a scheduled campaign. */
  operationEndpoint(catalogue.saveCampaign, {
    path: '/admin/campaigns/:id',
    method: 'patch',
    input: withCampaignId,
    respond: (campaign) => json({ id: campaign.id, status: campaign.status }),
  }),
  /** POST /api/admin/campaigns/:id/send {at?}: now, or scheduled for `at`. */
  operationEndpoint(catalogue.sendCampaign, {
    path: '/admin/campaigns/:id/send',
    method: 'post',
    input: withCampaignId,
    respond: ({ campaign, recipients }) =>
      json({
        id: campaign.id,
        status: campaign.status,
        scheduledFor: campaign.scheduledFor ?? null,
        recipients,
      }),
  }),
  /** POST /api/admin/sequences: a new sequence from the Email tab's editor. */
  operationEndpoint(catalogue.saveSequence, {
    path: '/admin/sequences',
    method: 'post',
    input: (_req, body) => {
      const { id: _ignored, ...sequence } = body
      return sequence
    },
    respond: (sequence) => json({ id: sequence.id }, { created: true }),
  }),
  /** PATCH /api/admin/sequences/:id: her changes to a sequence. */
  operationEndpoint(catalogue.saveSequence, {
    path: '/admin/sequences/:id',
    method: 'patch',
    input: withIdOf('There is no such sequence.'),
    respond: (sequence) => json({ id: sequence.id }),
  }),
  operationEndpoint(catalogue.cancelCampaign, {
    path: '/admin/campaigns/:id/cancel',
    method: 'post',
    input: withCampaignId,
    respond: campaignAnswer,
  }),
  operationEndpoint(catalogue.duplicateCampaign, {
    path: '/admin/campaigns/:id/duplicate',
    method: 'post',
    input: withCampaignId,
    respond: ({ campaign }) =>
      json({ id: campaign.id, status: campaign.status }, { created: true }),
  }),
  operationEndpoint(catalogue.resendToNonOpeners, {
    path: '/admin/campaigns/:id/resend',
    method: 'post',
    input: withCampaignId,
    respond: ({ campaign }) =>
      json({ id: campaign.id, status: campaign.status }, { created: true }),
  }),
  operationEndpoint(catalogue.archiveCampaign, {
    path: '/admin/campaigns/:id/archive',
    method: 'post',
    input: withCampaignId,
    respond: ({ campaign }) =>
      json({ id: campaign.id, status: campaign.status, archived: campaign.archived === true }),
  }),
]
