import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

export const pathForSlug = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

/**
 * Clears Next's cached render of a path after the owner edits content. Outside the Next server
 * (seed and migration scripts, integration tests) there is no cache to clear.
 */
export function revalidate(req: PayloadRequest, path: string, type?: 'layout' | 'page') {
  if (!process.env.NEXT_RUNTIME || req.context.disableRevalidate) return
  req.payload.logger.info(`Revalidating ${path}`)
  revalidatePath(path, type)
}

/** For content shown on every page (navigation, footer, settings, prices). */
export const revalidateEverywhere = <T>({ doc, req }: { doc: T; req: PayloadRequest }): T => {
  revalidate(req, '/', 'layout')
  return doc
}
