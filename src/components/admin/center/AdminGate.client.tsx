'use client'

import { toast } from '@payloadcms/ui'
import Link from 'next/link'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { INVALID_ADMIN_EMAIL, isAdminEmailShape } from '@/auth/schema'

import styles from './AdminGate.module.css'
import { callOwner, OwnerApiError } from './ownerApi'

type State = 'checking' | 'verifying' | 'form'

/** Set before the reload that follows a sign-in, so the Admin Center greets her once. */
export const WELCOME_FLAG = 'admin-center:welcome'

/** Removes ?token= (and a redirect that carries it) from the address bar without a reload. */
function forgetToken() {
  window.history.replaceState(null, '', '/admin/login')
}

/**
 * The spec's admin gate: "Checking authentication..." while it asks the server, the e-mail form
 * ("Admin Authentication Required", "Send Magic Link") when signed out, and "Verifying Magic
 * Link..." while a link's token is POSTed (a GET of the link never uses it: scanners prefetch).
 */
export function AdminGate({ token, siteName }: { token?: string; siteName: string }) {
  const [state, setState] = useState<State>(token ? 'verifying' : 'checking')
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const enter = () => {
      sessionStorage.setItem(WELCOME_FLAG, '1')
      window.location.replace('/admin')
    }
    if (token) {
      forgetToken()
      callOwner('signInWithMagicLink', { token })
        .then(enter)
        .catch(() => {
          toast.error('Magic Link Invalid', {
            description: 'The link may have expired. Please request a new one.',
          })
          setState('form')
        })
      return
    }
    // A failed check is treated as not signed in (spec §8).
    callOwner('getOwnerSession', {})
      .then(enter)
      .catch(() => setState('form'))
  }, [token])

  async function requestLink(event: FormEvent) {
    event.preventDefault()
    if (!isAdminEmailShape(email)) {
      toast.error('Invalid Email', { description: INVALID_ADMIN_EMAIL })
      return
    }
    setSending(true)
    try {
      await callOwner('requestMagicLink', { email })
      toast.success('Magic Link Sent!', {
        description:
          'Check your email for the authentication link. It will open this admin center.',
      })
    } catch (error) {
      toast.error('Request Failed', {
        description:
          (error instanceof OwnerApiError && error.serverMessage) ||
          'Unable to send magic link. Please try again.',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <main className={styles.gate}>
      <div className={styles.panel}>
        <Link className={styles.logo} href="/">
          {siteName}
        </Link>
        {state === 'form' ? (
          <>
            <h1 className={styles.title}>Admin Authentication Required</h1>
            <p className={styles.text}>
              Enter the owner&apos;s e-mail address. We&apos;ll send a sign-in link that works once,
              within 15 minutes.
            </p>
            <form className={styles.form} onSubmit={requestLink} noValidate>
              <label className={styles.label} htmlFor="admin-email">
                Email
              </label>
              <input
                id="admin-email"
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button className={styles.button} type="submit" disabled={sending}>
                {sending ? 'Sending...' : 'Send Magic Link'}
              </button>
            </form>
          </>
        ) : (
          <div className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <h1 className={styles.title}>
              {state === 'verifying' ? 'Verifying Magic Link...' : 'Checking authentication...'}
            </h1>
          </div>
        )}
      </div>
    </main>
  )
}
