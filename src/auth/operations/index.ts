import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'
import { nothing } from '@/core/inputs'

import { requireOwner } from '../requireOwner'
import { magicLinkRequestSchema, magicLinkTokenSchema, signOutSchema } from '../schema'
import { requestMagicLink, sendSignInLink } from './requestMagicLink'
import { signInWithMagicLink } from './signInWithMagicLink'
import { signOut } from './signOut'

/** The owner's sign-in to the Admin Center. */
export const authOperations = operations({
  requestMagicLink: {
    description: 'Anyone asks for an Admin Center sign-in link; only the owner’s address gets one.',
    input: magicLinkRequestSchema,
    audience: 'public',
    effect: 'write',
    run: requestMagicLink,
  },

  signInWithMagicLink: {
    description: 'The owner opens her e-mailed sign-in link.',
    input: magicLinkTokenSchema,
    audience: 'public',
    effect: 'write',
    run: signInWithMagicLink,
  },

  signOut: {
    description: 'The owner signs out of this browser, or of every browser.',
    input: signOutSchema,
    audience: 'owner',
    effect: 'write',
    run: signOut,
  },

  getOwnerSession: {
    description: 'Whether this browser is signed in to the Admin Center, and as whom.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: async (req) => ({ ok: true as const, email: requireOwner(req).email }),
  },

  sendOwnerSignInLink: {
    description: 'After a sign-in request, the owner’s address (and only hers) is e-mailed a link.',
    input: z.strictObject({ email: z.email() }),
    audience: 'system',
    effect: 'write',
    run: sendSignInLink,
  },
})
