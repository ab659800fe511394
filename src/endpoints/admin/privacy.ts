import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { archiveName, exportPage, zipFiles } from '@/privacy/archive'

/** A person's data on her request: her archive (one .zip of HTML and JSON), and her erasure. */
export const privacyEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.exportPerson, ROUTES.exportPerson, {
    respond: async (data, req) => {
      const settings = await req.payload
        .findGlobal({ slug: 'site-settings', req, depth: 0 })
        .catch(() => null)
      const siteName = (settings as { siteName?: string } | null)?.siteName || 'this site'
      const zip = zipFiles([
        { name: 'your-data.html', content: exportPage(data, siteName) },
        { name: 'data.json', content: JSON.stringify(data, null, 2) },
      ])
      return new Response(Buffer.from(zip), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${archiveName(data.person.email)}"`,
          ...NO_STORE,
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
  operationEndpoint(catalogue.erasePerson, ROUTES.erasePerson, { headers: NO_STORE }),
]
