'use client'

import { useEffect, useId, useState } from 'react'

import { COMMAND_STATUSES, CONTENT_READY, type CommandStatus } from '@/assistant/constants'
import type { CommandResult } from '@/assistant/types'
import { formatOwnerDateTime, zoneWords } from '@/settings/timeZone'

import { Badge, type BadgeTone } from '../ui'
import { type HistoryPage, readCommand, readHistory } from './api'
import styles from './assistant.module.css'
import { notify } from './notify'

const TONES: Record<CommandStatus, BadgeTone> = {
  answered: 'info',
  proposed: 'warning',
  accepted: 'success',
  dismissed: 'neutral',
  failed: 'error',
}

/**
 * "Your past commands" (GET /api/admin/ai-history): when (her clock), the command, what it was,
 * what became of it and what changed. A suggestion still waiting for her (one her AI app made over
 * MCP, too) opens into the result card to accept or dismiss.
 */
export function HistoryList({
  zone,
  version,
  onOpen,
  busy,
}: {
  zone: string
  /** Bumped after every command, accept and dismiss: the list is read again. */
  version: number
  onOpen: (result: CommandResult) => void
  busy: boolean
}) {
  const id = useId()
  const [page, setPage] = useState(1)
  const [shown, setShown] = useState<HistoryPage | null>(null)
  const [problem, setProblem] = useState('')
  const [opening, setOpening] = useState<number | null>(null)

  async function open(lineId: number) {
    setOpening(lineId)
    try {
      onOpen(await readCommand(lineId))
    } catch (error) {
      notify('error', 'Could not open it', (error as Error).message)
    } finally {
      setOpening(null)
    }
  }

  useEffect(() => {
    let current = true
    readHistory(page)
      .then((answer) => {
        if (!current) return
        setShown(answer)
        setProblem('')
      })
      .catch((error: Error) => {
        if (current) setProblem(error.message)
      })
    return () => {
      current = false
    }
  }, [page, version])

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 className={styles.cardTitle} id={`${id}-title`}>
        Your past commands
      </h2>
      <p className={styles.muted}>Times are {zoneWords(zone)}.</p>
      {problem ? (
        <p className={styles.warning} role="alert">
          Your past commands could not be read: {problem}
        </p>
      ) : null}
      {shown === null && !problem ? <p className={styles.muted}>Loading…</p> : null}
      {shown && shown.docs.length === 0 ? (
        <p className={styles.muted}>No commands yet. What you ask appears here.</p>
      ) : null}
      {shown && shown.docs.length > 0 ? (
        <ol className={styles.history}>
          {shown.docs.map((line) => (
            <li key={line.id} className={styles.historyLine}>
              <div className={styles.historyHead}>
                <time dateTime={line.createdAt} className={styles.muted}>
                  {line.when || formatOwnerDateTime(line.createdAt, zone)}
                </time>
                <Badge tone={TONES[line.status] ?? 'neutral'}>
                  {line.statusLabel || COMMAND_STATUSES[line.status] || line.status}
                </Badge>
              </div>
              <p className={styles.historyCommand}>
                <q>{line.command}</q>
              </p>
              <p className={styles.muted}>
                {line.action || CONTENT_READY}
                {line.sourceLabel ? ` · from ${line.sourceLabel}` : ''}
                {line.outcome ? ` · ${line.outcome}` : ''}
              </p>
              {line.status === 'proposed' && line.proposal ? (
                <>
                  <p className={styles.muted}>Suggested: {line.proposal}</p>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary} ${styles.small}`}
                    disabled={busy || opening !== null}
                    onClick={() => void open(line.id)}
                  >
                    {opening === line.id ? 'Opening…' : 'Open to accept or dismiss'}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {shown && shown.totalPages > 1 ? (
        <nav className={styles.row} aria-label="Past commands pages">
          <button
            type="button"
            className={`${styles.button} ${styles.secondary} ${styles.small}`}
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            Newer
          </button>
          <span className={styles.muted}>
            Page {shown.page} of {shown.totalPages}
          </span>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary} ${styles.small}`}
            disabled={page >= shown.totalPages}
            onClick={() => setPage((current) => current + 1)}
          >
            Older
          </button>
        </nav>
      ) : null}
    </section>
  )
}
