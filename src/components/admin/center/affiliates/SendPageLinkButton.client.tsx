'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { callOwner } from '../ownerApi'
import styles from './affiliates.module.css'

/** E-mails an affiliate the link to her own page (her link, clicks, sales and earnings). */
export function SendPageLinkButton({ affiliateId, name }: { affiliateId: number; name: string }) {
  const [busy, setBusy] = useState(false)

  async function send() {
    if (busy) return
    setBusy(true)
    try {
      const { sentTo } = await callOwner('sendAffiliatePageLink', { id: affiliateId })
      toast.success(`Link to her page sent to ${String(sentTo)}`)
    } catch (error) {
      toast.error('Not sent', { description: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      aria-label={`E-mail ${name} the link to her page`}
      aria-disabled={busy}
      onClick={send}
    >
      {busy ? 'Sending…' : 'E-mail her page link'}
    </button>
  )
}
