import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { personArchiveResponse } from '@/endpoints/utilities/personArchive'

/** A person's data on her request: her archive (one .zip of HTML and JSON), and her erasure. */
export const privacyEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.exportPerson, ROUTES.exportPerson, {
    respond: (data, req) => personArchiveResponse(data, req),
  }),
  operationEndpoint(catalogue.erasePerson, ROUTES.erasePerson, { headers: NO_STORE }),
]
