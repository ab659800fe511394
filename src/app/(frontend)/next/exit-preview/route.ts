import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { sameOriginPath } from '@/commerce/redirects'

/** GET /next/exit-preview?path=/about: back to the published site. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(sameOriginPath(new URL(request.url).searchParams.get('path') || '/') ?? '/')
}
