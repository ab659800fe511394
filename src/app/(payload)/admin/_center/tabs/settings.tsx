import { SentMailView } from '@/components/admin/center/settings/SentMailView'
import { LaunchChecklistList } from '@/components/admin/center/settings/LaunchChecklistList'
import { McpKeys } from '@/components/admin/center/settings/McpKeys'
import { SystemStatusList } from '@/components/admin/center/settings/SystemStatusList'
import { SignOutButtons } from '@/components/admin/center/SignOutButtons.client'
import { Card, Stack } from '@/components/admin/center/ui'
import { requireOwner } from '@/auth/requireOwner'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { getServerSideURL } from '@/utilities/getURL'

import type { LastBackup } from '@/reports/launch'

import { param, type TabProps } from '../types'

/** One line under the checklist: when the last nightly backup was made and how big, or why not. */
function backupLine({ made, failedSince }: LastBackup, zone: string): string {
  const when = (at: string) =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date(at))
  const size = (bytes: number) =>
    bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`
  const last = made
    ? `Last backup: ${when(made.at)}, ${size(made.bytes)}.`
    : 'No backup has been made yet: the server makes one every night.'
  return failedSince
    ? `${last} The backup of ${when(failedSince.at)} failed (you were e-mailed why).`
    : last
}

/**
 * Settings: System Status checked live as the tab opens, the Ready to launch checklist, sent
 * mail (failed messages with Retry), her AI apps' keys (MCP), and the account with Logout and
 * Sign out everywhere.
 */
export default async function SettingsTab({ req, searchParams }: TabProps) {
  const owner = requireOwner(req)
  // A day she picked in Sent mail: a real calendar day, else the latest messages.
  const mailDay = param(searchParams, 'mailDay')
  const day = mailDay && /^\d{4}-\d{2}-\d{2}$/.test(mailDay) ? mailDay : undefined
  const [status, checklist, mail, aiApps] = await Promise.all([
    invoke(catalogue.getSystemStatus, req, {}),
    invoke(catalogue.getLaunchChecklist, req, {}),
    invoke(catalogue.getSentMail, req, day ? { day } : {}).catch(() =>
      invoke(catalogue.getSentMail, req, {}),
    ),
    invoke(catalogue.listMcpKeys, req, {}),
  ])
  return (
    <Stack>
      <Card title="System Status">
        <SystemStatusList status={status} zone={mail.zone} />
      </Card>
      <Card title="Ready to launch">
        <LaunchChecklistList checklist={checklist} />
        <p style={{ margin: '0.75rem 0 0' }}>{backupLine(checklist.lastBackup, mail.zone)}</p>
      </Card>
      <Card title="Sent mail">
        <SentMailView mail={mail} />
      </Card>
      <Card title="Your AI apps">
        <McpKeys keys={aiApps.keys} mcpAddress={`${getServerSideURL()}/api/mcp`} />
      </Card>
      <Card title="Account Settings">
        <dl style={{ margin: '0 0 0.75rem' }}>
          <dt style={{ fontWeight: 600 }}>Signed-in address</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{owner.email}</dd>
        </dl>
        <SignOutButtons />
      </Card>
    </Stack>
  )
}
