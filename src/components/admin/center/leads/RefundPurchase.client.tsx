'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { confirmAndRefund } from '../../refund'
import styles from './people.module.css'

/** "Refund" on her page: the same refund as the purchase's own screen and Stripe's webhook. */
export function RefundPurchase({ purchaseId, mode }: { purchaseId: number; mode: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function refund() {
    setBusy(true)
    try {
      if (!(await confirmAndRefund(purchaseId, mode))) return
      toast.success('Purchase refunded', { description: 'Her access from it has ended.' })
      router.refresh()
    } catch (error) {
      toast.error('Refund failed', { description: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      disabled={busy}
      onClick={refund}
      aria-label={`Refund purchase ${purchaseId}`}
    >
      {busy ? 'Refunding…' : 'Refund'}
    </button>
  )
}
