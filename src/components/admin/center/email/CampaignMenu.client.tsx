'use client'

import { toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { DropdownMenu } from 'radix-ui'
import { useRef, useState } from 'react'

import type { CampaignRow } from '@/reports/email'

import { formatOwnerDateTime } from '@/settings/timeZone'

import { callOwner } from '../ownerApi'
import { useCampaignEditor } from './CampaignEditor.client'
import styles from './email.module.css'
import { people } from './format'
import { emailHref } from './place'

const NOBODY = 'Nobody in this audience is subscribed, so there is no one to send it to.'

/**
 * A campaign's menu (spec §2): View Details, Duplicate, Archive (Unarchive among the archived);
 * Edit, Send Now and Cancel for a scheduled one; Edit and Send… for a draft; for a sent one,
 * Resend to those who did not open. Each does what it says on the server, then the list reloads.
 */
export function CampaignMenu({ campaign }: { campaign: CampaignRow }) {
  const router = useRouter()
  const { open, zone } = useCampaignEditor()
  const trigger = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const { id, subject, status, archived } = campaign

  async function act(failure: string, work: () => Promise<string | null>) {
    if (busy) return
    setBusy(true)
    try {
      const done = await work()
      if (done) toast.success(done)
      router.refresh()
    } catch (error) {
      toast.error(failure, { description: (error as Error).message })
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  /** Send now, after she has seen how many people it goes to. */
  const sendNow = () =>
    act('Not sent', async () => {
      const { recipients } = await callOwner('previewCampaign', {
        subject: campaign.subject,
        content: campaign.content,
        audience: campaign.audience,
      })
      if (recipients === 0) throw new Error(NOBODY)
      if (!window.confirm(`Send “${subject}” to ${people(recipients)} now?`)) return null
      const answer = await callOwner('sendCampaign', { id })
      return `Going out to ${people(answer.recipients)} now`
    })

  const editable = status === 'draft' || status === 'scheduled'
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={`${styles.button} ${styles.secondary} ${styles.menuTrigger}`}
        aria-label={`Actions for “${subject}”`}
        aria-busy={busy}
      >
        Actions <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      {/* In place, not in a portal: the menu stays inside the page's landmarks. */}
      <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4} loop>
        <DropdownMenu.Item className={styles.menuItem} asChild>
          <Link href={emailHref({ view: 'campaigns', archived, campaign: id })} scroll={false}>
            View Details
          </Link>
        </DropdownMenu.Item>
        {editable ? (
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => open(id, trigger.current)}>
            Edit
          </DropdownMenu.Item>
        ) : null}
        {status === 'draft' ? (
          <DropdownMenu.Item className={styles.menuItem} onSelect={sendNow}>
            Send…
          </DropdownMenu.Item>
        ) : null}
        {status === 'scheduled' ? (
          <>
            <DropdownMenu.Item className={styles.menuItem} onSelect={sendNow}>
              Send Now
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() =>
                act('Not cancelled', async () => {
                  await callOwner('cancelCampaign', { id })
                  return campaign.scheduledFor
                    ? `Cancelled: it will not go out on ${formatOwnerDateTime(campaign.scheduledFor, zone)}; it is a draft again`
                    : 'Cancelled: it is a draft again'
                })
              }
            >
              Cancel
            </DropdownMenu.Item>
          </>
        ) : null}
        {status === 'sent' ? (
          <DropdownMenu.Item
            className={styles.menuItem}
            onSelect={() =>
              act('No new draft', async () => {
                await callOwner('resendToNonOpeners', { id })
                return 'A new draft for those who did not open it is in your campaigns'
              })
            }
          >
            Resend to those who did not open
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item
          className={styles.menuItem}
          onSelect={() =>
            act('Not duplicated', async () => {
              await callOwner('duplicateCampaign', { id })
              return 'Copied: the copy is a draft in your campaigns'
            })
          }
        >
          Duplicate
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={styles.menuItem}
          onSelect={() =>
            act(archived ? 'Not unarchived' : 'Not archived', async () => {
              await callOwner('archiveCampaign', { id, archived: !archived })
              return archived
                ? 'Unarchived: it is back in your campaigns'
                : 'Archived: find it under “Show archived campaigns”'
            })
          }
        >
          {archived ? 'Unarchive' : 'Archive'}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
