import type { EmailMessage } from '@/payload-types'

/** What the log shows where a sent message had a secret. */
const REMOVED_AFTER_SENDING = '[removed after sending]'

/*
 * The secrets e-mails carry: a query parameter named like a token (sign-in and access links,
 * unsubscribe links: `?token=…`), in text or in HTML where `&` may be written `&amp;` or `&#38;`;
 * and the path token of Payload's own password-reset link (`/reset/<token>`).
 */
const TOKEN_PARAMETER = /((?:[?&]|&amp;|&#38;)[\w-]*token[\w-]*=)[^&#\s"'<>]+/gi
const RESET_PATH = /(\/reset\/)[\w-]{16,}/g

/**
 * The message with its secret links disarmed: the path and the parameter stay, so the owner sees
 * which link was sent, but the token is gone, so a copy of the log signs nobody in.
 */
export const redactSecrets = (body: string) =>
  body
    .replace(TOKEN_PARAMETER, `$1${REMOVED_AFTER_SENDING}`)
    .replace(RESET_PATH, `$1${REMOVED_AFTER_SENDING}`)

type Secretive = Pick<EmailMessage, 'text' | 'html' | 'links' | 'unsubscribeUrl'>

/** The fields of a logged message that may carry a secret, disarmed (for a sent message). */
export function redactedCopy(message: Partial<Secretive>): Partial<Secretive> {
  const { links } = message
  return {
    text: message.text ? redactSecrets(message.text) : message.text,
    html: message.html ? redactSecrets(message.html) : message.html,
    links: Array.isArray(links)
      ? links.map((link: unknown) => (typeof link === 'string' ? redactSecrets(link) : link))
      : links,
    unsubscribeUrl: message.unsubscribeUrl
      ? redactSecrets(message.unsubscribeUrl)
      : message.unsubscribeUrl,
  }
}
