import type { Payload } from 'payload'

import type { ArchetypeKey } from '@/leads/schema'
import { queueEmail } from '@/jobs/queueEmail'
import { getServerSideURL } from '@/utilities/getURL'

import { renderEmail as render } from './render'

type Welcome =
  | { kind: 'meditation' }
  | { kind: 'quiz'; result: ArchetypeKey }
  | { kind: 'waitlist'; program: string }

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
