'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import { useHydrated } from '@/components/useHydrated'

import styles from '../courses/courses.module.css'
import { callOwner, OwnerApiError } from '../ownerApi'
import own from './McpKeys.module.css'

type Created = { label: string; key: string }

/** Claude Desktop's settings for this site, with her key in place. */
const claudeDesktopConfig = (address: string, key: string) =>
  JSON.stringify(
    {
      mcpServers: {
        'my-business': {
          command: 'npx',
          args: ['mcp-remote', address, '--header', `Authorization: Bearer ${key}`],
        },
      },
    },
    null,
    2,
  )

/** "Create a key": names the app, then shows the key once with Copy and how to connect. */
export function McpKeyCreator({ mcpAddress }: { mcpAddress: string }) {
  const router = useRouter()
  const ids = useId()
  const [label, setLabel] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<Created | null>(null)
  const [copied, setCopied] = useState('')
  // Until the page hydrates, the form would be sent natively (a GET to the page) and its name lost.
  const locked = !useHydrated()

  async function create(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const answer = await callOwner('createMcpKey', { label })
      setCreated({ label: answer.label, key: answer.key })
      setCopied('')
      setLabel('')
      router.refresh()
    } catch (failure) {
      const message = (failure as Error).message
      if (failure instanceof OwnerApiError && failure.status === 400) setError(message)
      else toast.error('No key made', { description: message })
    } finally {
      setBusy(false)
    }
  }

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(`${what} copied.`)
    } catch {
      setCopied('Copying is blocked here: select the text and copy it yourself.')
    }
  }

  return (
    <>
      <form className={own.form} onSubmit={create} noValidate>
        <div className={own.field}>
          <label className={styles.label} htmlFor={`${ids}-label`}>
            Which app is this key for?
          </label>
          <input
            id={`${ids}-label`}
            className={styles.input}
            value={label}
            maxLength={100}
            placeholder="Claude desktop"
            disabled={locked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.button} aria-disabled={busy} disabled={locked}>
          {busy ? 'Making the key…' : 'Create a key'}
        </button>
        {error ? (
          <p
            id={`${ids}-error`}
            className={styles.error}
            role="alert"
            style={{ flexBasis: '100%' }}
          >
            {error}
          </p>
        ) : null}
      </form>

      {created ? (
        <section className={own.newKey} aria-labelledby={`${ids}-new`}>
          <h3 id={`${ids}-new`} className={own.newKeyTitle}>
            Your key for {created.label}
          </h3>
          <p className={styles.muted}>
            It is shown only now: copy it into your app. If you lose it, revoke it below and make a
            new one.
          </p>
          <div className={own.keyRow}>
            <label className={styles.visuallyHidden} htmlFor={`${ids}-key`}>
              The key
            </label>
            <input
              id={`${ids}-key`}
              className={`${styles.input} ${own.keyValue}`}
              value={created.key}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className={styles.button}
              onClick={() => copy(created.key, 'The key is')}
            >
              Copy
            </button>
          </div>
          <p role="status" aria-live="polite" className={styles.muted}>
            {copied}
          </p>
          <ol className={own.steps}>
            <li>
              In your AI app, add a connector (it may be called a custom MCP server or an
              integration) with this address: <span className={own.code}>{mcpAddress}</span>
            </li>
            <li>
              Give it the key as its token (the header{' '}
              <span className={own.code}>Authorization: Bearer</span> followed by the key).
            </li>
            <li>Ask the app about your business. Its suggestions wait for you in AI Assistant.</li>
          </ol>
          <details>
            <summary className={own.summary}>Claude Desktop: the settings to paste</summary>
            <p className={styles.muted}>
              In Claude Desktop, open Settings → Developer → Edit Config and paste this (Node.js
              must be installed on that computer), then restart Claude.
            </p>
            <pre className={own.snippet}>{claudeDesktopConfig(mcpAddress, created.key)}</pre>
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => copy(claudeDesktopConfig(mcpAddress, created.key), 'The settings are')}
            >
              Copy the settings
            </button>
          </details>
        </section>
      ) : null}
    </>
  )
}

/** Revoke, after she confirms: the app holding the key is refused from its next request. */
export function McpRevokeButton({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function revoke() {
    if (busy) return
    if (
      !window.confirm(`Revoke the key for ${label}? The app stops reaching your business at once.`)
    ) {
      return
    }
    setBusy(true)
    try {
      await callOwner('revokeMcpKey', { id })
      toast.success('Key revoked', { description: `${label} can no longer connect.` })
      router.refresh()
    } catch (error) {
      toast.error('Not revoked', { description: (error as Error).message })
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      aria-disabled={busy}
      aria-label={`Revoke the key for ${label}`}
      onClick={revoke}
    >
      {busy ? 'Revoking…' : 'Revoke'}
    </button>
  )
}
