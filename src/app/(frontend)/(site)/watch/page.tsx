import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { SiteFooter } from '@/components/site/SiteFooter'
import { loadUpgradeOffer } from '@/app/(frontend)/_loaders/upgradeOffer'
import { MEMBER_COOKIE } from '@/auth/memberStrategy'
import { ManageBilling } from '@/components/watch/ManageBilling.client'
import { WatchAccess } from '@/components/watch/WatchAccess.client'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    ...metadataFor(
      {
        title: `Access Your Masterclass | ${settings.siteName}`,
        description: 'Verify your purchase and open your masterclass videos.',
      },
      '/watch',
      settings,
    ),
    // A buyer's own page: nothing here is for search engines.
    robots: { index: false, follow: false },
  }
}

/**
 * Rendered per request: the address in ?email= decides whether she first sees the form or
 * "Verifying your access...", so the page never flashes the wrong one.
 */
export default async function WatchPage({ searchParams }: Args) {
  const [query, settings, upgrade, jar] = await Promise.all([
    searchParams,
    getSiteSettings(),
    loadUpgradeOffer(),
    cookies(),
  ])
  return (
    <>
      <main id="main" className="bg-cream-50">
        <WatchAccess
          email={first(query.email)}
          expired={first(query.access) === 'expired'}
          supportEmail={settings.supportEmail}
          upgrade={upgrade}
        />
        {/* Outside her access view: a buyer whose instalment failed has no access, and this is
            where she pays it. It shows only to a signed-in buyer with a plan or membership; a
            browser that sent no member session cookie is not asked about one. */}
        <ManageBilling
          className="mx-auto grid max-w-3xl justify-items-center px-6 pb-12"
          signedIn={jar.has(MEMBER_COOKIE)}
        />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
