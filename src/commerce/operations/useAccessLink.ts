import type { PayloadRequest } from 'payload'

import { consumeAccessLink } from '../accessLinks'
import { signInWithAccessLink } from '@/auth/memberSession'

export type AccessLinkUse =
  | { signedIn: false; location: string }
  | { signedIn: true; location: string; fallback: string; setCookie: string }

/**
 * Uses an e-mailed sign-in link, once, and starts this browser's member session. Where to go
 * next: the page the link was for, or /watch; an unknown, used or expired link leads to /watch
 * with the reason.
 */
export async function useAccessLink(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<AccessLinkUse> {
  const link = await consumeAccessLink(req.payload, token, 'member')
  if (!link) return { signedIn: false, location: '/watch?access=expired' }
  const setCookie = await signInWithAccessLink(req.payload, link.email)
  const fallback = `/watch?email=${encodeURIComponent(link.email)}`
  return { signedIn: true, location: link.redirectTo ?? fallback, fallback, setCookie }
}
