import type { Payload } from 'payload'

import { EMAIL_TEMPLATES, TEMPLATE_KEYS } from '@/email/templates'
import type { EmailTemplate } from '@/payload-types'

import { richText } from './richText'

/** Every e-mail's template, published with the words the site sent before they were editable. */
export async function seedEmailTemplates(payload: Payload): Promise<void> {
  for (const key of TEMPLATE_KEYS) {
    const { totalDocs } = await payload.count({
      collection: 'email-templates',
      where: { key: { equals: key } },
    })
    if (totalDocs > 0) continue
    const definition = EMAIL_TEMPLATES[key]
    const button = 'button' in definition ? definition.button : undefined
    await payload.create({
      collection: 'email-templates',
      data: {
        key,
        subject: definition.subject,
        body: richText(definition.paragraphs) as EmailTemplate['body'],
        buttonLabel: button?.label,
        buttonUrl: button?.url,
        _status: 'published',
      },
    })
  }
}

/** Each funnel's welcome, as the first step of a sequence she can add to. */
const WELCOME_SEQUENCES = [
  {
    key: 'meditation-welcome',
    name: 'Meditation welcome',
    trigger: 'meditation',
    description: 'Starts when she signs up for the free meditation. Add steps to keep in touch.',
  },
  {
    key: 'quiz-result',
    name: 'Quiz result',
    trigger: 'quiz-any',
    description: 'Starts when she takes the quiz, with her result. Add steps to follow up.',
  },
  {
    key: 'waitlist-welcome',
    name: 'Waitlist confirmation',
    trigger: 'waitlist',
    description: 'Starts when she joins a waitlist. Add steps to tell her more before it opens.',
  },
] as const

/**
 * The sequences today's welcomes begin: one step each, the welcome the form has always sent, so
 * nothing a visitor receives changes until the owner adds steps.
 */
export async function seedWelcomeSequences(payload: Payload): Promise<void> {
  for (const sequence of WELCOME_SEQUENCES) {
    const { totalDocs } = await payload.count({
      collection: 'email-sequences',
      where: { seededFor: { equals: sequence.key } },
    })
    if (totalDocs > 0) continue
    const { docs } = await payload.find({
      collection: 'email-templates',
      where: { key: { equals: sequence.key } },
      limit: 1,
      depth: 0,
    })
    if (!docs[0]) continue
    await payload.create({
      collection: 'email-sequences',
      data: {
        name: sequence.name,
        description: sequence.description,
        trigger: sequence.trigger,
        active: true,
        seededFor: sequence.key,
        steps: [{ template: docs[0].id, delay: 0, delayUnit: 'days', sendWindow: 'any' }],
      },
    })
  }
}
