import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { PageView } from '@/components/site/PageView'
import { generateMeta } from '@/utilities/generateMeta'
import { getPageBySlug } from '@/app/(frontend)/_loaders/page'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import { asSystem } from '@/core/operation'

type Args = { params: Promise<{ slug: string[] }> }

/** Pages are prerendered at build; edits re-render them through the revalidation hooks. */
export async function generateStaticParams() {
  const payload = await getPayload({ config: configPromise })
  const pages = await payload.find({
    collection: 'pages',
    where: { slug: { not_equals: 'home' } },
    limit: 0,
    pagination: false,
    select: { slug: true },
    ...asSystem('publicContent'),
  })
  return pages.docs.map(({ slug }) => ({ slug: [slug] }))
}

/** Only single-segment slugs exist; anything deeper is a 404. */
async function pageFor(params: Args['params']) {
  const { slug } = await params
  if (slug.length !== 1 || slug[0] === 'home') return null
  return getPageBySlug(decodeURIComponent(slug[0]!))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const [page, settings] = await Promise.all([pageFor(params), getSiteSettings()])
  return page ? generateMeta(page, settings) : {}
}

export default async function CmsPage({ params }: Args) {
  const page = await pageFor(params)
  if (!page) notFound()
  return <PageView page={page} />
}
