import type { Metadata } from 'next'
import type { GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'

import type { Media, Page, SiteSetting } from '@/payload-types'

import { getServerSideURL } from './getURL'
import { pathForSlug } from './revalidate'

export const generateSeoTitle: GenerateTitle<Page> = ({ doc }) => doc?.title ?? ''

export const generateSeoURL: GenerateURL<Page> = ({ doc }) =>
  `${getServerSideURL()}${pathForSlug(doc?.slug ?? 'home')}`

/** One place that turns a page's SEO fields into Next metadata (title, description, OG, canonical). */
export function generateMeta(page: Page | null, settings: SiteSetting): Metadata {
  const title = page?.meta?.title || page?.title || settings.siteName
  const description = page?.meta?.description || settings.tagline || undefined
  const image = typeof page?.meta?.image === 'object' ? (page.meta.image as Media | null) : null
  const url = `${getServerSideURL()}${pathForSlug(page?.slug ?? 'home')}`
  const images = image?.url ? [{ url: `${getServerSideURL()}${image.url}`, alt: image.alt }] : []
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: settings.siteName, type: 'website', images },
    twitter: { card: images.length ? 'summary_large_image' : 'summary', title, description },
  }
}
