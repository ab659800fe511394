import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

import { clientHintsOnlyForAdmin, staticSecurityHeaders } from './src/security/headers'

const https = (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:')

const nextConfig: NextConfig = {
  // Browser tests build into their own folder so they never replace the developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server/serve.mjs compresses (server/compress.mjs) after it has read an HTML document
  // for its Content-Security-Policy (server/csp.mjs), which it could not do once compressed.
  compress: false,
  // The e-mail layout engine reads its own files at run time; Node loads it as it is.
  serverExternalPackages: ['mjml'],
  // `npm test` runs tsc --noEmit; repeating it here would only slow every `npm start` build.
  typescript: { ignoreBuildErrors: true },
  // Off when scripts/lib/build.mjs says so (a folder's first build; see nextBuild there).
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
    // The site's CSS (about 10 KB compressed) goes in the page itself instead of a stylesheet
    // the page then has to fetch before it can paint: a phone paints the text on the first round
    // trip, before the scripts arrive (Lighthouse's LCP on a slow connection). The CSP allows
    // inline styles (style-src 'unsafe-inline'), which cannot run code.
    inlineCss: true,
  },
  // Public pages are cached (src/content/revalidate.ts); this handler is Next's own file-system
  // cache that also hears the other web processes' revalidations, over Postgres LISTEN/NOTIFY.
  // An absolute path: Next reads a relative one from inside the build folder. (Next compiles this
  // file to CommonJS, which has __dirname.)
  cacheHandler: path.join(__dirname, 'src/content/cacheHandler.mjs'),
  // A CDN may serve a page this long past its s-maxage while it fetches a fresh one (Next's own
  // default is a year): `Cache-Control: s-maxage=<revalidate>, stale-while-revalidate=<rest>`.
  expireTime: 3600,
  // Her answer after a workshop checkout is hers alone: rendered per request on its own route,
  // so the workshop's page itself (without a session id) stays cached.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/workshop/:slug',
          has: [{ type: 'query', key: 'session_id' }],
          destination: '/workshop/:slug/confirmation',
        },
      ],
    }
  },
  // The spec's admin aliases all open the admin; Next carries the query string (?token=...) along.
  async redirects() {
    return ['/admin-login', '/admin-center', '/smart-admin', '/admin-unified'].map((source) => ({
      source,
      destination: '/admin',
      permanent: false,
    }))
  },
  async headers() {
    return staticSecurityHeaders({ https, dev: process.env.NODE_ENV === 'development' })
  },
  images: {
    // Only our own uploads: nothing is fetched from other hosts.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
    // AVIF where the browser takes it (smallest), else WebP; the optimiser caches each variant.
    formats: ['image/avif', 'image/webp'],
    // Widths for full-width images: common phones (390 at 1x to 3x), tablets, laptops, wide screens.
    deviceSizes: [390, 640, 828, 1080, 1200, 1600, 1920, 2560],
    // Widths below those for small fixed images (the 128 px profile picture at 1x to 3x).
    imageSizes: [128, 256, 384],
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers!
config.headers = async () => clientHintsOnlyForAdmin(await payloadHeaders())

export default config
