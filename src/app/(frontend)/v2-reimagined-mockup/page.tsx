import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getAlternateHomeData } from '@/app/(frontend)/_loaders/alternateHome'
import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
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
import { minutesLeft } from '@/components/alternate-home/countdown'
import { metadataFor } from '@/utilities/generateMeta'
import { getPromotion, renderTime } from '@/app/(frontend)/_loaders/workshop'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import { promotionHref, workshopSlugOf } from '@/workshops/promotion'

import '@/components/alternate-home/alternate-home.css'

const PATH = '/v2-reimagined-mockup'

// The promo shows the real spots left (every change to them refreshes this page:
// src/workshops/capacity.ts) and no workshop that has started (within the layout's `revalidate`).
// The countdown corrects itself by the browser's clock.

export async function generateMetadata(): Promise<Metadata> {
  const [{ content }, settings] = await Promise.all([getAlternateHomeData(), getSiteSettings()])
  return content.meta?.title ? metadataFor(content.meta, PATH, settings) : {}
}

export default async function AlternateHomePage() {
  const [{ content, testimonials, joinedToday }, { consentLine }] = await Promise.all([
    getAlternateHomeData(),
    getConsentWords(),
  ])
  // Never filled (the seed has not run): there is no page to show yet.
  if (!content.hero?.heading) notFound()
  // One clock for the whole render: the promo and the countdown agree on what "now" is.
  const now = renderTime()
  const promotion = await getPromotion(content.workshop.buttonHref, now)
  const promoted = promotion.promoted
  const workshopHref = promotionHref(promotion, content.workshop.buttonHref)

  // A link to a workshop leads to the promoted one, or goes when nothing may be promoted.
  const links = content.nav.links.flatMap(({ label, href }) => {
    const slug = workshopSlugOf(href)
    if (!slug) return [{ label, href }]
    if (!promoted || !workshopHref) return []
    return [{ label: slug === promoted.slug ? label : promoted.title, href: workshopHref }]
  })
  const countdownRuns = Boolean(minutesLeft(content.offer.countdownEndsAt, now))
  const badge = promoted || countdownRuns ? content.nav.badge : null

  return (
    <AlternateHomeModals quiz={content.quizModal} story={content.story}>
      <TopHeader banner={content.banner} nav={content.nav} links={links} badge={badge} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero hero={content.hero} joinedToday={joinedToday} />
        <PainPoints painPoints={content.painPoints} />
        <Stats stats={content.stats} />
        <Testimonials section={content.testimonials} testimonials={testimonials} />
        <Method method={content.method} />
        {promoted && workshopHref && (
          <Workshop
            workshop={content.workshop}
            record={promoted}
            href={workshopHref}
            ownWords={promoted.id === promotion.chosen?.id}
          />
        )}
        <Offer offer={content.offer} now={now} consentLine={consentLine} />
        <FloatingQuizButton label={content.floatingButtonLabel} />
      </main>
      <BottomFooter footer={content.footer} brand={content.nav.brand} />
    </AlternateHomeModals>
  )
}
