import Link from '@/components/SiteLink'
import type { CSSProperties } from 'react'

import type { AlternateHome } from '@/payload-types'
import { formatUSD } from '@/utilities/money'
import type { WorkshopWithProduct } from '@/app/(frontend)/_loaders/workshop'
import { capacityLabel, scheduleLabels, spotsLabel, workshopStatus } from '@/workshops/view'

import { Countdown } from './Countdown'
import { minutesLeft } from './countdown'
import type { CarouselTestimonial } from '@/app/(frontend)/_loaders/alternateHome'
import { LeadForm } from './LeadForm'
import { MobileMenu } from './MobileMenu'
import { QuizButton, StoryButton } from './Modals'
import { ui } from './styles'
import { TestimonialCarousel } from './TestimonialCarousel'

const badge =
  'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-bold tracking-widest uppercase'
// Without its own display value, so `hidden xl:flex` decides whether it shows.
const navBadge =
  'items-center rounded-full px-3 py-1 text-xs font-bold tracking-widest whitespace-nowrap uppercase'

/**
 * `links` are the navigation's links as the page may show them (a past workshop's link is gone);
 * `badge` is null when nothing on the page is time-limited.
 */
export function TopHeader({
  banner,
  nav,
  links,
  badge,
}: {
  banner: AlternateHome['banner']
  nav: AlternateHome['nav']
  links: { label: string; href: string }[]
  badge: string | null
}) {
  return (
    <header>
      <div className="bg-plum-950 text-sm text-cream-50">
        <ul className={`${ui.container} flex flex-wrap justify-center gap-x-6 gap-y-1 py-2`}>
          <li>
            <span aria-hidden="true" className="text-rose-200">
              ★{' '}
            </span>
            <strong>{banner.rating}</strong> {banner.ratingSource}
          </li>
          <li>{banner.confidential}</li>
          <li>{banner.members}</li>
        </ul>
      </div>
      <nav aria-label="Main" className="mx-auto w-full max-w-7xl px-5 py-3 sm:px-8">
        <MobileMenu label={nav.menuLabel} links={links} badge={badge}>
          <Link
            href="/"
            className={`mr-auto font-serif text-lg leading-tight text-plum-900 sm:text-xl xl:whitespace-nowrap ${ui.link}`}
          >
            {nav.brand}
          </Link>
          <ul className="hidden items-center gap-5 whitespace-nowrap xl:flex">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={`font-semibold text-plum-900 ${ui.link}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {badge && (
            <span className={`${navBadge} hidden bg-rose-200 text-plum-950 xl:flex`}>{badge}</span>
          )}
          <QuizButton className={ui.darkSmall}>{nav.joinLabel}</QuizButton>
        </MobileMenu>
      </nav>
    </header>
  )
}

// Spread evenly without randomness so the server and the browser draw the same field.
const PARTICLES = Array.from({ length: 20 }, (_, index) => ({
  '--x': `${(index * 37 + 11) % 100}%`,
  '--y': `${(index * 61 + 7) % 100}%`,
  '--size': `${8 + (index % 4) * 6}px`,
  '--delay': `${-index * 0.9}s`,
  '--duration': `${9 + (index % 5) * 2}s`,
}))

function Particles() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {PARTICLES.map((style, index) => (
        <span key={index} className="ah-particle" style={style as CSSProperties} />
      ))}
    </div>
  )
}

/** `joinedToday`: the real "… joined today" line, or null (then no LIVE badge either). */
export function Hero({
  hero,
  joinedToday,
}: {
  hero: AlternateHome['hero']
  joinedToday: string | null
}) {
  return (
    <section
      aria-labelledby="ah-hero"
      className="relative isolate overflow-hidden bg-gradient-to-b from-plum-950 via-plum-900 to-plum-800 text-cream-50"
    >
      <Particles />
      {/* Compact on a phone, so that on its first screen the calls to action sit well above the
          floating START QUIZ button in the bottom corner (it must cover none of them). */}
      <div
        className={`${ui.container} flex flex-col items-center gap-5 pt-10 pb-24 text-center sm:gap-7 sm:py-28`}
      >
        {joinedToday ? (
          <p className="flex flex-wrap justify-center gap-3">
            <span className={`${badge} bg-rose-300 text-plum-950`}>
              <span
                aria-hidden="true"
                className="size-2 rounded-full bg-plum-950 motion-safe:animate-pulse"
              />
              {hero.liveBadge}
            </span>
            <span className={`${badge} bg-plum-950/60 text-cream-50 ring-1 ring-rose-200/50`}>
              {joinedToday}
            </span>
          </p>
        ) : null}
        <p className="text-sm font-semibold tracking-[0.2em] text-rose-200 uppercase">
          {hero.eyebrow}
        </p>
        <h1 id="ah-hero" className="max-w-4xl font-serif text-4xl leading-tight sm:text-7xl">
          {hero.heading}
        </h1>
        <p className="max-w-2xl text-lg text-cream-100 sm:text-xl">{hero.subheading}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <QuizButton className={`${ui.primary} text-lg`}>{hero.primaryLabel}</QuizButton>
          <StoryButton className={`${ui.outline} text-lg`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
            {hero.storyLabel}
          </StoryButton>
        </div>
        <p className="flex items-center gap-2 text-cream-100">
          <span aria-hidden="true" className="tracking-widest text-rose-200">
            ★★★★★
          </span>
          {hero.trusted}
        </p>
      </div>
    </section>
  )
}

export function PainPoints({ painPoints }: { painPoints: AlternateHome['painPoints'] }) {
  return (
    <section aria-labelledby="ah-pain" className="bg-cream-50">
      <div className={`${ui.container} flex max-w-3xl flex-col gap-8 py-20`}>
        <h2 id="ah-pain" className={`${ui.sectionHeading} text-center text-plum-900`}>
          {painPoints.heading}
        </h2>
        <ul className="flex flex-col gap-3">
          {painPoints.items.map((item, index) => (
            <li
              key={item.id ?? index}
              className="flex items-start gap-4 rounded-2xl bg-plum-50 px-5 py-4 text-lg text-plum-950"
            >
              <span aria-hidden="true" className="mt-1 text-plum-700">
                ◆
              </span>
              {item.text}
            </li>
          ))}
        </ul>
        <p className="text-center font-serif text-2xl text-plum-800 italic">{painPoints.closing}</p>
      </div>
    </section>
  )
}

export function Stats({ stats }: { stats: AlternateHome['stats'] }) {
  return (
    <section aria-labelledby="ah-stats" className="bg-plum-900 text-cream-50">
      <h2 id="ah-stats" className="sr-only">
        {stats.heading}
      </h2>
      <dl
        className={`${ui.container} grid grid-cols-2 gap-x-6 gap-y-10 py-16 text-center md:grid-cols-3 lg:grid-cols-6`}
      >
        {stats.items.map((item, index) => (
          <div key={item.id ?? index} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-cream-100">{item.label}</dt>
            <dd className="font-serif text-4xl text-rose-200">{item.number}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function Testimonials({
  section,
  testimonials,
}: {
  section: AlternateHome['testimonials']
  testimonials: CarouselTestimonial[]
}) {
  if (!testimonials.length) return null
  return (
    <section aria-labelledby="ah-testimonials" className="bg-plum-50">
      <div className={`${ui.container} flex flex-col gap-10 py-20`}>
        <h2 id="ah-testimonials" className={`${ui.sectionHeading} text-center text-plum-900`}>
          {section.heading}
        </h2>
        <TestimonialCarousel
          testimonials={testimonials}
          pauseLabel={section.pauseLabel}
          playLabel={section.playLabel}
        />
      </div>
    </section>
  )
}

export function Method({ method }: { method: AlternateHome['method'] }) {
  return (
    <section aria-labelledby="ah-method" className="bg-cream-100">
      <div className={`${ui.container} flex flex-col gap-10 py-20`}>
        <div className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
          <h2 id="ah-method" className={`${ui.sectionHeading} text-plum-900`}>
            {method.heading}
          </h2>
          <p className="text-lg text-plum-900">{method.intro}</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {method.phases.map((phase, index) => (
            <li
              key={phase.id ?? index}
              className="flex flex-col gap-3 rounded-3xl bg-cream-50 p-8 shadow-sm ring-1 ring-plum-100"
            >
              <p className="text-sm font-bold tracking-widest text-plum-700 uppercase">
                {method.phaseLabel} {index + 1}
              </p>
              <h3 className="font-serif text-2xl text-plum-900">{phase.title}</h3>
              <p className="text-plum-950">{phase.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/**
 * The promoted workshop (src/workshops/promotion.ts: ahead and active, never a past one) with its
 * own date, time, spots and price, so the promo never claims a date or a scarcity the workshop
 * page contradicts. The owner's title and description show while it is the workshop her button
 * names; another workshop promoted in its place shows its own.
 */
export function Workshop({
  workshop,
  record,
  href,
  ownWords,
}: {
  workshop: AlternateHome['workshop']
  record: WorkshopWithProduct
  href: string
  ownWords: boolean
}) {
  const { dateLabel, timeLabel, durationLabel } = scheduleLabels(record)
  const details = [dateLabel, timeLabel, durationLabel, capacityLabel(record)]
  const soldOut = workshopStatus(record) === 'sold-out'
  return (
    <section aria-labelledby="ah-workshop" className="bg-cream-50" data-testid="workshop-promo">
      <div className={`${ui.container} py-20`}>
        <div className="grid gap-10 rounded-3xl bg-plum-950 p-8 text-cream-50 shadow-xl sm:p-12 md:grid-cols-[3fr_2fr] md:items-center">
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold tracking-[0.2em] text-rose-200 uppercase">
              {workshop.eyebrow}
            </p>
            <h2 id="ah-workshop" className={ui.sectionHeading}>
              {ownWords ? workshop.title : record.title}
            </h2>
            <p className="text-lg text-cream-100">
              {ownWords ? workshop.description : record.description}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {details.map((detail) => (
                <li key={detail} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-rose-200">
                    ✦
                  </span>
                  {detail}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col items-center gap-4 rounded-2xl bg-plum-900 p-8 text-center ring-1 ring-rose-200/30">
            <p className="font-serif text-5xl text-cream-50" data-testid="workshop-price">
              {formatUSD(record.product.priceInCents)}
            </p>
            <p className={`${badge} bg-rose-300 text-plum-950`}>{spotsLabel(record)}</p>
            <Link href={href} className={`${ui.primary} w-full`}>
              {soldOut ? 'See the workshop' : workshop.buttonLabel}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}

/**
 * `now`: the render's clock, the same for the promo and the countdown; `consentLine`: what she
 * agrees to by claiming the offer (Site settings).
 */
export function Offer({
  offer,
  now,
  consentLine,
}: {
  offer: AlternateHome['offer']
  now: number
  consentLine: string
}) {
  const remaining = minutesLeft(offer.countdownEndsAt, now)
  return (
    <section
      id="claim"
      aria-labelledby="ah-offer"
      className="bg-gradient-to-b from-plum-800 to-plum-950 text-cream-50"
    >
      <div className={`${ui.container} grid gap-12 py-20 md:grid-cols-2 md:items-center`}>
        <div className="flex flex-col items-center gap-6 text-center md:items-start md:text-left">
          <p className={`${badge} bg-rose-200 text-plum-950`}>{offer.eyebrow}</p>
          <h2 id="ah-offer" className={ui.sectionHeading}>
            {offer.heading}
          </h2>
          <p className="text-lg text-cream-100">{offer.text}</p>
          {offer.includes && offer.includes.length > 0 && (
            <ul className="flex flex-col gap-2 text-left">
              {offer.includes.map((include, index) => (
                <li key={include.id ?? index} className="flex items-start gap-3">
                  <span aria-hidden="true" className="text-rose-200">
                    ✓
                  </span>
                  {include.item}
                </li>
              ))}
            </ul>
          )}
          {offer.countdownEndsAt && remaining ? (
            <Countdown
              label={offer.countdownLabel}
              endsAt={offer.countdownEndsAt}
              initialMinutes={remaining}
              labels={{
                days: offer.daysLabel,
                hours: offer.hoursLabel,
                minutes: offer.minutesLabel,
              }}
            />
          ) : null}
        </div>
        <div className="flex justify-center">
          <LeadForm texts={offer} consentLine={consentLine} />
        </div>
      </div>
    </section>
  )
}

export function BottomFooter({
  footer,
  brand,
}: {
  footer: AlternateHome['footer']
  brand: string
}) {
  return (
    <footer className="bg-plum-950 pb-28 text-cream-50">
      <div
        className={`${ui.container} flex flex-col gap-8 py-14 md:flex-row md:items-start md:justify-between`}
      >
        <div className="flex max-w-sm flex-col gap-3">
          <p className="font-serif text-2xl">{brand}</p>
          <p className="text-cream-100">{footer.tagline}</p>
        </div>
        <nav aria-label={footer.linksLabel}>
          <ul className="flex flex-col gap-3 sm:flex-row sm:gap-6">
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={`text-cream-50 ${ui.link}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={`${ui.container} text-sm text-cream-100`}>
        © {new Date().getFullYear()} {brand}
      </p>
    </footer>
  )
}

/**
 * Spec §2: it stays on screen. The hero keeps its own buttons above it on a phone's first screen,
 * and the footer's bottom padding leaves room for it under the last links.
 */
export function FloatingQuizButton({ label }: { label: string }) {
  return (
    <div className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
      <QuizButton className={`${ui.primary} whitespace-nowrap shadow-2xl ring-2 ring-plum-950`}>
        {label}
      </QuizButton>
    </div>
  )
}
