'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatUSD } from '@/utilities/money'

import { callOwner } from '../ownerApi'
import styles from './affiliates.module.css'

/**
 * Approve or Mark paid, for one commission or several at once: the operation, then the view
 * reloads its figures, so what it shows is what was stored.
 */
export function CommissionButton({
  ids,
  action,
  label,
  accessibleLabel,
  secondary = false,
}: {
  ids: number[]
  action: 'approve' | 'paid'
  label: string
  /** What a screen reader hears: which commission(s), since a table has many alike buttons. */
  accessibleLabel?: string
  secondary?: boolean
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function run() {
    // aria-disabled, not disabled: the button keeps keyboard focus while the change is saved.
    if (busy) return
    setBusy(true)
    try {
      if (action === 'approve') {
        const { approved } = await callOwner('approveCommissions', { ids })
        toast.success(approved === 1 ? 'Commission approved' : `${approved} commissions approved`)
      } else {
        const { paid, totalInCents } = await callOwner('markCommissionsPaid', { ids })
        toast.success(
          paid === 1
            ? `Marked paid: ${formatUSD(Number(totalInCents), { cents: true })}`
            : `${paid} commissions marked paid: ${formatUSD(Number(totalInCents), { cents: true })}`,
        )
      }
      router.refresh()
    } catch (error) {
      toast.error('Not changed', { description: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={secondary ? `${styles.button} ${styles.secondary}` : styles.button}
      aria-label={accessibleLabel}
      aria-disabled={busy}
      onClick={run}
    >
      {busy ? 'Saving…' : label}
    </button>
  )
}
