import { createHash, randomBytes } from 'node:crypto'

/** A secret for a cookie or a link: 32 random bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url')

/** What the database keeps of a secret: enough to recognise it, useless to replay. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** Only our own paths: an open redirect would turn sign-in links into phishing links. */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback
  }
  return target
}
