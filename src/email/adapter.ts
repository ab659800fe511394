import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { isLocalServer } from '@/utilities/getURL'
import { asSystem } from '@/core/operation'

import { redactedCopy } from './redact'

type DkimSettings = { domainName: string; keySelector: string; privateKey: string }

type EmailSettings = {
  smtpUrl?: string
  /** Her provider's limit (EMAIL_MAX_PER_SECOND): the pool never sends faster. */
  maxPerSecond?: number
  fromAddress: string
  fromName: string
  /**
   * Nodemailer signs every message with this key: receivers check it against DNS
   * (docs/production.md, "E-mail deliverability").
   */
  dkim?: DkimSettings
}

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const

/** All three DKIM variables, or none: half a setup would send unsigned mail without a word. */
function dkimFromEnv(env: Record<string, string | undefined>): DkimSettings | undefined {
  const set = DKIM_VARIABLES.filter((name) => env[name]?.trim())
  if (set.length === 0) return undefined
  if (set.length < DKIM_VARIABLES.length) {
    const missing = DKIM_VARIABLES.filter((name) => !set.includes(name))
    throw new Error(
      `DKIM signing needs ${DKIM_VARIABLES.join(', ')}: ${missing.join(', ')} missing.`,
    )
  }
  return {
    domainName: env.DKIM_DOMAIN!.trim(),
    keySelector: env.DKIM_SELECTOR!.trim(),
    // A PEM key in one line of an .env file has its line ends written as \n.
    privateKey: env.DKIM_PRIVATE_KEY!.replace(/\\n/g, '\n'),
  }
}

type JsonMail = {
  to?: { address: string }[]
  from?: { address: string; name?: string }
  subject?: string
  text?: string
  html?: string
}

const positiveNumber = (value: string | undefined) => {
  const number = Number(value)
  return value && Number.isFinite(number) && number > 0 ? number : undefined
}

/** Connections the SMTP pool keeps open, and the campaign sender's parallel sends. */
export const SMTP_CONNECTIONS = 5

/**
 * SMTP through a pool of kept-open connections (nodemailer's `pool`), at most `maxPerSecond`
 * messages a second when her provider sets a limit. Options already in the URL win.
 */
export function pooledSmtpUrl(smtpUrl: string, maxPerSecond?: number): string {
  const url = new URL(smtpUrl)
  const set = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  }
  set('pool', 'true')
  set('maxConnections', String(SMTP_CONNECTIONS))
  if (maxPerSecond) {
    set('rateDelta', '1000')
    set('rateLimit', String(maxPerSecond))
  }
  return url.toString()
}

export const emailSettingsFromEnv = (
  env: Record<string, string | undefined> = process.env,
): EmailSettings => ({
  smtpUrl: env.SMTP_URL || undefined,
  maxPerSecond: positiveNumber(env.EMAIL_MAX_PER_SECOND),
  fromAddress: env.EMAIL_FROM_ADDRESS || 'hello@example.com',
  fromName: env.EMAIL_FROM_NAME || 'The Good Girl Paradox',
  dkim: dkimFromEnv(env),
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

/** Messages the sendEmail job sends: they are in the log already (src/jobs/queueEmail.ts). */
export const loggedMessages = new WeakSet<object>()

const addressOf = (to: SendEmailOptions['to']): string => {
  const first = Array.isArray(to) ? to[0] : to
  return typeof first === 'string' ? first : (first?.address ?? '')
}

/**
 * Every message reaches the log: those Payload sends itself (the owner's "Forgot password") are
 * logged here, after the attempt, with its outcome.
 */
function withMessageLog(factory: EmailAdapter): EmailAdapter {
  return ({ payload }) => {
    const inner = factory({ payload })
    return {
      ...inner,
      sendEmail: async (message: SendEmailOptions) => {
        if (loggedMessages.has(message)) return inner.sendEmail(message)
        const entry = {
          to: addressOf(message.to),
          template: 'payload-auth',
          subject: String(message.subject ?? '(no subject)'),
          text: typeof message.text === 'string' ? message.text : undefined,
          html: typeof message.html === 'string' ? message.html : undefined,
          attempts: 1,
          provider: inner.name,
        }
        const log = (outcome: {
          status: 'sent' | 'failed'
          providerMessageId?: string
          sentAt?: string
          error?: string
        }) => {
          const logged = { ...entry, links: extractLinks(entry.text, entry.html) }
          return payload.create({
            collection: 'email-messages',
            // A sent message's secret links are disarmed in the log, as the sendEmail job does.
            data: {
              ...logged,
              ...(outcome.status === 'sent' ? redactedCopy(logged) : {}),
              ...outcome,
            },
            depth: 0,
            ...asSystem('emailDelivery'),
          })
        }
        try {
          const info = (await inner.sendEmail(message)) as { messageId?: string } | undefined
          await log({
            status: 'sent',
            providerMessageId: info?.messageId,
            sentAt: new Date().toISOString(),
          })
          return info
        } catch (error) {
          await log({ status: 'failed', error: (error as Error).message })
          throw error
        }
      },
    }
  }
}

/**
 * SMTP_URL set: real SMTP through nodemailer. Unset: nodemailer renders the message and nothing
 * leaves the machine; the message log (email-messages) keeps every message with its links, and
 * a developer's own machine prints the links to follow from the terminal.
 */
export async function createEmailAdapter(settings: EmailSettings): Promise<EmailAdapter> {
  const defaults = {
    defaultFromAddress: settings.fromAddress,
    defaultFromName: settings.fromName,
    // Verifying connects to the server at every boot, including during `next build`.
    skipVerify: true,
  }
  if (settings.smtpUrl) {
    return withMessageLog(
      await nodemailerAdapter({
        ...defaults,
        transport: nodemailer.createTransport(
          pooledSmtpUrl(settings.smtpUrl, settings.maxPerSecond),
          settings.dkim ? { dkim: settings.dkim } : undefined,
        ),
      }),
    )
  }

  const rendered = await nodemailerAdapter({
    ...defaults,
    transport: nodemailer.createTransport({ jsonTransport: true }),
  })
  return withMessageLog(({ payload }) => {
    const inner = rendered({ payload })
    return {
      ...inner,
      name: 'outbox',
      sendEmail: async (message: SendEmailOptions) => {
        const info = (await inner.sendEmail(message)) as { message: string; messageId?: string }
        const mail = JSON.parse(info.message) as JsonMail
        const to = (mail.to ?? []).map((recipient) => recipient.address).join(', ')
        // Links sign people in: only a developer's own machine prints them, to follow from the log.
        const shownLinks = isLocalServer() ? extractLinks(mail.text, mail.html) : []
        payload.logger.info(
          `[outbox] to ${to}: "${mail.subject}"${shownLinks.length ? `\n  ${shownLinks.join('\n  ')}` : ''}`,
        )
        return info
      },
    }
  })
}
