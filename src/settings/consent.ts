import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

/** The words under the button of the forms that subscribe her (the meditation, the quiz, the waitlist). */
export const DEFAULT_CONSENT_LINE =
  'You will also get my e-mails: gentle notes on coming home to your body, about once a week. Unsubscribe any time, in one click.'

/** The unticked box of the forms that do not subscribe her (checkout, workshop, application, contact). */
export const DEFAULT_OPT_IN_LABEL =
  'Yes, send me your e-mails too (gentle notes, about once a week; unsubscribe any time).'

export type ConsentSettings = {
  /** Under the subscribing forms' button: what she agrees to by signing up. */
  consentLine: string
  /** Beside the unticked box of the other forms. */
  optInLabel: string
  /** A new sign-up first confirms by e-mail before she joins the list. */
  doubleOptIn: boolean
}

/**
 * Read at most once a minute per process (sign-ups are the busiest writes), and at once after
 * she changes Site settings here.
 */
const KEEP_MS = 60_000
let cached: { settings: ConsentSettings; until: number } | null = null

export async function consentSettings(
  payload: Payload,
  req?: PayloadRequest,
): Promise<ConsentSettings> {
  const now = Date.now()
  if (cached && cached.until > now) return cached.settings
  const site = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { emailConsent: true },
    req,
    ...asSystem('publicContent'),
  })
  const words = site.emailConsent ?? {}
  const settings: ConsentSettings = {
    consentLine: words.consentLine?.trim() || DEFAULT_CONSENT_LINE,
    optInLabel: words.optInLabel?.trim() || DEFAULT_OPT_IN_LABEL,
    doubleOptIn: words.doubleOptIn === true,
  }
  cached = { settings, until: now + KEEP_MS }
  return settings
}

/** Site settings' afterChange: the next sign-up reads her new words and choice. */
export const forgetConsentSettings = () => {
  cached = null
}
