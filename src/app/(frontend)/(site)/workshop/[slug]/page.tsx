import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { asSystem } from '@/core/operation'

import { WorkshopView, workshopMetadata } from './WorkshopView'

// The same page for every visitor, kept in Next's cache (and a CDN's): an edit to the workshop and
// every change to its spots (src/workshops/capacity.ts) refresh it at once, in every web process
// (src/content/revalidate.ts); past its start it says so within the layout's `revalidate`, and the
// register endpoint refuses a spot that is gone or a workshop that has begun anyway.

type Args = { params: Promise<{ slug: string }> }

/** Its workshops are prerendered at build; a new one is rendered on its first visit, then cached. */
export async function generateStaticParams() {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'workshops',
    limit: 0,
    pagination: false,
    select: { slug: true },
    ...asSystem('publicContent'),
  })
  return docs.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return workshopMetadata((await params).slug)
}

export default async function WorkshopPage({ params }: Args) {
  return <WorkshopView slug={(await params).slug} />
}
