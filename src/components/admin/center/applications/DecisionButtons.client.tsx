'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { useHydrated } from '@/components/useHydrated'
import { TIME_ZONE_CHOICES } from '@/settings/timeZone'

import styles from '../leads/people.module.css'
import { callOwner } from '../ownerApi'

/** "Arizona": the zone as she chose it in Site settings, without its parenthesis. */
const zoneLabel = (zone: string) =>
  (TIME_ZONE_CHOICES.find((choice) => choice.value === zone)?.label ?? zone).replace(
    /\s*\(.*\)$/,
    '',
  )

export type DecisionKey = 'accept' | 'schedule-call' | 'decline'

const DONE: Record<DecisionKey, string> = {
  accept: 'Application accepted',
  'schedule-call': 'Call invitation sent',
  decline: 'Application declined',
}

/**
 * Accept Application, Schedule Call (with an optional time) and Decline: only the decisions the
 * application still allows are shown. Each posts once to /api/admin/applications/:id/decision;
 * while one is on its way every button is disabled, so a double click sends one e-mail.
 */
export function DecisionButtons({
  applicationId,
  name,
  allowed,
  zone,
}: {
  applicationId: number
  name: string
  allowed: DecisionKey[]
  /** Her zone (Site settings): the call time is typed on her clock, whatever this computer's. */
  zone: string
}) {
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState<DecisionKey | null>(null)
  const [callAt, setCallAt] = useState('')
  // Until the page hydrates a time typed here would not reach the invitation.
  const locked = !useHydrated()

  async function decide(decision: DecisionKey) {
    // The one answer she cannot take back: ask before the e-mail goes.
    if (
      decision === 'decline' &&
      !window.confirm(`Decline ${name}'s application? She will be e-mailed at once.`)
    ) {
      return
    }
    setBusy(decision)
    try {
      if (decision === 'decline') {
        // A decline cannot be taken back: she has just confirmed it.
        await callOwner('declineApplication', { id: applicationId, confirm: true })
      } else {
        await callOwner('decideApplication', {
          id: applicationId,
          decision,
          // Her wall-clock time as typed: the server reads it on her clock (Site settings).
          ...(decision === 'schedule-call' && callAt ? { callAt } : {}),
        })
      }
      toast.success(DONE[decision], { description: `${name} will receive the e-mail shortly.` })
      router.refresh()
    } catch (error) {
      toast.error('Nothing was sent', { description: (error as Error).message })
      router.refresh()
    } finally {
      setBusy(null)
    }
  }

  if (allowed.length === 0) return null
  const disabled = busy !== null || locked
  return (
    <div className={styles.row} role="group" aria-label={`Decide on ${name}'s application`}>
      {allowed.includes('accept') ? (
        <button
          className={styles.button}
          type="button"
          disabled={disabled}
          onClick={() => decide('accept')}
        >
          {busy === 'accept' ? 'Accepting…' : 'Accept Application'}
        </button>
      ) : null}
      {allowed.includes('schedule-call') ? (
        <>
          <div className={styles.field} style={{ flex: '0 1 15rem' }}>
            <label className={styles.label} htmlFor={`${id}-call`}>
              Call time: your time ({zoneLabel(zone)}), optional
            </label>
            <input
              className={styles.input}
              id={`${id}-call`}
              type="datetime-local"
              value={callAt}
              disabled={locked}
              onChange={(event) => setCallAt(event.target.value)}
            />
          </div>
          <button
            className={`${styles.button} ${styles.secondary}`}
            type="button"
            disabled={disabled}
            onClick={() => decide('schedule-call')}
          >
            {busy === 'schedule-call' ? 'Sending…' : 'Schedule Call'}
          </button>
        </>
      ) : null}
      {allowed.includes('decline') ? (
        <button
          className={`${styles.button} ${styles.danger}`}
          type="button"
          disabled={disabled}
          onClick={() => decide('decline')}
        >
          {busy === 'decline' ? 'Declining…' : 'Decline'}
        </button>
      ) : null}
    </div>
  )
}
