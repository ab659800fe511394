import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { NO_SUCH_TEMPLATE } from '@/email/operations/previewTemplate'
import { withIdOf } from '@/endpoints/utilities/routeId'

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown) => Response.json(body, { headers: noStore })
const withTemplateId = withIdOf(NO_SUCH_TEMPLATE)

/**
 * The template edit view's calls, under the collection (/api/email-templates/…): the owner's
 * alone (401 signed out, 403 a buyer), each the endpoint of one operation.
 */
export const emailTemplateEndpoints: Endpoint[] = [
  /** POST /api/email-templates/preview-people {q}: people to preview an e-mail for. */
  operationEndpoint(catalogue.findPreviewPeople, {
    path: '/preview-people',
    method: 'post',
    respond: (result) => json(result),
  }),
  /** POST /api/email-templates/:id/preview {contactId?}: the latest draft, rendered. */
  operationEndpoint(catalogue.previewTemplate, {
    path: '/:id/preview',
    method: 'post',
    input: withTemplateId,
    respond: (preview) => json(preview),
  }),
  /** POST /api/email-templates/:id/test {contactId?}: the latest draft to her own address. */
  operationEndpoint(catalogue.sendTemplateTest, {
    path: '/:id/test',
    method: 'post',
    input: withTemplateId,
    respond: (result) => json(result),
  }),
  /** POST /api/email-templates/:id/reset: a system e-mail's original words, as a draft. */
  operationEndpoint(catalogue.resetTemplate, {
    path: '/:id/reset',
    method: 'post',
    input: withTemplateId,
    respond: (result) => json(result),
  }),
]
