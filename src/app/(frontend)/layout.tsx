import type { Metadata } from 'next'
import Link from 'next/link'
import React from 'react'

import { getSiteSettings } from '@/utilities/getSiteSettings'
import { getServerSideURL } from '@/utilities/getURL'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(getServerSideURL()),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.tagline ?? undefined,
  }
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <header className="border-b border-plum-100 bg-cream-50">
          <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
            <Link href="/" className="font-serif text-xl text-plum-900">
              {settings.siteName}
            </Link>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="bg-plum-950 text-cream-100">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8 text-sm">
            <p>
              © {new Date().getFullYear()} {settings.ownerName} · {settings.ownerTitle}
            </p>
            <nav aria-label="Footer" className="flex gap-6">
              <a href={settings.socialProfile.url} rel="noopener noreferrer" target="_blank">
                {settings.socialProfile.label}
              </a>
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
              <Link href="/admin" className="text-cream-100/80">
                Admin
              </Link>
            </nav>
          </div>
        </footer>
      </body>
    </html>
  )
}
