import type { Payload } from 'payload'

import type { Offer, Workshop } from '@/payload-types'

import { spotsRemaining } from './view'

export type PromotedWorkshop = Workshop & { product: Offer }

/**
 * A promo may show a workshop that is active and has not started. A sold-out one still may (the
 * promo then says it is sold out); one whose start has passed never, whatever the page links to.
 */
export const isPromotable = (
  workshop: Pick<Workshop, 'date' | 'isActive'>,
  now: Date = new Date(),
) => workshop.isActive !== false && new Date(workshop.date).getTime() > now.getTime()

/** The workshop a link such as /workshop/holy-mess (or a full URL of it) names, if any. */
export function workshopSlugOf(href: string | null | undefined): string | null {
  if (!href) return null
  const path = href.replace(/^https?:\/\/[^/]+/i, '')
  return path.match(/^\/workshop\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?(?:[?#]|$)/)?.[1] ?? null
}

export type Promotion = {
  /** The workshop the owner's link names, in whatever state; null when it names none. */
  chosen: PromotedWorkshop | null
  /**
   * What the site promotes: the chosen workshop while it is promotable, else the next upcoming
   * active workshop with a spot left, else the next upcoming sold-out one; null: promote nothing.
   */
  promoted: PromotedWorkshop | null
}

/** How many upcoming workshops to look through for one with a spot left. */
const UPCOMING_LOOKAHEAD = 20

const withProduct = (workshop: Workshop | undefined): PromotedWorkshop | null =>
  workshop && typeof workshop.product === 'object' ? (workshop as PromotedWorkshop) : null

/**
 * The one rule for what the site may promote, read as a visitor would (workshops are public
 * content). `href` is the owner's link, e.g. the alternate homepage's workshop button.
 */
export async function findPromotion(
  payload: Payload,
  { href, now = new Date() }: { href?: string | null; now?: Date },
): Promise<Promotion> {
  const slug = workshopSlugOf(href)
  const [named, upcoming] = await Promise.all([
    slug
      ? payload.find({
          collection: 'workshops',
          where: { slug: { equals: slug } },
          depth: 1,
          limit: 1,
          overrideAccess: false,
        })
      : null,
    payload.find({
      collection: 'workshops',
      where: {
        and: [
          { date: { greater_than: now.toISOString() } },
          { or: [{ isActive: { equals: true } }, { isActive: { exists: false } }] },
        ],
      },
      sort: 'date',
      depth: 1,
      limit: UPCOMING_LOOKAHEAD,
      overrideAccess: false,
    }),
  ])
  const chosen = withProduct(named?.docs[0])
  if (chosen && isPromotable(chosen, now)) return { chosen, promoted: chosen }
  const candidates = upcoming.docs
    .map(withProduct)
    .filter((workshop): workshop is PromotedWorkshop => workshop !== null)
    .filter((workshop) => isPromotable(workshop, now))
  const promoted =
    candidates.find((workshop) => spotsRemaining(workshop) > 0) ?? candidates[0] ?? null
  return { chosen, promoted }
}

/** The page a promoted workshop links to: the owner's own link when it names this workshop. */
export const promotionHref = (promotion: Promotion, href: string | null | undefined) =>
  promotion.promoted && promotion.promoted.id === promotion.chosen?.id && href
    ? href
    : promotion.promoted
      ? `/workshop/${promotion.promoted.slug}`
      : null
