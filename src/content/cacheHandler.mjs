// Next's page cache for this site (next.config.ts `cacheHandler`): Next's own file-system cache
// (the prerendered pages on disk, a memory copy per process), plus one thing it lacks when several
// web processes serve one site — hearing each other's revalidations. An edit in the CMS (a
// Payload hook, in whichever web process or worker handled it) sends the paths it changed on the
// Postgres channel below (src/content/revalidate.ts, `pg_notify` in the edit's own transaction, so
// it arrives only once the edit is committed); every web process LISTENs and marks those paths
// stale in its own cache, exactly as revalidatePath() would there, so its next request renders
// them afresh. Plain JavaScript: next.config.ts names the file, and Next's build bundles it.
import pg from 'pg'

import { fileSystemCache } from '../../server/next-internals.mjs'

// Next's default handler (the one used without a cacheHandler), pinned with next's exact version.
const FileSystemCache = fileSystemCache()

/** The channel src/content/revalidate.ts notifies; keep the two names equal. */
const CHANNEL = 'site_cache_revalidate'
/** Next's prefix for the tags revalidatePath() sets (NEXT_CACHE_IMPLICIT_TAG_ID). */
const IMPLICIT = '_N_T_'
const RETRY_MS = 2_000
/** server/serve.mjs's one-second copy of public answers (server/page-cache.mjs). */
const PAGE_CACHE_CLEAR = Symbol.for('somatic.pageCache.clear')
const clearPageCopies = () => globalThis[PAGE_CACHE_CLEAR]?.()

/**
 * The tags revalidatePath(path, type) marks, computed as Next does: a page path, or the path and
 * its layout (`/` + 'layout' is every page).
 * @param {{ path: string, type?: 'page' | 'layout' }} target
 */
function tagsFor({ path, type }) {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path
  let tag = `${IMPLICIT}${trimmed}`
  if (type) tag += `${tag.endsWith('/') ? '' : '/'}${type}`
  if (tag === `${IMPLICIT}/`) return [tag, `${IMPLICIT}/index`]
  if (tag === `${IMPLICIT}/index`) return [tag, `${IMPLICIT}/`]
  return [tag]
}

/** @param {string} payload JSON: [{ path, type? }, …] */
function tagsOfMessage(payload) {
  const targets = JSON.parse(payload)
  if (!Array.isArray(targets)) return []
  return targets
    .filter((target) => typeof target?.path === 'string' && target.path.startsWith('/'))
    .flatMap((target) => tagsFor(target))
}

let listening = false

/** One LISTEN connection per process, opened once and re-opened if Postgres drops it. */
function listen() {
  if (listening) return
  listening = true
  const connect = () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    const retry = (error) => {
      if (error) console.error(`[cache] lost the revalidation channel: ${error.message}; retrying`)
      client.removeAllListeners()
      client.end().catch(() => {})
      setTimeout(connect, RETRY_MS).unref()
    }
    client.on('error', retry)
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return
      try {
        // Marks the tags in this process's tag manifest; the handler keeps no state of its own.
        void FileSystemCache.prototype.revalidateTag.call(null, tagsOfMessage(payload))
        clearPageCopies()
      } catch (error) {
        console.error(`[cache] a revalidation message was not understood: ${error.message}`)
      }
    })
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .catch(retry)
  }
  connect()
}

export default class SiteCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    // A web server only: `next build` prerenders with this handler too, and has nothing to hear.
    if (
      !ctx.dev &&
      process.env.NEXT_PHASE !== 'phase-production-build' &&
      process.env.DATABASE_URL
    ) {
      listen()
    }
  }

  // A revalidation in this process (revalidatePath in the edit's request) also drops the server's
  // copies, so the next visitor is answered by Next, which renders the page afresh.
  async revalidateTag(...args) {
    const done = await super.revalidateTag(...args)
    clearPageCopies()
    return done
  }
}
