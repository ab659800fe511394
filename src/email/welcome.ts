import type { Payload } from 'payload'

import type { ArchetypeKey } from '@/leads/schema'
import { queueEmail } from '@/jobs/queueEmail'
import { getServerSideURL } from '@/utilities/getURL'

type Welcome =
  | { kind: 'meditation' }
  | { kind: 'quiz'; result: ArchetypeKey }
  | { kind: 'waitlist'; program: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Plain paragraphs and one button, as text and as simple HTML that every mail client shows. */
function render(paragraphs: string[], action: { label: string; url: string }, footer: string[]) {
  const text = [...paragraphs, `${action.label}: ${action.url}`, '', ...footer].join('\n\n')
  const html = `<div style="font-family:Georgia,serif;font-size:17px;line-height:1.6;color:#2a1026;max-width:560px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#55244b;color:#fffaf5;padding:12px 24px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<hr style="border:none;border-top:1px solid #f3e8f1">
${footer.map((p) => `<p style="font-size:13px;color:#6b2f5f">${p.startsWith('http') ? `<a href="${escapeHtml(p)}">${escapeHtml(p)}</a>` : escapeHtml(p)}</p>`).join('\n')}
</div>`
  return { text, html }
}

async function archetypeTitle(payload: Payload, key: ArchetypeKey): Promise<string> {
  const { docs } = await payload.find({
    collection: 'archetypes',
    where: { key: { equals: key } },
    limit: 1,
    overrideAccess: true,
  })
  const title = (docs[0] as { title?: string } | undefined)?.title
  return title ?? key.replace('_', ' ')
}

/**
 * Queues the e-mail a funnel promises: the meditation's download link, the quiz result, or the
 * waitlist confirmation. Each carries a one-click unsubscribe link; the send skips addresses that
 * have unsubscribed by then.
 */
export async function queueWelcomeEmail(
  payload: Payload,
  {
    to,
    name,
    unsubscribeToken,
    ...welcome
  }: Welcome & { to: string; name?: string | null; unsubscribeToken: string },
) {
  const origin = getServerSideURL()
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  const unsubscribeURL = `${origin}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`
  const greeting = `Dear ${name || 'friend'},`
  const signature = `With warmth, ${settings.ownerName}`
  const footer = [
    `You receive this because you asked for it on ${settings.siteName}.`,
    'Unsubscribe with one click:',
    unsubscribeURL,
  ]

  let subject: string
  let body: ReturnType<typeof render>
  if (welcome.kind === 'meditation') {
    subject = 'Your free grounding meditation'
    body = render(
      [
        greeting,
        'Here is your 10-minute grounding meditation. Find a quiet place, let your breath slow, and come home to your body.',
        signature,
      ],
      { label: 'Listen and download', url: `${origin}/meditation-access` },
      footer,
    )
  } else if (welcome.kind === 'quiz') {
    const title = await archetypeTitle(payload, welcome.result)
    subject = `Your Good Girl archetype: ${title}`
    body = render(
      [
        greeting,
        `Your card is ${title}. Read what it says about you, and where your sovereignty begins.`,
        signature,
      ],
      { label: 'See your result', url: `${origin}/quiz?result=${welcome.result}` },
      footer,
    )
  } else {
    subject = 'You are on the Radiant Alchemy waitlist'
    body = render(
      [
        greeting,
        "You're on the list. You'll be the first to know when Radiant Alchemy opens.",
        signature,
      ],
      { label: 'Meanwhile, explore the masterclass', url: `${origin}/masterclass` },
      footer,
    )
  }
  return queueEmail(payload, { to, subject, ...body, unsubscribeURL })
}
