import { EmailView } from '@/components/admin/center/email/EmailView'
import { placeFrom } from '@/components/admin/center/email/place'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'

import { param, type TabProps } from '../types'

/**
 * Email: the campaigns and their figures, read as the owner. Where she is (inner tab, archived
 * list, a campaign's details, the campaign window) is in the address, so reload and back keep it.
 */
export default async function EmailTab({ req, searchParams }: TabProps) {
  const place = placeFrom((name) => param(searchParams, name))
  const tab = await invoke(catalogue.getEmailTab, req, place.archived ? { archived: true } : {})
  return <EmailView tab={tab} place={place} />
}
