import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeRedirectPath } from '@/commerce/redirects'

/** GET /next/exit-preview?path=/about: back to the published site (a path on it, nowhere else). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('path'), '/'))
}
