import { sql } from '@payloadcms/db-postgres'
import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { queryRows } from '@/utilities/sql'

/**
 * How an edit in the CMS reaches the public pages, which are prerendered and cached (each web
 * process keeps Next's page cache; a CDN may hold them too, for their `s-maxage`):
 *
 * 1. in the web process that handled the edit, revalidatePath() marks the pages stale at once;
 * 2. the same paths go out on the Postgres channel CHANNEL, in the edit's own transaction (a
 *    NOTIFY is delivered on commit, and dropped if the edit is rolled back). Every web process
 *    LISTENs (src/content/cacheHandler.mjs, Next's `cacheHandler`) and marks them stale in its own
 *    cache, so a publish handled by one process, or by the job worker (scheduled publishing), is
 *    seen by all of them within a round trip to Postgres.
 *
 * A stale page is rendered again by the next request for it. Each page also regenerates on its own
 * after its `revalidate` seconds, the safety net for a process that was not listening yet.
 */
const CHANNEL = 'site_cache_revalidate'

export type Target = { path: string; type?: 'page' | 'layout' }

/** Every page: they all sit under the root layout. */
const EVERY_PAGE: Target = { path: '/', type: 'layout' }

/**
 * Every page that shows a workshop's spots left: each workshop's page (by its route, as Next tags
 * it, route groups included) and the alternate homepage's promo.
 */
export const WORKSHOP_PAGES: Target[] = [
  { path: '/(frontend)/(site)/workshop/[slug]', type: 'page' },
  { path: '/v2-reimagined-mockup' },
]

export const pathForSlug = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

/**
 * Marks `targets` stale in every web process. Outside a Next request (the job worker, scripts)
 * only the notification goes; seeds and migrations pass `context.disableRevalidate`.
 */
export async function revalidateTargets(req: PayloadRequest, targets: Target[]) {
  if (req.context?.disableRevalidate || targets.length === 0) return
  if (process.env.NEXT_RUNTIME) {
    for (const { path, type } of targets) {
      try {
        revalidatePath(path, type)
      } catch {
        // Not inside a request Next is serving (e.g. a job run in the web process): the
        // notification below reaches this process's cache too.
      }
    }
  }
  req.payload.logger.debug(
    `Revalidating ${targets.map(({ path, type }) => path + (type ? ` (${type})` : '')).join(', ')}`,
  )
  try {
    await queryRows(req.payload, sql`select pg_notify(${CHANNEL}, ${JSON.stringify(targets)})`, req)
  } catch (error) {
    // (A NOTIFY of a few hundred bytes does not fail inside a healthy transaction.) Without a
    // transaction the edit stands; other processes catch up at their pages' `revalidate`.
    req.payload.logger.warn({ err: error, msg: 'Could not notify the other web processes' })
  }
}

type Versioned = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * Whether visitors can see this change: a published save, or a published document turned back
 * into a draft. Autosaved drafts (every few hundred ms while she types) change nothing public.
 */
export const visibleChange = (doc: Versioned, previousDoc?: Versioned) =>
  !doc?._status || doc._status === 'published' || previousDoc?._status === 'published'

/** afterChange / afterDelete hook for content shown across the site (globals, offers, media…). */
export const revalidateEverywhere = async <T>({
  doc,
  previousDoc,
  req,
}: {
  doc: T
  previousDoc?: T
  req: PayloadRequest
}): Promise<T> => {
  if (visibleChange(doc as Versioned, previousDoc as Versioned)) {
    await revalidateTargets(req, [EVERY_PAGE])
  }
  return doc
}
