import type { Payload } from 'payload'

import { DEFAULT_RETENTION_MONTHS } from '@/analytics/constants'
import type { SiteSetting } from '@/payload-types'
import { DEFAULT_ASSISTANT_VOICE } from '@/settings/assistantVoice'
import { DEFAULT_OWNER_TIME_ZONE } from '@/settings/timeZone'

// Placeholder identity: the owner replaces these in Admin → Settings → Site settings.
export const siteSettingsSeed: Omit<SiteSetting, 'id'> = {
  siteName: 'Sensually Sovereign',
  ownerName: 'Maya Rivers',
  ownerTitle: 'Somatic Sexologist & Master Reclamator',
  tagline:
    'Somatic coaching for women ready to move from good-girl people-pleasing to being sensually sovereign.',
  supportEmail: 'hello@example.com',
  socialProfile: { label: 'Instagram', url: 'https://www.instagram.com/' },
  visitRecordsMonths: DEFAULT_RETENTION_MONTHS,
  timeZone: DEFAULT_OWNER_TIME_ZONE,
  assistantVoice: DEFAULT_ASSISTANT_VOICE,
}

export async function seedSiteSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (current.siteName) return false
  await payload.updateGlobal({
    slug: 'site-settings',
    data: siteSettingsSeed,
    depth: 0,
    context: { disableRevalidate: true },
  })
  return true
}
