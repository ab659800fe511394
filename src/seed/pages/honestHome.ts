import type { Payload } from 'payload'

import type { Page } from '@/payload-types'
import { wordsBesidePrice } from '@/content/priceWords'

const quiet = { context: { disableRevalidate: true } }

type Layout = Page['layout']

/**
 * The home page of a site seeded before the honest numbers, as a fresh seed now writes it: the
 * carousel shows every published testimonial, the growing visitor counter (gone from the Stats
 * block) becomes a real sign-up count with its period, and a card with a product leaves its
 * price to the product. Her words stay as she wrote them. Null when nothing changes.
 */
export function honestHomeLayout(layout: Layout): Layout | null {
  let changed = false
  let statsDone = false
  const next = layout.map((block) => {
    if (block.blockType === 'testimonialCarousel' && block.show !== 'all') {
      changed = true
      return { ...block, show: 'all' as const }
    }
    if (block.blockType === 'stats' && !statsDone) {
      statsDone = true
      if (!block.liveFigure?.show || block.liveFigure.show === 'none') {
        changed = true
        return {
          ...block,
          liveFigure: { show: 'signups' as const, days: '30' as const, minimum: 50 },
        }
      }
    }
    if (block.blockType === 'offerCards') {
      const cards = block.cards.map((card) => {
        if (!card.product || !card.eyebrow) return card
        const words = wordsBesidePrice(card.eyebrow)
        if (words === card.eyebrow) return card
        changed = true
        return { ...card, eyebrow: words }
      })
      return { ...block, cards }
    }
    return block
  })
  return changed ? next : null
}

/**
 * Applies honestHomeLayout to the published home page and, when she has an unpublished draft of
 * it, to that draft too, saved again as a draft so it stays hers and unpublished (an update
 * starts from the latest version: publishing a change alone would publish her draft with it).
 */
export async function makeHomeHonest(payload: Payload): Promise<boolean> {
  const where = { slug: { equals: 'home' } }
  const published = (await payload.find({ collection: 'pages', where, depth: 0, limit: 1 })).docs[0]
  if (!published) return false
  const latest = (
    await payload.find({ collection: 'pages', where, depth: 0, limit: 1, draft: true })
  ).docs[0]
  const publishedLayout = honestHomeLayout(published.layout)
  if (publishedLayout) {
    await payload.update({
      collection: 'pages',
      id: published.id,
      data: { layout: publishedLayout, _status: 'published' },
      depth: 0,
      ...quiet,
    })
  }
  if (latest?._status === 'draft') {
    const draftLayout = honestHomeLayout(latest.layout)
    if (draftLayout || publishedLayout) {
      await payload.update({
        collection: 'pages',
        id: latest.id,
        data: { ...latest, layout: draftLayout ?? latest.layout, _status: 'draft' },
        draft: true,
        depth: 0,
        ...quiet,
      })
    }
  }
  return Boolean(publishedLayout)
}
