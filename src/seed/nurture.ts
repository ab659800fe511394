import type { Payload } from 'payload'

import type { EmailTemplate } from '@/payload-types'
import { DEFAULT_ASSISTANT_VOICE } from '@/settings/assistantVoice'

import { richText } from './richText'

const NURTURE_TAG = 'Nurture'
const NURTURE_SEQUENCE = 'Nurture'

/**
 * Three e-mails of hers (not the site's own: she may change or delete them) that keep in touch
 * with a new woman on her list over her first week: honest, warm, no promises of results.
 */
const NURTURE_EMAILS = [
  {
    name: 'Nurture 1: a first breath together',
    subject: '{{firstName}}, a small practice for today',
    paragraphs: [
      'Hi {{firstName}},',
      'I am so glad you are here. Before anything else, I want to give you something small you can do right now, wherever you are.',
      'Put one hand on your chest and one on your belly. Take three slow breaths, and let the out-breath be a little longer than the in-breath. Notice what your body does. There is no right answer: just notice.',
      'Many of the women I work with have spent years paying attention to everyone but themselves. Coming back to the body starts with moments this small.',
      'Over the next week I will send you two more short notes. If you ever want to stop hearing from me, the link at the bottom of every e-mail works at once.',
      'With warmth, {{ownerName}}',
    ],
  },
  {
    name: 'Nurture 2: the good girl question',
    subject: 'The question I ask every woman I work with',
    paragraphs: [
      'Hi {{firstName}},',
      'Here is a question I ask every woman I work with: when did you last say yes when your body meant no?',
      'Most of us learned early that being good meant being easy, agreeable, not too much. It kept us safe once. It can also keep us far from what we want.',
      'If you are curious which pattern runs strongest in you, the people-pleaser, the perfectionist or the rebel, my short quiz shows you, with a few words about what each one needs. It takes about three minutes.',
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'Take the quiz', url: '{{siteUrl}}/quiz' },
  },
  {
    name: 'Nurture 3: an invitation',
    subject: 'If you want to go deeper, {{firstName}}',
    paragraphs: [
      'Hi {{firstName}},',
      'This is the last note of this little series, and it comes with an invitation.',
      'My masterclass, The Good Girl Paradox, is where I teach what I have learned about moving from people-pleasing into a body that feels like home. You watch it at your own pace, as often as you like.',
      'It will not fix everything, and I will not pretend it does. What it can give you is a clearer way of listening to yourself, and practices you can keep coming back to.',
      'If now is not the time, that is completely fine. I will keep writing to you now and then, and you can reply to any of my e-mails: I read them.',
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'See the masterclass', url: '{{siteUrl}}/masterclass' },
  },
] as const

/** Day 0, day 3 and day 7 (each delay is after the step before). */
const NURTURE_DELAYS = [0, 3, 4] as const

/**
 * The "Nurture" sequence, on: it starts when she gives someone the Nurture tag, or when her
 * assistant enrols someone. Written once; an existing tag, e-mail or sequence of that name is
 * reused, never overwritten.
 */
export async function seedNurtureSequence(payload: Payload): Promise<void> {
  const existing = await payload.count({
    collection: 'email-sequences',
    where: { name: { equals: NURTURE_SEQUENCE } },
  })
  if (existing.totalDocs > 0) return
  const { docs: tags } = await payload.find({
    collection: 'tags',
    where: { name: { equals: NURTURE_TAG } },
    limit: 1,
    depth: 0,
  })
  const tag =
    tags[0] ??
    (await payload.create({
      collection: 'tags',
      data: {
        name: NURTURE_TAG,
        color: '#6B7280',
        description: 'Starts the Nurture sequence: three e-mails over her first week.',
      },
    }))
  const templateIds: number[] = []
  for (const email of NURTURE_EMAILS) {
    const { docs } = await payload.find({
      collection: 'email-templates',
      where: { name: { equals: email.name } },
      limit: 1,
      depth: 0,
    })
    const button = 'button' in email ? email.button : undefined
    const template =
      docs[0] ??
      (await payload.create({
        collection: 'email-templates',
        data: {
          name: email.name,
          subject: email.subject,
          body: richText([...email.paragraphs]) as EmailTemplate['body'],
          buttonLabel: button?.label,
          buttonUrl: button?.url,
          _status: 'published',
        },
      }))
    templateIds.push(template.id)
  }
  await payload.create({
    collection: 'email-sequences',
    data: {
      name: NURTURE_SEQUENCE,
      description: 'Starts when you give her the Nurture tag, or when your assistant enrols her.',
      trigger: 'tag-added',
      triggerTag: tag.id,
      active: true,
      exitOnPurchase: true,
      steps: templateIds.map((template, index) => ({
        template,
        delay: NURTURE_DELAYS[index]!,
        delayUnit: 'days' as const,
        // The first arrives as soon as she is in (like a welcome); the others in the morning.
        sendWindow: index === 0 ? ('any' as const) : ('morning' as const),
      })),
    },
  })
}

/** Sites seeded before "How I write": her assistant starts from a sensible voice. */
export async function seedAssistantVoice(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.assistantVoice?.trim()) return false
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { assistantVoice: DEFAULT_ASSISTANT_VOICE },
    context: { disableRevalidate: true },
  })
  return true
}
