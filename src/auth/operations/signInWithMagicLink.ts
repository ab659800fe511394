import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { consumeAccessLink } from '@/commerce/accessLinks'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { clientAddress } from '@/security/clientAddress'
import { remember, REMEMBERED } from '@/security/rateLimit'

import { knownDeviceCookie } from '../knownDevice'
import { startAdminSession } from '../session'
import { signedInFrom } from './requestMagicLink'

/** Spec §8 "Magic link verification failure". */
const MAGIC_LINK_INVALID = 'The link may have expired. Please request a new one.'

/**
 * Uses an e-mailed sign-in link, once (one conditional UPDATE: two clicks race to one session),
 * and starts a session for its admin. Returns the session's Set-Cookie header, and the known-device
 * cookie's (src/auth/knownDevice.ts); the client she signed in from is remembered for 30 days.
 * Both keep her requests for a link out of the ceiling strangers can exhaust.
 */
export async function signInWithMagicLink(
  req: PayloadRequest,
  { token }: { token: string },
): Promise<{ cookie: string; deviceCookie: string; email: string }> {
  return inOperation(req, async (req) => {
    const link = await consumeAccessLink(req.payload, token, 'admin')
    if (!link) throw new AppError('unauthorized', MAGIC_LINK_INVALID)
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: link.email } },
      limit: 1,
      depth: 0,
      req,
      ...asSystem('adminSignIn'),
    })
    const admin = docs[0]
    // The account may have lost its role (or been deleted) since the link was sent.
    if (!admin || !hasAdminRole(admin)) {
      throw new AppError('unauthorized', MAGIC_LINK_INVALID)
    }
    const client = clientAddress(req)
    // 'unknown': no address our server saw (the Local API, `next dev`), nothing to recognise.
    if (client !== 'unknown') {
      await remember(
        req.payload,
        REMEMBERED.adminSignInClient,
        signedInFrom(admin.email, client),
        req,
      )
    }
    return {
      cookie: await startAdminSession(req, admin),
      deviceCookie: knownDeviceCookie(req.payload, admin.email),
      email: admin.email,
    }
  })
}
