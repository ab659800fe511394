import * as z from 'zod/mini'

/** Spec §5: the gate's e-mail must be non-empty and contain "@"; nothing else is checked there. */
export const INVALID_ADMIN_EMAIL = 'Please enter a valid email address'

export const isAdminEmailShape = (value: string) => value.trim().length > 0 && value.includes('@')

export const magicLinkRequestSchema = z.object({
  email: z
    .string({ error: INVALID_ADMIN_EMAIL })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(255, 'Email is too long'),
      z.refine(isAdminEmailShape, INVALID_ADMIN_EMAIL),
    ),
})

export const magicLinkTokenSchema = z.object({
  token: z.string({ error: 'The sign-in link has no token.' }).check(z.maxLength(200)),
})

export const signOutSchema = z.object({ everywhere: z.optional(z.boolean()) })
