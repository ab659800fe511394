import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getAlternateHomeData } from '@/app/(frontend)/_loaders/alternateHome'
import { AlternateHomeModals } from '@/components/alternate-home/Modals'
import {
  BottomFooter,
  FloatingQuizButton,
  Hero,
  Method,
  Offer,
  PainPoints,
  Stats,
  Testimonials,
  TopHeader,
  Workshop,
} from '@/components/alternate-home/Sections'
import { metadataFor } from '@/utilities/generateMeta'
import { getWorkshop } from '@/app/(frontend)/_loaders/workshop'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

import '@/components/alternate-home/alternate-home.css'

const PATH = '/v2-reimagined-mockup'

// The workshop promo shows the real spots left: a minute old at most.
export const revalidate = 60

/** The workshop the promo's button leads to, e.g. /workshop/holy-mess. */
const workshopSlug = (href: string | null | undefined) => href?.match(/^\/workshop\/([^/?#]+)/)?.[1]

export async function generateMetadata(): Promise<Metadata> {
  const [{ content }, settings] = await Promise.all([getAlternateHomeData(), getSiteSettings()])
  return content.meta?.title ? metadataFor(content.meta, PATH, settings) : {}
}

export default async function AlternateHomePage() {
  const { content, product, testimonials } = await getAlternateHomeData()
  // Never filled (the seed has not run): there is no page to show yet.
  if (!content.hero?.heading) notFound()
  const slug = workshopSlug(content.workshop.buttonHref)
  const record = slug ? await getWorkshop(slug) : null

  return (
    <AlternateHomeModals quiz={content.quizModal} story={content.story}>
      <TopHeader banner={content.banner} nav={content.nav} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero hero={content.hero} />
        <PainPoints painPoints={content.painPoints} />
        <Stats stats={content.stats} />
        <Testimonials section={content.testimonials} testimonials={testimonials} />
        <Method method={content.method} />
        <Workshop workshop={content.workshop} product={product} record={record} />
        <Offer offer={content.offer} />
        <FloatingQuizButton label={content.floatingButtonLabel} />
      </main>
      <BottomFooter footer={content.footer} brand={content.nav.brand} />
    </AlternateHomeModals>
  )
}
