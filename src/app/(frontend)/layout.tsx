import type { Metadata, Viewport } from 'next'
import React from 'react'

import { NavigationEffects } from '@/components/NavigationEffects'
import { Toaster } from '@/components/toast/Toaster'
import { getSiteSettings } from '@/utilities/getGlobals'
import { getServerSideURL } from '@/utilities/getURL'

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

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    // Next keeps smooth scrolling for route changes only when the root says so.
    <html lang="en" data-scroll-behavior="smooth">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <Toaster />
        <NavigationEffects />
      </body>
    </html>
  )
}
