import type { Metadata } from 'next'

import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { getMeditation } from '@/app/(frontend)/_loaders/meditation'
import { MeditationContent } from '@/components/meditation/MeditationContent'
import { SiteFooter } from '@/components/site/SiteFooter'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

export async function generateMetadata(): Promise<Metadata> {
  const [content, settings] = await Promise.all([getMeditation(), getSiteSettings()])
  return content.meta?.title ? metadataFor(content.meta, '/free-meditation', settings) : {}
}

export default async function FreeMeditationPage() {
  const { consentLine } = await getConsentWords()
  return (
    <>
      <main id="main">
        <MeditationContent mode="form" consentLine={consentLine} />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
