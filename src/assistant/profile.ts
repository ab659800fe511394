import type { PayloadRequest } from 'payload'

import { ownerZoneOf } from '@/settings/timeZone'

import type { AssistantProfile } from './types'

/** How many of her offers the assistant is told about. */
const MAX_OFFERS = 20

/** Whole cents as she types prices: "$47", "$1,497.50". */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`

/**
 * What the assistant knows about her business, from Site settings (her name, her site, "How I
 * write", her time zone) and the products she sells. Nothing here is a secret. Read with her
 * request, so it joins the command's transaction.
 */
export async function loadProfile(req: PayloadRequest): Promise<AssistantProfile> {
  const [settings, products] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: false }),
    req.payload.find({
      collection: 'offers',
      depth: 0,
      limit: MAX_OFFERS,
      sort: 'name',
      select: { name: true, priceInCents: true },
      overrideAccess: false,
      req,
    }),
  ])
  const site = settings as {
    siteName?: string | null
    ownerName?: string | null
    timeZone?: unknown
    assistantVoice?: string | null
  }
  return {
    ownerName: site.ownerName?.trim() ?? '',
    siteName: site.siteName?.trim() ?? '',
    voice: site.assistantVoice?.trim() ?? '',
    offers: products.docs
      .filter((product) => typeof product.priceInCents === 'number')
      .map((product) => ({ name: product.name, price: dollars(product.priceInCents as number) })),
    timeZone: ownerZoneOf(site.timeZone),
  }
}
