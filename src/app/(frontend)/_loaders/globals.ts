import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'
import { asSystem } from '@/core/operation'

/** Globals shown on every page, fetched once per render. */
const findGlobal = <Slug extends 'header' | 'footer' | 'site-settings' | 'alternate-home'>(
  slug: Slug,
) =>
  cache(async () => {
    const payload = await getPayload({ config: configPromise })
    return payload.findGlobal({ slug, depth: 1, ...asSystem('publicContent') })
  })

export const getSiteSettings = findGlobal('site-settings')
export const getHeader = findGlobal('header')
export const getFooter = findGlobal('footer')
