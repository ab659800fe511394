import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { paymentMode, PAYMENTS_NOT_SET_UP } from '@/commerce/stripe'
import { Checkout } from '@/components/checkout/Checkout.client'
import Link from '@/components/SiteLink'
import { getCheckoutCatalogue } from '@/app/(frontend)/_loaders/checkoutCatalogue'
import { SiteFooter } from '@/components/site/SiteFooter'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

const PATH = '/checkout'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

export async function generateMetadata(): Promise<Metadata> {
  const [{ masterclass }, settings] = await Promise.all([getCheckoutCatalogue(), getSiteSettings()])
  const description = masterclass ? `Complete your purchase of ${masterclass.name}.` : undefined
  // A page per visitor and order: nothing a search engine should list.
  return {
    ...metadataFor({ title: `Checkout | ${settings.siteName}`, description }, PATH, settings),
    robots: { index: false, follow: false },
  }
}

/**
 * The purchase page (spec §2 Checkout). It reads the query on the server so that the first HTML
 * already shows the right order: `?addon=true` ticks the bonus, and
 * `?upgrade=return-to-the-body&email=<address>` sells the bonus alone to a masterclass buyer.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, { masterclass, bonus }] = await Promise.all([searchParams, getCheckoutCatalogue()])
  if (!masterclass) notFound()
  const upgrade = Boolean(bonus) && single(query.upgrade) === bonus?.slug

  if (paymentMode() === 'unavailable') {
    return (
      <>
        <main id="main" className="grid min-h-[60vh] place-items-center bg-cream-50 px-4 py-16">
          <section className="grid max-w-md gap-4 text-center" aria-labelledby="payments-off">
            <h1 id="payments-off" className="font-serif text-3xl text-plum-900">
              {PAYMENTS_NOT_SET_UP}
            </h1>
            <p>
              {masterclass.name} cannot be bought here just now. Please come back soon, or write to
              us and we will let you know when it opens.
            </p>
            <Link
              href="/masterclass"
              className="justify-self-center font-semibold text-plum-800 underline"
            >
              Back to Masterclass
            </Link>
          </section>
        </main>
        <SiteFooter variant="standard" />
      </>
    )
  }

  return (
    <>
      <main id="main" className="bg-cream-50">
        <Checkout
          masterclass={masterclass}
          bonus={bonus}
          purchase={upgrade ? 'bonus-upgrade' : 'masterclass'}
          initialAddon={single(query.addon) === 'true'}
          initialEmail={single(query.email).slice(0, 255)}
        />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
