import { type Brand, type Composed, compose, firstNameOf, type MergeData } from '../compose'
import { MARKETING_FOOTER } from '../send'

import { trackedLinkURL, withOpenPixel } from './tracking'

/** An address written in her text; a sentence's last full stop or comma stays out of it. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** The distinct addresses in a campaign's text, in order: link n of the e-mail is links[n]. */
export function campaignLinks(content: string): string[] {
  return [...new Set(content.match(URL_PATTERN) ?? [])]
}

type Run = { text: string; href?: string }

/** Her unsubscribe page: the footer's link and the List-Unsubscribe header's one-click POST. */
export const unsubscribeUrlOf = (siteUrl: string, token: string) =>
  `${siteUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`

/**
 * Her text as the layout's paragraphs: a blank line starts a paragraph, a single line break stays
 * one, and each address becomes a link whose target is the merge field `{{link<n>}}`, filled per
 * recipient with her tracked address.
 */
function paragraphsOf(content: string, links: string[]): Run[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const runs: Run[] = []
      let last = 0
      for (const match of block.matchAll(URL_PATTERN)) {
        if (match.index > last) runs.push({ text: block.slice(last, match.index) })
        runs.push({ text: match[0], href: `{{link${links.indexOf(match[0])}}}` })
        last = match.index + match[0].length
      }
      if (last < block.length) runs.push({ text: block.slice(last) })
      return runs
    })
}

export type CampaignRecipient = {
  name?: string | null
  quizResult?: string | null
  unsubscribeToken: string
}

export type CampaignContext = {
  brand: Brand
  siteUrl: string
  supportEmail?: string | null
  /** PAYLOAD_SECRET: signs the tracked links. */
  secret: string
}

/**
 * A campaign for one recipient: her merge fields, her unsubscribe link and, for a real delivery,
 * tracked links and an open pixel. A preview or a test send (`deliveryId` null) keeps the plain
 * addresses, so the owner's own clicks never count.
 */
export function renderCampaign(
  campaign: { subject: string; content: string },
  recipient: CampaignRecipient,
  context: CampaignContext,
  deliveryId: number | null,
): Composed {
  const links = campaignLinks(campaign.content)
  const tracked = (index: number) =>
    deliveryId === null
      ? links[index]!
      : trackedLinkURL(context.siteUrl, context.secret, deliveryId, index)
  const unsubscribeUrl = unsubscribeUrlOf(context.siteUrl, recipient.unsubscribeToken)
  const data: MergeData = {
    name: recipient.name,
    firstName: firstNameOf(recipient.name),
    quizResult: recipient.quizResult,
    ownerName: context.brand.ownerName,
    siteName: context.brand.siteName,
    siteUrl: context.siteUrl,
    supportEmail: context.supportEmail,
    unsubscribeUrl,
    ...Object.fromEntries(links.map((_, index) => [`link${index}`, tracked(index)])),
  }
  const composed = compose({
    subject: campaign.subject,
    paragraphs: paragraphsOf(campaign.content, links),
    footer: MARKETING_FOOTER,
    data,
    brand: context.brand,
  })
  // The text part shows each address as she will follow it.
  const text =
    deliveryId === null
      ? composed.text
      : composed.text.replace(URL_PATTERN, (url) => {
          const index = links.indexOf(url)
          return index === -1 ? url : tracked(index)
        })
  const html =
    deliveryId === null
      ? composed.html
      : withOpenPixel(composed.html, context.siteUrl, context.secret, deliveryId)
  return { ...composed, text, html }
}
