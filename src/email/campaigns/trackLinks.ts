import type { Composed } from '../compose'
import { trackedLinkURL, withOpenPixel } from './tracking'

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/**
 * A rendered message with its links tracked, for one delivery: each http(s) address it links to
 * (but the unsubscribe link) becomes `/r/<id>` in the HTML and the text, and an open pixel goes
 * at the end. Returns the addresses in link order: the redirect leads to links[n] and nowhere else.
 */
export function trackLinks(
  composed: Composed,
  {
    deliveryId,
    siteUrl,
    secret,
    untracked = [],
  }: { deliveryId: number; siteUrl: string; secret: string; untracked?: string[] },
): { composed: Composed; links: string[] } {
  const links: string[] = []
  const indexOf = (url: string) => {
    if (!/^https?:\/\//.test(url) || untracked.includes(url)) return -1
    const known = links.indexOf(url)
    if (known !== -1) return known
    links.push(url)
    return links.length - 1
  }
  const tracked = (index: number) => trackedLinkURL(siteUrl, secret, deliveryId, index)
  const html = withOpenPixel(
    composed.html.replace(/href="([^"]+)"/g, (whole, raw: string) => {
      const index = indexOf(unescapeHtml(raw))
      return index === -1 ? whole : `href="${tracked(index)}"`
    }),
    siteUrl,
    secret,
    deliveryId,
  )
  // The text part names the same addresses; the longest first, so none is cut inside another.
  let text = composed.text
  for (const [index, url] of [...links.entries()].sort((a, b) => b[1].length - a[1].length)) {
    text = text.split(url).join(tracked(index))
  }
  return { composed: { ...composed, html, text }, links }
}
