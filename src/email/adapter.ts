import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { isLocalServer } from '@/utilities/getURL'
import { asSystem } from '@/core/operation'

type EmailSettings = {
  smtpUrl?: string
  fromAddress: string
  fromName: string
}

type JsonMail = {
  to?: { address: string }[]
  from?: { address: string; name?: string }
  subject?: string
  text?: string
  html?: string
}

export const emailSettingsFromEnv = (
  env: Record<string, string | undefined> = process.env,
): EmailSettings => ({
  smtpUrl: env.SMTP_URL || undefined,
  fromAddress: env.EMAIL_FROM_ADDRESS || 'hello@example.com',
  fromName: env.EMAIL_FROM_NAME || 'The Good Girl Paradox',
})

/** Every http(s) link in a message, so the developer can follow e-mailed links from the log. */
export function extractLinks(...bodies: (string | undefined)[]): string[] {
  const found = new Set<string>()
  for (const body of bodies) {
    for (const match of body?.matchAll(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
      // A link that ends a sentence keeps the sentence's punctuation out of the address.
      found.add(match[0].replace(/[.,;:!?]+$/, ''))
    }
  }
  return [...found]
}

/**
 * SMTP_URL set: real SMTP through nodemailer. Unset: nodemailer renders the message as JSON and it
 * is kept in the `outbox` collection and logged, so nothing leaves the machine and nothing reaches
 * out to a test mail service.
 */
export async function createEmailAdapter(settings: EmailSettings): Promise<EmailAdapter> {
  const defaults = {
    defaultFromAddress: settings.fromAddress,
    defaultFromName: settings.fromName,
    // Verifying connects to the server at every boot, including during `next build`.
    skipVerify: true,
  }
  if (settings.smtpUrl) {
    return nodemailerAdapter({
      ...defaults,
      transport: nodemailer.createTransport(settings.smtpUrl),
    })
  }

  const rendered = await nodemailerAdapter({
    ...defaults,
    transport: nodemailer.createTransport({ jsonTransport: true }),
  })
  return ({ payload }) => {
    const inner = rendered({ payload })
    return {
      ...inner,
      name: 'outbox',
      sendEmail: async (message: SendEmailOptions) => {
        const info = (await inner.sendEmail(message)) as { message: string }
        const mail = JSON.parse(info.message) as JsonMail
        const to = (mail.to ?? []).map((recipient) => recipient.address).join(', ')
        const links = extractLinks(mail.text, mail.html)
        await payload.create({
          collection: 'outbox',
          ...asSystem('emailDelivery'),
          data: {
            to,
            from: mail.from?.address,
            subject: mail.subject ?? '(no subject)',
            text: mail.text,
            html: mail.html,
            links,
          },
        })
        // Links sign people in: only a developer's own machine prints them, to follow from the log.
        const shownLinks = isLocalServer() ? links : []
        payload.logger.info(
          `[outbox] to ${to}: "${mail.subject}"${shownLinks.length ? `\n  ${shownLinks.join('\n  ')}` : ''}`,
        )
        return info
      },
    }
  }
}
