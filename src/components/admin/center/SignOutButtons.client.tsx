'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import styles from './SignOutButtons.module.css'

/** Logout (this browser) and Sign out everywhere (every browser the owner signed in with). */
export function SignOutButtons() {
  const [busy, setBusy] = useState(false)

  async function signOut(everywhere: boolean) {
    setBusy(true)
    try {
      const response = await fetch('/api/admin/sign-out', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ everywhere }),
      })
      if (!response.ok) throw new Error(String(response.status))
      window.location.replace('/admin/login')
    } catch {
      toast.error('Sign-out failed', { description: 'Please try again.' })
      setBusy(false)
    }
  }

  return (
    <div className={styles.row}>
      <button
        className={styles.button}
        type="button"
        disabled={busy}
        onClick={() => signOut(false)}
      >
        Logout
      </button>
      <button
        className={`${styles.button} ${styles.secondary}`}
        type="button"
        disabled={busy}
        onClick={() => signOut(true)}
      >
        Sign out everywhere
      </button>
    </div>
  )
}
