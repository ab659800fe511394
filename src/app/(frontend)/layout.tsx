import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import React from 'react'

import { NavigationEffects } from '@/components/NavigationEffects'
import { AffiliateBeacon } from '@/components/site/AffiliateBeacon.client'
import { LivePreviewListener, PreviewBanner } from '@/components/site/PreviewTools.client'
import { VisitBeacon } from '@/components/site/VisitBeacon.client'
import { Toaster } from '@/components/toast/Toaster'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import { getServerSideURL } from '@/utilities/getURL'

import { fraunces, sourceSans } from './fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(getServerSideURL()),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.tagline ?? undefined,
    applicationName: settings.siteName,
  }
}

export const viewport: Viewport = { themeColor: '#2a1026' }

/*
 * Every page under this layout that reads no request data (the public pages) is prerendered, kept
 * in Next's cache and sent `Cache-Control: s-maxage=60, stale-while-revalidate=…` for a CDN. An
 * edit in the CMS refreshes the pages it touches at once, in every web process
 * (src/content/revalidate.ts); this is the safety net, and how long a CDN may hold a page.
 */
export const revalidate = 60

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  // No request data is read here: pages under this layout are prerendered (or regenerated) and
  // cached. draftMode() is the exception Next allows: only her preview cookie renders per request.
  const { isEnabled: previewing } = await draftMode()
  return (
    // Next keeps smooth scrolling for route changes only when the root says so.
    <html
      lang="en"
      data-scroll-behavior="smooth"
      className={`${fraunces.variable} ${sourceSans.variable}`}
    >
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* Her browser never shows a draft without saying so. */}
        {previewing && <PreviewBanner />}
        {children}
        <Toaster />
        <NavigationEffects />
        {!previewing && <VisitBeacon />}
        {!previewing && <AffiliateBeacon />}
        {previewing && <LivePreviewListener serverURL={getServerSideURL()} />}
      </body>
    </html>
  )
}
