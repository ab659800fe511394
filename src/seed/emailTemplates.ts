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
