import type { Metadata } from 'next'

import { getMeditation } from '@/app/(frontend)/_loaders/meditation'
import { MeditationContent } from '@/components/meditation/MeditationContent'
import { SiteFooter } from '@/components/site/SiteFooter'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

const PATH = '/meditation-access'

export async function generateMetadata(): Promise<Metadata> {
  const [content, settings] = await Promise.all([getMeditation(), getSiteSettings()])
  if (!content.meta?.title) return {}
  // The page e-mailed after sign-up: search engines should send people to the form instead.
  return { ...metadataFor(content.meta, PATH, settings), robots: { index: false, follow: true } }
}

export default function MeditationAccessPage() {
  return (
    <>
      <main id="main">
        <MeditationContent mode="access" />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
