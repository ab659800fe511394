import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { paymentMode, PAYMENTS_NOT_SET_UP } from '@/commerce/stripe'
import { Checkout } from '@/components/checkout/Checkout.client'
import Link from '@/components/SiteLink'
import { getCheckoutChoice } from '@/app/(frontend)/_loaders/checkoutCatalogue'
import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { SiteFooter } from '@/components/site/SiteFooter'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import { OFFER_NOT_ON_SALE } from '@/commerce/offers/load'

const PATH = '/checkout'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

const choiceFor = (query: Awaited<SearchParams>) =>
  getCheckoutChoice(single(query.offer).slice(0, 200), single(query.upgrade).slice(0, 200))

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams
}): Promise<Metadata> {
  const [choice, settings] = await Promise.all([searchParams.then(choiceFor), getSiteSettings()])
  const description =
    'offer' in choice ? `Complete your purchase of ${choice.offer.name}.` : undefined
  // A page per visitor and order: nothing a search engine should list.
  return {
    ...metadataFor({ title: `Checkout | ${settings.siteName}`, description }, PATH, settings),
    robots: { index: false, follow: false },
  }
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <main id="main" className="grid min-h-[60vh] place-items-center bg-cream-50 px-4 py-16">
        <section className="grid max-w-md gap-4 text-center" aria-labelledby="checkout-notice">
          <h1 id="checkout-notice" className="font-serif text-3xl text-plum-900">
            {title}
          </h1>
          {children}
        </section>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}

const noticeLink = 'justify-self-center font-semibold text-plum-800 underline'

/**
 * The purchase page (spec §2 Checkout). It reads the query on the server so that the first HTML
 * already shows the right order. Plain `/checkout` sells the site's main offer (the masterclass):
 * `?addon=true` ticks its bonus, and `?upgrade=<the bonus's web address>&email=<address>` sells
 * the bonus alone to its buyer. `?offer=<web address>` sells any offer on sale, with its bumps;
 * a workshop's offer goes to the workshop's own page. `?coupon=CODE` fills in and applies a code.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  const choice = await choiceFor(query)
  const email = single(query.email).slice(0, 255)
  if (choice.kind === 'workshop') redirect(choice.path)
  if (choice.kind === 'not-on-sale') {
    return (
      <Notice title={OFFER_NOT_ON_SALE}>
        <p>It may have ended, or the link may be mistyped. Everything on sale is on the site.</p>
        <Link href="/" className={noticeLink}>
          Back to the home page
        </Link>
      </Notice>
    )
  }
  if (choice.kind === 'upgrade' && single(query.upgrade) !== choice.canonicalSlug) {
    const params = new URLSearchParams({ upgrade: choice.canonicalSlug })
    if (email) params.set('email', email)
    redirect(`${PATH}?${params}`)
  }
  const main = choice.kind !== 'offer'
  const back = main
    ? { href: '/masterclass', label: 'Back to Masterclass' }
    : { href: '/', label: 'Back to the home page' }

  if (paymentMode() === 'unavailable') {
    return (
      <Notice title={PAYMENTS_NOT_SET_UP}>
        <p>
          {choice.offer.name} cannot be bought here just now. Please come back soon, or write to us
          and we will let you know when it opens.
        </p>
        <Link href={back.href} className={noticeLink}>
          {back.label}
        </Link>
      </Notice>
    )
  }

  const addon = single(query.addon) === 'true'
  const bonus =
    choice.kind === 'main' ? choice.offer.bumps.find((b) => b.includesBonusLessons) : null
  const { optInLabel } = await getConsentWords()
  return (
    <>
      <main id="main" className="bg-cream-50">
        <Checkout
          offer={choice.offer}
          purchase={choice.kind === 'upgrade' ? 'bonus-upgrade' : 'masterclass'}
          mainOffer={main}
          initialBumps={addon && bonus ? [bonus.offerId] : []}
          initialEmail={email}
          initialCoupon={single(query.coupon).slice(0, 50)}
          back={back}
          optInLabel={optInLabel}
        />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
