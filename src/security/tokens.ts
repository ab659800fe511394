import { createHash, randomBytes } from 'node:crypto'

/** A secret for a cookie or a link: 32 random bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url')

/** What the database keeps of a secret: enough to recognise it, useless to replay. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')
