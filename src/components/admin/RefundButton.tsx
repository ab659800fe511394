'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { confirmAndRefund } from './refund'

/**
 * The admin's way to refund an order: it runs the same operation as Stripe's refund webhook
 * (POST /api/orders/:id/refund), so the money, her access, a referral's commission and the
 * revenue record all follow.
 */
export function RefundButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const mode = useFormFields(([fields]) => fields.mode?.value)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [refunded, setRefunded] = useState(false)

  if (refunded) {
    return (
      <p role="status" style={{ marginBlock: 'var(--base)' }}>
        Refunded: her access from this purchase has ended.
      </p>
    )
  }
  // Paid, a payment behind, or a membership that ended: what she paid can still go back.
  if (!id || !['paid', 'past_due', 'cancelled'].includes(String(status))) return null

  async function refund() {
    setBusy(true)
    try {
      if (!(await confirmAndRefund(id!, mode))) return
      toast.success('Purchase refunded')
      setRefunded(true)
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBlock: 'var(--base)' }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={refund}>
        {busy ? 'Refunding…' : 'Refund purchase'}
      </Button>
    </div>
  )
}
