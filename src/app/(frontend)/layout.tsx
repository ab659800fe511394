import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import React from 'react'

import { NavigationEffects } from '@/components/NavigationEffects'
import { AffiliateBeacon } from '@/components/site/AffiliateBeacon.client'
import { LivePreviewListener } from '@/components/site/LivePreviewListener'
import { PreviewBanner } from '@/components/site/PreviewBanner.client'
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

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request, so its scripts carry that request's CSP nonce
  // (src/proxy.ts): a page prerendered at build time would have none and could not run.
  await connection()
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
