import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ContactForm } from '@/components/contact/ContactForm.client'
import { DataRequestForm } from '@/components/privacy/DataRequestForm.client'
import { checkoutHrefFor } from '@/blocks/shared/BuyLink'
import { productOf } from '@/blocks/shared/product'
import { PRIVACY_SLUG } from '@/content/privacy'
import type { Page } from '@/payload-types'
import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import { getServerSideURL } from '@/utilities/getURL'
import { pathForSlug } from '@/utilities/revalidate'

import { SiteFooter } from './SiteFooter'

/** Search engines read an offer from a page that sells one: a Course with its current price. */
async function structuredData(page: Page) {
  const pricing = page.layout.find((block) => block.blockType === 'pricingCard')
  const product = pricing ? productOf(pricing.product) : null
  if (!product) return null
  const settings = await getSiteSettings()
  const mainOfferId =
    typeof settings.mainOffer === 'object'
      ? (settings.mainOffer?.id ?? null)
      : (settings.mainOffer ?? null)
  const url = `${getServerSideURL()}${pathForSlug(page.slug)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: product.name,
    description: product.description ?? page.meta?.description ?? undefined,
    url,
    provider: { '@type': 'Person', name: settings.ownerName, jobTitle: settings.ownerTitle },
    offers: {
      '@type': 'Offer',
      price: (product.priceInCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${getServerSideURL()}${checkoutHrefFor('/checkout', product, mainOfferId)}`,
    },
  }
}

export async function PageView({ page }: { page: Page }) {
  const [jsonLd, { optInLabel }] = await Promise.all([structuredData(page), getConsentWords()])
  return (
    <>
      <main id="main">
        <RenderBlocks blocks={page.layout} />
        {/* Her right to see or erase her data, on the page that tells her about it, whatever
            the owner writes there. */}
        {page.slug === PRIVACY_SLUG && <DataRequestForm />}
        {jsonLd && (
          <script
            type="application/ld+json"
            // JSON.stringify cannot close the script tag once "<" is escaped.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
          />
        )}
      </main>
      <SiteFooter
        variant={page.footer}
        contactForm={
          page.footer === 'contact' ? <ContactForm optInLabel={optInLabel} /> : undefined
        }
      />
    </>
  )
}
