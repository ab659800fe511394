import configPromise from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { sameOriginPath } from '@/commerce/redirects'
import { AppError, errorResponse } from '@/core/errors'

/**
 * GET /next/preview?path=/about: the owner's preview (the admin's live preview frame and its
 * Preview button). Turns on Next's draft mode, in which pages read the latest drafts, for a
 * signed-in owner only, then opens the page. Anyone else gets 403 and no draft.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (!hasAdminRole(user)) {
    draft.disable()
    return errorResponse(
      new AppError('forbidden', 'Only the owner can preview drafts: sign in to the admin first.'),
      { shape: 'text', headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
    )
  }
  const path = sameOriginPath(new URL(request.url).searchParams.get('path') || '/')
  if (!path || path.startsWith('/next/')) {
    return errorResponse(
      new AppError('bad_request', 'The preview path must be a page on this site.'),
      { shape: 'text' },
    )
  }
  draft.enable()
  redirect(path)
}
