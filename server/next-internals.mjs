// Every piece of Next.js the production server and the site's page-cache handler use from outside
// Next's public API, in one place: these are files under next/dist, which a Next release may move
// or change without notice. tests/unit/next-internals.test.ts holds each one to the shape used
// here and fails, naming both versions, once the installed Next is not NEXT_VERSION_CHECKED.
//
// Each is loaded on first use, not with this module: the server imports it before it has set
// NODE_ENV for Next. Each `require` names its file in full: Next's build bundles the cache handler
// (src/content/cacheHandler.mjs) with this module, and leaves to Node only a require it can read.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The Next release every internal below was read against (node_modules/next/package.json). */
export const NEXT_VERSION_CHECKED = '16.4.6'

/** What `load` returns, computed on the first call only. */
const once = (load) => {
  let value
  return () => (value ??= load())
}

const compressionRelease = once(
  () => require('next/dist/server/lib/release-compression-stream.js').releaseCompressionStream,
)
/**
 * Ends the compression stream the middleware (server/compress.mjs) put in front of `res`, when
 * the client went away mid-answer: Next's own helper, so it ends it exactly as `next start` does.
 * @param {import('node:http').ServerResponse} res
 */
export const releaseCompressionStream = (res) => compressionRelease()(res)

const chunkGroupBootstrap = once(
  () => require('next/dist/server/get-page-files').getTurbopackChunkGroupBootstrap,
)
/**
 * The inline script with which Next starts a page's Turbopack chunk group
 * (getTurbopackChunkGroupBootstrap), for the CSP's allow-list (server/csp.mjs).
 * @param {Record<string, object>} paramsByPage the build manifest's pagesChunkGroupBootstrapParams
 * @param {string} chunkLoadingGlobal the build manifest's chunkLoadingGlobal
 * @param {readonly string[]} pages
 * @returns {string | undefined}
 */
export const turbopackChunkGroupBootstrap = (paramsByPage, chunkLoadingGlobal, pages) =>
  chunkGroupBootstrap()(paramsByPage, chunkLoadingGlobal, pages)

const jsonEscape = once(() => require('next/dist/shared/lib/htmlescape').htmlEscapeJsonString)
/**
 * Next's escaping of the JSON it writes into a page's inline scripts (htmlEscapeJsonString).
 * @param {string} text
 * @returns {string}
 */
export const htmlEscapeJsonString = (text) => jsonEscape()(text)

/** The runtimes Next renders app pages with in production: React's inline scripts are in them. */
export const APP_PAGE_RUNTIMES = [
  'app-page',
  'app-page-experimental',
  'app-page-turbo',
  'app-page-turbo-experimental',
]

/**
 * The files of those runtimes that the installed Next has, for the CSP to read React's inline
 * runtime definitions from (server/csp.mjs, reactRuntimeDefinitions).
 * @returns {string[]}
 */
export function appPageRuntimeFiles() {
  return APP_PAGE_RUNTIMES.map((name) => {
    try {
      return require.resolve(`next/dist/compiled/next-server/${name}.runtime.prod.js`)
    } catch {
      return null
    }
  }).filter((file) => file !== null)
}

const fileSystemCacheClass = once(
  () => require('next/dist/server/lib/incremental-cache/file-system-cache').default,
)
/**
 * Next's default page cache (the one used without a cacheHandler), which the site's handler
 * extends (src/content/cacheHandler.mjs). Its prototype's revalidateTag keeps no state on the
 * instance: the handler calls it without one for a revalidation heard from another process.
 * @returns {any} the class
 */
export const fileSystemCache = () => fileSystemCacheClass()
