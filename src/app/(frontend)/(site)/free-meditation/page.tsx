import type { Metadata } from 'next'

import { getMeditation } from '@/app/(frontend)/_loaders/meditation'
import { MeditationContent } from '@/components/meditation/MeditationContent'
import { SiteFooter } from '@/components/site/SiteFooter'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

export async function generateMetadata(): Promise<Metadata> {
  const [content, settings] = await Promise.all([getMeditation(), getSiteSettings()])
  return content.meta?.title ? metadataFor(content.meta, '/free-meditation', settings) : {}
}

export default function FreeMeditationPage() {
  return (
    <>
      <main id="main">
        <MeditationContent mode="form" />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
