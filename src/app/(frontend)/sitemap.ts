import configPromise from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'

import { getServerSideURL } from '@/utilities/getURL'
import { pathForSlug } from '@/utilities/revalidate'
import { asSystem } from '@/core/operation'

/** Routes that are not CMS pages but are public and worth crawling. */
const fixedRoutes = ['/quiz', '/free-meditation', '/apply', '/v2-reimagined-mockup']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayload({ config: configPromise })
  const pages = await payload.find({
    collection: 'pages',
    limit: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
    // As a visitor: published pages only.
    overrideAccess: false,
  })
  const workshops = await payload.find({
    collection: 'workshops',
    where: { isActive: { not_equals: false } },
    limit: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
    ...asSystem('publicContent'),
  })
  const origin = getServerSideURL()
  return [
    ...pages.docs.map((page) => ({
      url: `${origin}${pathForSlug(page.slug)}`,
      lastModified: page.updatedAt,
      priority: page.slug === 'home' ? 1 : 0.8,
    })),
    ...workshops.docs.map((workshop) => ({
      url: `${origin}/workshop/${workshop.slug}`,
      lastModified: workshop.updatedAt,
      priority: 0.6,
    })),
    ...fixedRoutes.map((route) => ({ url: `${origin}${route}`, priority: 0.5 })),
  ]
}
