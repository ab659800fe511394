'use client'

import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react'

import {
  AI_MESSAGES,
  COMMAND_PLACEHOLDER,
  type EngineName,
  MAX_COMMAND_LENGTH,
  QUICK_COMMANDS,
} from '@/assistant/constants'
import type { CommandResult } from '@/assistant/types'
import { useHydrated } from '@/components/useHydrated'

import { Badge } from '../ui'
import { AssistantApiError, dismissCommand, runCommand } from './api'
import styles from './assistant.module.css'
import { HistoryList } from './HistoryList.client'
import { ResultCard } from './ResultCard.client'
import { notify } from './notify'
import { useVoiceCommand } from './useVoiceCommand'

type Phase =
  | { kind: 'empty' }
  | { kind: 'pending'; command: string }
  | { kind: 'result'; result: CommandResult }
  | { kind: 'failed'; command: string; message: string }

const COMMAND_BOX_ID = 'assistant-command'

/**
 * The AI Assistant tab's screen (spec §2, §4, §5, §8): who answers, the command box with voice
 * and send, the four Quick Commands, the result card (or its pending and failed states) and her
 * past commands.
 */
export function AssistantView({
  engine,
  zone,
}: {
  engine: { name: EngineName; label: string }
  /** Her zone (Site settings): every time shown is on her clock. */
  zone: string
}) {
  const id = useId()
  const [text, setText] = useState('')
  // Until the page hydrates, a command typed here would not reach Send.
  const locked = !useHydrated()
  const [phase, setPhase] = useState<Phase>({ kind: 'empty' })
  /** The last thing that happened to a result (accepted, dismissed), for the status line. */
  const [notice, setNotice] = useState('')
  const [historyVersion, setHistoryVersion] = useState(0)
  const box = useRef<HTMLTextAreaElement>(null)
  const pending = phase.kind === 'pending'
  const refreshHistory = useCallback(() => setHistoryVersion((version) => version + 1), [])

  const run = useCallback(
    async (command: string, replacing?: CommandResult) => {
      const trimmed = command.trim()
      if (!trimmed) return
      setPhase({ kind: 'pending', command: trimmed })
      setNotice('')
      try {
        const result = await runCommand(trimmed)
        if (result.status === 'failed') {
          throw new AssistantApiError(result.summary, 500, result.summary || undefined)
        }
        setPhase({ kind: 'result', result })
        setText((current) => (current.trim() === trimmed ? '' : current))
        notify('success', AI_MESSAGES.generatedTitle, AI_MESSAGES.generatedBody)
        // Regenerate: the new answer replaces the old suggestion, which no longer waits for her.
        if (replacing?.status === 'proposed') {
          await dismissCommand(replacing.id).catch(() => undefined)
        }
      } catch (error) {
        const message =
          (error instanceof AssistantApiError ? error.serverMessage : undefined) ||
          AI_MESSAGES.failedFallback
        setPhase({ kind: 'failed', command: trimmed, message })
        // The command stays in the box, to change or send again.
        setText((current) => current || trimmed)
        notify('error', AI_MESSAGES.failedTitle, message)
      } finally {
        refreshHistory()
      }
    },
    [refreshHistory],
  )

  const voice = useVoiceCommand((words, autoExecute) => {
    setText(words)
    // Spec §4: a read-only command the server says may run at once runs at once.
    if (autoExecute && phase.kind !== 'pending') void run(words)
    else box.current?.focus()
  })

  const canSend = text.trim() !== '' && voice.state !== 'processing' && !pending
  const send = () => {
    if (canSend) void run(text)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      send()
    }
  }
  const fillWith = (command: string) => {
    setText(command)
    box.current?.focus()
  }

  const recording = voice.state === 'recording'
  const voiceStatus =
    voice.state === 'recording'
      ? 'Listening… press Stop recording when you have finished.'
      : voice.state === 'processing'
        ? 'Working out what you said…'
        : ''

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={`${id}-engine`}>
        <h2 className={styles.cardTitle} id={`${id}-engine`}>
          Who answers
        </h2>
        {engine.name === 'offline' ? (
          <p className={styles.engine}>
            <Badge tone="info">Offline assistant</Badge>
            <span>{engine.label.replace(/^Offline assistant:\s*/i, '')}</span>
          </p>
        ) : (
          <p className={styles.engine}>Answered by {engine.label}.</p>
        )}
        <p className={styles.muted}>
          It reads your real figures and people. Nothing changes until you press Accept &amp;
          Implement.
        </p>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-ask`}>
        <h2 className={styles.cardTitle} id={`${id}-ask`}>
          Ask your assistant
        </h2>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={COMMAND_BOX_ID}>
            Your command
          </label>
          <textarea
            ref={box}
            id={COMMAND_BOX_ID}
            className={styles.textarea}
            value={text}
            placeholder={COMMAND_PLACEHOLDER}
            maxLength={MAX_COMMAND_LENGTH}
            disabled={locked}
            aria-describedby={`${id}-keys`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p className={styles.hint} id={`${id}-keys`}>
            Type or say what you want. Ctrl+Enter (⌘+Enter on a Mac) sends it.
          </p>
        </div>
        <div className={styles.row}>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary} ${recording ? styles.recording : ''}`}
            aria-pressed={recording}
            disabled={
              !voice.ready || voice.unavailable !== null || voice.state === 'processing' || pending
            }
            aria-describedby={voice.unavailable ? `${id}-novoice` : undefined}
            onClick={() => (recording ? voice.stop() : void voice.start())}
          >
            <span aria-hidden="true" className={styles.micDot} />
            {recording ? 'Stop recording' : 'Record a voice command'}
          </button>
          <button type="button" className={styles.button} disabled={!canSend} onClick={send}>
            {pending ? 'Working on it…' : 'Send command'}
          </button>
        </div>
        {voice.unavailable ? (
          <p className={styles.hint} id={`${id}-novoice`}>
            {voice.unavailable}
          </p>
        ) : null}
        <p className={styles.hint} role="status">
          {voiceStatus}
        </p>
        {voice.info ? <p className={styles.info}>{voice.info}</p> : null}
      </section>

      <section className={styles.card} aria-labelledby={`${id}-quick`}>
        <h2 className={styles.cardTitle} id={`${id}-quick`}>
          Quick Commands
        </h2>
        <ul className={styles.quick}>
          {QUICK_COMMANDS.map((quick) => (
            <li key={quick.command}>
              <button
                type="button"
                className={styles.quickCard}
                onClick={() => fillWith(quick.command)}
              >
                <span className={styles.quickTitle}>{quick.title}</span>
                <span className={styles.quickCommand}>{quick.command}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.resultArea} aria-busy={pending}>
        {/* One live region: "Working on it…" (the card shows it too), then what became of it. */}
        <p
          className={phase.kind === 'empty' && notice ? styles.notice : styles.visuallyHidden}
          role="status"
        >
          {pending ? 'Working on it…' : notice}
        </p>
        {phase.kind === 'pending' ? (
          <section className={styles.card} aria-label="Working on your command">
            <p className={styles.pending}>
              <span className={styles.spinner} aria-hidden="true" />
              Working on it… “{phase.command}”
            </p>
          </section>
        ) : null}
        {phase.kind === 'failed' ? (
          <section className={`${styles.card} ${styles.failed}`} role="alert">
            <h2 className={styles.cardTitle}>{AI_MESSAGES.failedTitle}</h2>
            <p>{phase.message}</p>
            <p className={styles.muted}>
              Your command is still in the box above: change it or send it again.
            </p>
          </section>
        ) : null}
        {phase.kind === 'result' ? (
          <ResultCard
            key={phase.result.id}
            result={phase.result}
            onRegenerate={() => void run(phase.result.command, phase.result)}
            onClosed={(message) => {
              setPhase({ kind: 'empty' })
              setNotice(message)
              refreshHistory()
              box.current?.focus()
            }}
          />
        ) : null}
      </div>

      <HistoryList
        zone={zone}
        version={historyVersion}
        onOpen={(result) => {
          setPhase({ kind: 'result', result })
          setNotice('')
        }}
        busy={pending}
      />
    </div>
  )
}
