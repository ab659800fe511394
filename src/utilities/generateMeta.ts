import type { Metadata } from 'next'
import type { GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'

import type { Media, Page, SiteSetting } from '@/payload-types'

import { getServerSideURL } from './getURL'
import { absoluteMediaURL } from './mediaURL'
import { pathForSlug } from './revalidate'

export const generateSeoTitle: GenerateTitle<Page> = ({ doc }) => doc?.title ?? ''

export const generateSeoURL: GenerateURL<Page> = ({ doc }) =>
  `${getServerSideURL()}${pathForSlug(doc?.slug ?? 'home')}`

type SeoFields = {
  title?: string | null
  description?: string | null
  keywords?: string | null
  image?: number | Media | null
}

/** One place that turns SEO fields into Next metadata (title, description, OG, canonical). */
export function metadataFor(
  meta: SeoFields,
  path: string,
  settings: SiteSetting,
  fallbackTitle?: string,
): Metadata {
  const title = meta.title || fallbackTitle || settings.siteName
  const description = meta.description || settings.tagline || undefined
  const image = typeof meta.image === 'object' ? meta.image : null
  const url = `${getServerSideURL()}${path}`
  const images = image?.url ? [{ url: absoluteMediaURL(image.url), alt: image.alt }] : []
  return {
    // The SEO title is the whole title the owner wrote (plugin-seo guides its length).
    title: { absolute: title },
    description,
    keywords: meta.keywords || undefined,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: settings.siteName, type: 'website', images },
    twitter: { card: images.length ? 'summary_large_image' : 'summary', title, description },
  }
}

export const generateMeta = (page: Page | null, settings: SiteSetting): Metadata =>
  metadataFor(page?.meta ?? {}, pathForSlug(page?.slug ?? 'home'), settings, page?.title)
