'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import styles from '../courses/courses.module.css'
import { callOwner } from '../ownerApi'

/** Retry on a message that failed for good: POST /api/admin/email-messages/:id/retry, once. */
export function RetryButton({ messageId, subject }: { messageId: number; subject: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function retry() {
    if (busy) return
    setBusy(true)
    try {
      const { requeued } = await callOwner('retryMessage', { id: messageId })
      if (requeued) toast.success('Queued again', { description: 'It is sent within seconds.' })
      else toast.info('Already queued', { description: 'This message is on its way again.' })
      router.refresh()
    } catch (error) {
      toast.error('Not retried', { description: (error as Error).message })
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={styles.button}
      aria-disabled={busy}
      aria-label={`Retry: ${subject}`}
      onClick={retry}
    >
      {busy ? 'Retrying…' : 'Retry'}
    </button>
  )
}
