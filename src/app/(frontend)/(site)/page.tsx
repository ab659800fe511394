import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageView } from '@/components/site/PageView'
import { generateMeta } from '@/utilities/generateMeta'
import { getPageBySlug } from '@/app/(frontend)/_loaders/page'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPageBySlug('home'), getSiteSettings()])
  return generateMeta(page, settings)
}

export default async function HomePage() {
  const page = await getPageBySlug('home')
  if (!page) notFound()
  return <PageView page={page} />
}
