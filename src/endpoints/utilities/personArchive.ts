import type { PayloadRequest } from 'payload'

import type { PersonExport } from '@/privacy/operations/exportPerson'
import { archiveName, exportPage, zipFiles } from '@/privacy/archive'

import { NO_STORE } from './noStore'

/** A person's archive as a download: one .zip of a page she can read and the same data as JSON. */
export async function personArchiveResponse(
  data: PersonExport,
  req: PayloadRequest,
  headers: Record<string, string> = {},
): Promise<Response> {
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
      ...headers,
    },
  })
}
