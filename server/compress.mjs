/**
 * How server/serve.mjs compresses Next's answers: the compression middleware Next itself uses, in
 * the version that also speaks brotli (every browser asks for it), chosen per request.
 */
import zlib from 'node:zlib'

import compression from 'compression'

/** Next's built files, named by their content and kept a year: scripts, styles, fonts. */
const BUILT_ASSETS = '/_next/static/'

/**
 * Documents and data get brotli at quality 5. A page carries its CSS twice (inline, and in the data
 * React hydrates from) about 50 KB apart: further than gzip's 32 KB window reaches, well within
 * brotli's. /about is then 16.7 KB instead of gzip's 27.1 KB for about the same CPU (2.7 ms against
 * 3.0 ms), and a public page is compressed at most once a second (server/page-cache.mjs holds
 * the compressed bytes). A built file's first request keeps the middleware's quality 4 (as fast as
 * gzip and as small); every later one is answered at brotli's best from memory (asset-cache.mjs).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function createCompressor() {
  const compressDocument = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  const compressAsset = compression()
  return (req, res, next) =>
    (req.url?.startsWith(BUILT_ASSETS) ? compressAsset : compressDocument)(req, res, next)
}
