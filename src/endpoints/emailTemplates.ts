import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { NO_SUCH_TEMPLATE } from '@/email/operations/previewTemplate'
import { withIdOf } from '@/endpoints/utilities/routeId'

const withTemplateId = withIdOf(NO_SUCH_TEMPLATE)

/**
 * The template edit view's calls, under the collection (/api/email-templates/…): the owner's
 * alone (401 signed out, 403 a buyer), each the endpoint of one operation.
 */
export const emailTemplateEndpoints: Endpoint[] = [
  /** POST /api/email-templates/preview-people {q}: people to preview an e-mail for. */
  operationEndpoint(catalogue.findPreviewPeople, ROUTES.findPreviewPeople, {
    mountedOn: 'email-templates',
    headers: NO_STORE,
  }),
  /** POST /api/email-templates/:id/preview {contactId?}: the latest draft, rendered. */
  operationEndpoint(catalogue.previewTemplate, ROUTES.previewTemplate, {
    mountedOn: 'email-templates',
    input: withTemplateId,
    headers: NO_STORE,
  }),
  /** POST /api/email-templates/:id/test {contactId?}: the latest draft to her own address. */
  operationEndpoint(catalogue.sendTemplateTest, ROUTES.sendTemplateTest, {
    mountedOn: 'email-templates',
    input: withTemplateId,
    headers: NO_STORE,
  }),
  /** POST /api/email-templates/:id/reset: a system e-mail's original words, as a draft. */
  operationEndpoint(catalogue.resetTemplate, ROUTES.resetTemplate, {
    mountedOn: 'email-templates',
    input: withTemplateId,
    headers: NO_STORE,
  }),
]
