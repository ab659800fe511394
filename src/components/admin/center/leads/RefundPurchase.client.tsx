'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { confirmAndRefund } from '../../refund'
import styles from './people.module.css'

/** "Refund" on her page: the same refund as the order's own screen and Stripe's webhook. */
export function RefundPurchase({ orderId, mode }: { orderId: number; mode: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function refund() {
    setBusy(true)
    try {
      if (!(await confirmAndRefund(orderId, mode))) return
      toast.success('Order refunded', { description: 'Her access from it has ended.' })
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
      aria-label={`Refund purchase ${orderId}`}
    >
      {busy ? 'Refunding…' : 'Refund'}
    </button>
  )
}
