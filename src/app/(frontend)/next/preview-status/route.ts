import configPromise from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { sameOriginPath } from '@/commerce/redirects'
import { hasUnpublishedChanges } from '@/content/unpublished'

/**
 * GET /next/preview-status?path=/about: asked by the preview banner. `previewing` is false once
 * there is nothing left to preview there (she published, signed out, or never had a draft):
 * the banner then ends draft mode, so her browser never keeps showing a preview as the site.
 */
export async function GET(request: Request): Promise<Response> {
  const { isEnabled } = await draftMode()
  const path = sameOriginPath(new URL(request.url).searchParams.get('path') || '/') ?? '/'
  let previewing = false
  if (isEnabled) {
    const payload = await getPayload({ config: configPromise })
    const { user } = await payload.auth({ headers: request.headers })
    previewing = await hasUnpublishedChanges(payload, user, path.split(/[?#]/)[0] || '/')
  }
  return Response.json({ previewing }, { headers: { 'Cache-Control': 'no-store' } })
}
