import type { Metadata } from 'next'

import { EmailHeaderPicker } from '@/components/email-headers/EmailHeaderPicker.client'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

export const metadata: Metadata = {
  title: 'Email header designs (internal)',
  description: 'Internal preview of five e-mail header designs.',
  robots: { index: false, follow: false },
}

export default async function EmailHeaderTestPage() {
  const settings = await getSiteSettings()
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="mb-2 font-serif text-3xl text-plum-900">Email header designs</h1>
      <p className="mb-8 text-plum-950/90">
        Internal preview. Click a design to highlight it while you compare.
      </p>
      <EmailHeaderPicker
        siteName={settings.siteName}
        ownerName={settings.ownerName}
        tagline={settings.tagline ?? ''}
      />
    </main>
  )
}
