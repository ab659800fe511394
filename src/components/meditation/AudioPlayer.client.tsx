'use client'

import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'

import type { Meditation } from '@/payload-types'

import { formatTime, segmentAt } from './format'

type Props = {
  src: string
  durationSeconds: number
  labels: Meditation['player']
  segments: Meditation['segments']
}

/** Arrow keys move 10 s, Page Up/Down a minute: fine enough to find a place in ten minutes. */
const STEP_SECONDS = 10
const PAGE_SECONDS = 60

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
      ) : (
        <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
      )}
    </svg>
  )
}

/**
 * The recording with its own controls: play/pause, a progress bar to click, drag or move with the
 * keys, the clock, and the timeline whose current part is highlighted once listening has begun.
 * The <audio> element stays in the DOM, so navigating away stops it with everything else.
 */
export function AudioPlayer({ src, durationSeconds, labels, segments }: Props) {
  const id = useId()
  const audio = useRef<HTMLAudioElement>(null)
  const dragging = useRef(false)
  const [playing, setPlaying] = useState(false)
  const [current, setCurrent] = useState(0)
  const [duration, setDuration] = useState(durationSeconds)

  useEffect(() => {
    const element = audio.current
    if (!element) return
    // Metadata may have arrived before hydration attached the listeners.
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration)
  }, [])

  function seek(seconds: number) {
    const element = audio.current
    if (!element) return
    const target = Math.min(Math.max(0, seconds), duration)
    element.currentTime = target
    setCurrent(target)
  }

  function toggle() {
    const element = audio.current
    if (!element) return
    if (element.paused) {
      // A refused play (no audio device, autoplay rules) leaves the button as it was.
      element.play().catch(() => setPlaying(false))
    } else {
      element.pause()
    }
  }

  function seekToPointer(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width > 0) seek(((event.clientX - box.left) / box.width) * duration)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + STEP_SECONDS,
      ArrowUp: current + STEP_SECONDS,
      ArrowLeft: current - STEP_SECONDS,
      ArrowDown: current - STEP_SECONDS,
      PageUp: current + PAGE_SECONDS,
      PageDown: current - PAGE_SECONDS,
      Home: 0,
      End: duration,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    seek(target)
  }

  const started = playing || current > 0
  const active = started ? segmentAt(segments, current) : -1
  const progress = duration > 0 ? Math.min(100, (current / duration) * 100) : 0
  const timelineId = `${id}-timeline`

  return (
    <div className="flex flex-col gap-6">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          if (!dragging.current) setCurrent(event.currentTarget.currentTime)
        }}
        onDurationChange={(event) => {
          const value = event.currentTarget.duration
          if (Number.isFinite(value) && value > 0) setDuration(value)
        }}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0
          setPlaying(false)
          setCurrent(0)
        }}
      />

      <div className="flex items-center gap-4 sm:gap-6">
        <button
          type="button"
          onClick={toggle}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-plum-800 py-3 pr-6 pl-5 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
        >
          <PlayIcon playing={playing} />
          {playing ? labels.pauseLabel : labels.playLabel}
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div
            role="slider"
            tabIndex={0}
            aria-label={labels.progressLabel}
            aria-valuemin={0}
            aria-valuemax={Math.round(duration)}
            aria-valuenow={Math.round(current)}
            aria-valuetext={`${formatTime(current)} / ${formatTime(duration)}`}
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              dragging.current = true
              event.currentTarget.setPointerCapture(event.pointerId)
              seekToPointer(event)
            }}
            onPointerMove={(event) => {
              if (dragging.current) seekToPointer(event)
            }}
            onPointerUp={() => {
              dragging.current = false
            }}
            onPointerCancel={() => {
              dragging.current = false
            }}
            className="group relative flex h-8 cursor-pointer touch-none items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
          >
            <div className="h-2 w-full overflow-hidden rounded-full bg-plum-100">
              <div className="h-full rounded-full bg-plum-700" style={{ width: `${progress}%` }} />
            </div>
            <div
              aria-hidden="true"
              className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-cream-50 bg-plum-800 shadow"
              style={{ left: `${progress}%` }}
            />
          </div>
          <p className="flex justify-between text-sm text-plum-800 tabular-nums">
            <span data-testid="elapsed">{formatTime(current)}</span>
            <span data-testid="total">{formatTime(duration)}</span>
          </p>
        </div>
      </div>

      <section aria-labelledby={timelineId}>
        <h3 id={timelineId} className="mb-4 font-serif text-2xl text-plum-900">
          {labels.timelineHeading}
        </h3>
        <ol className="grid gap-3">
          {segments.map((segment, index) => {
            const isCurrent = index === active
            return (
              <li
                key={segment.id ?? segment.start}
                aria-current={isCurrent ? 'step' : undefined}
                className={`rounded-2xl border-l-4 p-4 transition-colors ${
                  isCurrent ? 'bg-plum-100 shadow-md' : 'bg-white'
                }`}
                style={{ borderLeftColor: segment.colour }}
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-semibold text-plum-900">
                    {segment.title}
                    {isCurrent && (
                      <span className="ml-2 rounded-full bg-plum-800 px-2 py-0.5 text-xs font-semibold tracking-wide text-cream-50 uppercase">
                        {labels.currentLabel}
                      </span>
                    )}
                  </span>
                  <span className="text-sm text-plum-800 tabular-nums">
                    {formatTime(segment.start)}–{formatTime(segment.end)}
                  </span>
                </p>
                <p className="mt-1 text-plum-950">{segment.description}</p>
                <p className="mt-1 text-sm text-plum-800 italic">{segment.visual}</p>
                <p className="mt-2 flex items-center gap-1">
                  <span className="sr-only">
                    {labels.intensityLabel.replace('{level}', String(segment.intensity))}
                  </span>
                  {[1, 2, 3, 4, 5].map((level) => (
                    <span
                      key={level}
                      aria-hidden="true"
                      className="h-1.5 w-5 rounded-full"
                      style={{
                        backgroundColor: segment.colour,
                        opacity: level <= segment.intensity ? 1 : 0.2,
                      }}
                    />
                  ))}
                </p>
              </li>
            )
          })}
        </ol>
      </section>
    </div>
  )
}
