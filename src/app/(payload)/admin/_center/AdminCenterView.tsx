import type { AdminViewServerProps } from 'payload'

import { AdminGate } from '@/components/admin/center/AdminGate.client'
import { AdminCenterShell } from '@/components/admin/center/AdminCenterShell'
import { type AdminTab, isAdminTab } from '@/components/admin/center/tabs'

import ApplicationsTab from './tabs/applications'
import AssistantTab from './tabs/assistant'
import CoursesTab from './tabs/courses'
import EmailTab from './tabs/email'
import LeadsTab from './tabs/leads'
import OverviewTab from './tabs/overview'
import SettingsTab from './tabs/settings'
import { param, type TabProps } from './types'

const TABS: Record<AdminTab, (props: TabProps) => Promise<React.ReactNode>> = {
  overview: OverviewTab,
  'ai-assistant': AssistantTab,
  leads: LeadsTab,
  applications: ApplicationsTab,
  email: EmailTab,
  courses: CoursesTab,
  settings: SettingsTab,
}

/**
 * The Admin Center: Payload's dashboard replaced by the owner's home. The tab is in the address
 * (?tab=leads), so reload and back keep it; each tab reads its data on the server as the owner.
 */
export async function AdminCenterView({ initPageResult, searchParams = {} }: AdminViewServerProps) {
  const token = param(searchParams, 'token')
  // A signed-in browser opening a sign-in link: use it, then drop it from the address.
  if (token) return <AdminGate token={token} siteName="Admin Center" />
  const requested = param(searchParams, 'tab')
  const tab: AdminTab = isAdminTab(requested) ? requested : 'overview'
  const Tab = TABS[tab]
  const content = await Tab({ req: initPageResult.req, searchParams })
  return (
    <AdminCenterShell tab={tab} email={initPageResult.req.user?.email ?? ''}>
      {content}
    </AdminCenterShell>
  )
}
