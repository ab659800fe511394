import type { Payload } from 'payload'

import { generatedImages, seedImage } from './media'
import { seedOwner } from './owner'
import { homePage } from './pages/home'
import { seedSiteSettings } from './siteSettings'

/**
 * Fills an empty site with its first content. Each step creates only what is missing and never
 * overwrites the owner's edits, so running it on every start changes nothing after the first.
 */
export async function seed(payload: Payload): Promise<string[]> {
  const created: string[] = []
  if (await seedOwner(payload)) created.push('owner account')
  if (await seedSiteSettings(payload)) created.push('site settings')

  const heroImage = await seedImage(payload, generatedImages.heroWarmth)
  for (const page of [homePage({ heroImage })]) {
    const existing = await payload.count({
      collection: 'pages',
      where: { slug: { equals: page.slug } },
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'pages', data: page, context: { disableRevalidate: true } })
    created.push(`page "${page.slug}"`)
  }
  return created
}
