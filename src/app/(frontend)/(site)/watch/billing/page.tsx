import type { Metadata } from 'next'

import { SiteFooter } from '@/components/site/SiteFooter'
import { ManageBillingPage } from '@/components/watch/ManageBillingPage.client'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

// A buyer's own page (under /watch): never cached, though its data is fetched in the browser.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    ...metadataFor(
      {
        title: `Your payments | ${settings.siteName}`,
        description: 'Your payment plans and memberships.',
      },
      '/watch/billing',
      settings,
    ),
    // A buyer's own page: nothing here is for search engines.
    robots: { index: false, follow: false },
  }
}

/**
 * /watch/billing: her payment plans and memberships (her session cookie decides what the page
 * fetches, so it renders the same for everyone). In demo mode, the labelled stand-in for
 * Stripe's customer portal.
 */
export default function BillingPage() {
  return (
    <>
      <main id="main" className="min-h-[60vh] bg-cream-50">
        <ManageBillingPage />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
