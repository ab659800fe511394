import { EmailView } from '@/components/admin/center/email/EmailView'
import { placeFrom } from '@/components/admin/center/email/place'
import { catalogue } from '@/catalogue'
import { LEADS_AUDIENCE_PREFIX } from '@/contacts/leadFilter'
import { invoke } from '@/core/defineOperation'

import { param, shownProblem, type TabProps } from '../types'

/**
 * Email: the campaigns and their figures, read as the owner. Where she is (inner tab, archived
 * list, a campaign's details, the campaign window) is in the address, so reload and back keep it.
 */
export default async function EmailTab({ req, searchParams }: TabProps) {
  const place = placeFrom((name) => param(searchParams, name))
  const tab = await invoke(catalogue.getEmailTab, req, place.archived ? { archived: true } : {})
  // "E-mail these people" from the Leads list: the window opens with that list's people chosen
  // (CampaignForm picks the address's audience), named and counted like any other audience.
  const asked = param(searchParams, 'audience')
  if (place.editor === 'new' && asked?.startsWith(LEADS_AUDIENCE_PREFIX)) {
    const shown = await shownProblem(async () => ({
      option: await invoke(catalogue.describeAudience, req, { audience: asked }),
    }))
    if ('option' in shown) tab.audiences = [shown.option, ...tab.audiences]
  }
  return <EmailView tab={tab} place={place} />
}
