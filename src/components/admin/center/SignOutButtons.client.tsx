'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { callOwner } from './ownerApi'
import styles from './SignOutButtons.module.css'

/** Logout (this browser) and Sign out everywhere (every browser the owner signed in with). */
export function SignOutButtons() {
  const [busy, setBusy] = useState(false)

  async function signOut(everywhere: boolean) {
    setBusy(true)
    try {
      await callOwner('signOut', { everywhere })
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
