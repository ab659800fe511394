import { DEFAULT_CONSENT_LINE, DEFAULT_OPT_IN_LABEL } from '@/settings/consent'

import { getSiteSettings } from './globals'

/**
 * Her consent words as the forms show them, read with the page's Site settings rather than through
 * consentSettings' per-process cache: a page rendered again after she edits them (in any web
 * process, src/content/revalidate.ts) must show the words she just saved, not a minute-old copy.
 */
export async function getConsentWords() {
  const { emailConsent } = await getSiteSettings()
  return {
    consentLine: emailConsent?.consentLine?.trim() || DEFAULT_CONSENT_LINE,
    optInLabel: emailConsent?.optInLabel?.trim() || DEFAULT_OPT_IN_LABEL,
  }
}
