import type { AdminViewServerProps } from 'payload'

import { asSystem } from '@/core/operation'
import { redirect } from 'next/navigation'

import { hasAdminRole } from '@/access/isAdmin'
import { AdminGate } from '@/components/admin/center/AdminGate.client'

import { param } from './types'

/**
 * The token of a sign-in link: on /admin/login itself, or inside the `redirect` Payload adds when
 * it sent a signed-out browser from /admin?token=… (or an alias) to the sign-in screen.
 */
function tokenFrom(searchParams: AdminViewServerProps['searchParams']): string | undefined {
  const direct = param(searchParams ?? {}, 'token')
  if (direct) return direct
  const redirectTo = param(searchParams ?? {}, 'redirect')
  if (!redirectTo) return undefined
  const query = redirectTo.includes('?') ? redirectTo.slice(redirectTo.indexOf('?')) : redirectTo
  return new URLSearchParams(query).get('token') ?? undefined
}

/** Replaces Payload's password form: the spec's gate, signing in by e-mailed link only. */
export async function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const token = tokenFrom(searchParams)
  if (!token && hasAdminRole(initPageResult.req.user)) redirect('/admin')
  const siteName = (
    await initPageResult.req.payload
      .findGlobal({ slug: 'site-settings', depth: 0, ...asSystem('adminSignIn') })
      .catch(() => null)
  )?.siteName
  return <AdminGate token={token} siteName={siteName ?? 'Admin Center'} />
}
