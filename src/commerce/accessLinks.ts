import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { getServerSideURL } from '@/utilities/getURL'
import { writeAsSystem } from '@/utilities/sql'

import { hashSecret, newSecret } from '@/security/tokens'
import { asSystem } from '@/core/operation'

type Purpose = 'member' | 'admin'

/** Where a buyer's e-mailed link points; its GET shows /sign-in, whose form POSTs back here. */
export const MEMBER_SIGN_IN_PATH = '/api/member/sign-in'

/** Creates a single-use sign-in link and returns its address. */
export async function createAccessLink(
  payload: Payload,
  {
    email,
    purpose,
    validForMinutes,
    redirectTo,
  }: { email: string; purpose: Purpose; validForMinutes: number; redirectTo?: string },
  req?: PayloadRequest,
): Promise<string> {
  const token = newSecret()
  await payload.create({
    collection: 'access-links',
    data: {
      email,
      purpose,
      tokenHash: hashSecret(token),
      redirectTo,
      expiresAt: new Date(Date.now() + validForMinutes * 60_000).toISOString(),
    },
    ...asSystem(purpose === 'member' ? 'memberSignIn' : 'adminSignIn'),
    req,
  })
  const path = purpose === 'member' ? MEMBER_SIGN_IN_PATH : '/api/admin/verify-magic-link'
  return `${getServerSideURL()}${path}?token=${token}`
}

/**
 * Uses a link: unknown, expired or already used → null. The check and the stamp are one UPDATE,
 * so two clicks racing each other cannot both sign in.
 */
export async function consumeAccessLink(
  payload: Payload,
  token: string,
  purpose: Purpose,
): Promise<{ email: string; redirectTo?: string | null } | null> {
  if (!token || token.length > 200) return null
  const rows = await writeAsSystem<{ email: string; redirect_to: string | null }>(
    purpose === 'admin' ? 'adminSignIn' : 'memberSignIn',
    payload,
    sql`update access_links set used_at = now(), updated_at = now()
        where token_hash = ${hashSecret(token)} and purpose = ${purpose}
          and used_at is null and expires_at > now()
        returning email, redirect_to`,
  )
  const link = rows[0]
  return link ? { email: link.email, redirectTo: link.redirect_to } : null
}
