import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Every internal link of the site. Next would prefetch the JavaScript and data of each route
 * linked on screen (five routes on the link page); the pages are static and small, so fetching
 * on click costs a visitor little and saves her phone data. Set `prefetch` to opt back in.
 */
export default function SiteLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
