'use client'

import { lazy, Suspense } from 'react'

/*
 * What only her preview (Next's draft mode) needs, loaded only in her preview. The frontend layout
 * renders these only when previewing, but Next bundles every client component a page's server code
 * imports into that page's JavaScript whether it renders it or not: imported from the layout
 * directly, the banner and the live-preview listener were in every visitor's download. Behind
 * React.lazy they are chunks of their own, fetched when rendered.
 */
const LazyPreviewBanner = lazy(() =>
  import('./PreviewBanner.client').then((module) => ({ default: module.PreviewBanner })),
)
const LazyLivePreviewListener = lazy(() =>
  import('./LivePreviewListener').then((module) => ({ default: module.LivePreviewListener })),
)

export function PreviewBanner() {
  return (
    <Suspense fallback={null}>
      <LazyPreviewBanner />
    </Suspense>
  )
}

export function LivePreviewListener({ serverURL }: { serverURL: string }) {
  return (
    <Suspense fallback={null}>
      <LazyLivePreviewListener serverURL={serverURL} />
    </Suspense>
  )
}
