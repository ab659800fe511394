import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import { readTogether } from '@/utilities/transaction'
import { queueEmail } from '@/jobs/queueEmail'
import { getServerSideURL } from '@/utilities/getURL'

import { compose, firstNameOf, type MergeData, paragraphsOf } from './compose'
import type { EmailTemplate } from '@/payload-types'

import { EMAIL_TEMPLATES, type TemplateKey } from './templates'

export const MARKETING_FOOTER = [
  'You receive this because you asked for it on {{siteName}}.',
  'Unsubscribe with one click:',
  '{{unsubscribeUrl}}',
]

/** The published version of a template the owner edited, or null to use the built-in text. */
export async function publishedTemplate(
  payload: Payload,
  key: TemplateKey,
  req?: PayloadRequest,
): Promise<EmailTemplate | null> {
  const { docs } = await payload.find({
    collection: 'email-templates',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    draft: false,
    req,
    ...asSystem('emailDelivery'),
  })
  const doc = docs[0]
  return doc && doc._status === 'published' ? doc : null
}

/**
 * A template by the key of one of the site's own e-mails, or one she wrote (its published doc).
 * A preview gives both: a system e-mail's words from the draft she is editing.
 */
export type TemplateSource = { key: TemplateKey; doc?: EmailTemplate } | { doc: EmailTemplate }

/**
 * Renders a template for one recipient: the owner's published words (else, for the site's own
 * e-mails, the built-in ones) with the sender's details and her merge fields. Marketing mail (the
 * site's marketing e-mails, and every e-mail she wrote herself) carries her unsubscribe link.
 */
export async function renderTemplate(
  payload: Payload,
  {
    source,
    data = {},
    unsubscribeToken,
  }: { source: TemplateSource; data?: MergeData; unsubscribeToken?: string },
  req?: PayloadRequest,
) {
  const definition = 'key' in source ? EMAIL_TEMPLATES[source.key] : undefined
  const [stored, settings] = await readTogether(req, [
    async () =>
      'key' in source ? (source.doc ?? publishedTemplate(payload, source.key, req)) : source.doc,
    () =>
      payload.findGlobal({ slug: 'site-settings', depth: 0, req, ...asSystem('emailDelivery') }),
  ] as const)
  const marketing = definition ? definition.marketing : true
  const siteUrl = getServerSideURL()
  const unsubscribeURL =
    marketing && unsubscribeToken
      ? `${siteUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`
      : undefined
  const merged: MergeData = {
    ownerName: settings.ownerName,
    siteName: settings.siteName,
    supportEmail: settings.supportEmail,
    siteUrl,
    unsubscribeUrl: unsubscribeURL,
    ...data,
    // Empty ones read "friend" unless the template says otherwise (compose: FIELD_FALLBACKS).
    firstName: firstNameOf(typeof data.name === 'string' ? data.name : undefined),
  }
  const builtInButton = definition && 'button' in definition ? definition.button : undefined
  const composed = compose({
    subject: stored?.subject || definition?.subject || '',
    paragraphs: stored?.body
      ? paragraphsOf(stored.body)
      : (definition?.paragraphs ?? []).map((text) => [{ text }]),
    button: stored
      ? stored.buttonLabel && stored.buttonUrl
        ? { label: stored.buttonLabel, url: stored.buttonUrl }
        : undefined
      : builtInButton,
    footer: unsubscribeURL
      ? MARKETING_FOOTER
      : definition && 'footer' in definition
        ? definition.footer
        : [],
    data: merged,
    brand: { ownerName: settings.ownerName, siteName: settings.siteName },
  })
  return { composed, unsubscribeURL }
}

/**
 * Renders a template (the owner's published words, else the built-in ones) for one recipient and
 * queues it; it is logged in email-messages from this moment. With a transaction's `req`, nothing
 * is queued or logged unless the transaction commits.
 */
export async function sendTemplate(
  payload: Payload,
  {
    template: key,
    to,
    data = {},
    replyTo,
    unsubscribeToken,
    calendar,
  }: {
    template: TemplateKey
    to: string
    data?: MergeData
    replyTo?: string
    /** Marketing mail: her contact's token, for the one-click unsubscribe link. */
    unsubscribeToken?: string
    /** A calendar file (.ics text) attached as invitation.ics. */
    calendar?: string
  },
  req?: PayloadRequest,
) {
  const { composed, unsubscribeURL } = await renderTemplate(
    payload,
    { source: { key }, data, unsubscribeToken },
    req,
  )
  return queueEmail(
    payload,
    { to, ...composed, template: key, replyTo, unsubscribeURL, calendar },
    req,
  )
}
