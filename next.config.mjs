import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Browser tests build into their own folder so they never replace the developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` runs tsc --noEmit; repeating it here would only slow every `npm start` build.
  typescript: { ignoreBuildErrors: true },
  // The spec's admin aliases all open the admin; Next carries the query string (?token=...) along.
  async redirects() {
    return ['/admin-login', '/admin-center', '/smart-admin', '/admin-unified'].map((source) => ({
      source,
      destination: '/admin',
      permanent: false,
    }))
  },
  images: {
    // Only our own uploads: nothing is fetched from other hosts.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
