import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Browser tests build into their own folder so they never replace the developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` runs tsc --noEmit; repeating it here would only slow every `npm start` build.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Only our own uploads: nothing is fetched from other hosts.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
