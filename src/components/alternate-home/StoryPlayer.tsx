'use client'

import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'

import type { AlternateHome } from '@/payload-types'

import { ui } from './styles'

/** One narrated line every 7 s, read slowly and softly. */
const SPEECH_INTERVAL_MS = 7000
const SPEECH = { rate: 0.8, pitch: 1.2, volume: 0.9 }

const FEMALE_VOICE = /female|samantha|victoria|karen|zira|susan|moira|tessa|fiona|serena|hazel/i

/** Voices load late in some browsers, so the choice is made again for every line. */
function femaleVoice(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const english = voices.filter((voice) => voice.lang?.toLowerCase().startsWith('en'))
  return (
    english.find((voice) => FEMALE_VOICE.test(voice.name)) ??
    voices.find((voice) => FEMALE_VOICE.test(voice.name))
  )
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/**
 * A simulated live story: lines appear at their second while the clock and progress bar run, and
 * the browser's speech synthesis reads them aloud unless muted. Unmounting (closing the pop-up)
 * clears the timers and silences the voice.
 */
export function StoryPlayer({
  story,
  onDiscover,
}: {
  story: AlternateHome['story']
  onDiscover: () => void
}) {
  const { lines, durationSeconds: duration } = story
  const [elapsed, setElapsed] = useState(0)
  const [muted, setMuted] = useState(false)
  const finished = elapsed >= duration

  const currentIndex = lines.reduce(
    (latest, line, index) => (line.atSecond <= elapsed ? index : latest),
    -1,
  )
  // Speech restarts from the line on screen; read through a ref so a new second does not restart it.
  const currentIndexRef = useRef(currentIndex)
  useEffect(() => {
    currentIndexRef.current = currentIndex
  }, [currentIndex])

  useEffect(() => {
    if (finished) return
    const timer = setInterval(() => setElapsed((seconds) => Math.min(seconds + 1, duration)), 1000)
    return () => clearInterval(timer)
  }, [finished, duration])

  useEffect(() => {
    if (muted || typeof window === 'undefined' || !('speechSynthesis' in window)) return
    const synth = window.speechSynthesis
    let next = Math.max(currentIndexRef.current, 0)
    const speakNext = () => {
      if (next >= lines.length) return clearInterval(timer)
      const utterance = new SpeechSynthesisUtterance(lines[next].text)
      Object.assign(utterance, SPEECH)
      const voice = femaleVoice(synth.getVoices())
      if (voice) utterance.voice = voice
      synth.speak(utterance)
      next += 1
    }
    const timer = setInterval(speakNext, SPEECH_INTERVAL_MS)
    speakNext()
    return () => {
      clearInterval(timer)
      synth.cancel()
    }
  }, [muted, lines])

  const line = currentIndex >= 0 ? lines[currentIndex] : null
  const progress = duration > 0 ? Math.min(100, (elapsed / duration) * 100) : 0

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-rose-300 px-3 py-1 text-xs font-bold tracking-widest text-plum-950">
          <span
            aria-hidden="true"
            className="size-2 rounded-full bg-plum-950 motion-safe:animate-pulse"
          />
          {story.liveLabel}
        </span>
        <Dialog.Title className="font-serif text-2xl">{story.title}</Dialog.Title>
      </div>

      <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-plum-800 to-plum-950 p-6 text-center ring-1 ring-rose-200/30">
        <div aria-live="polite" data-testid="story-line">
          <p
            key={currentIndex}
            className="font-serif text-2xl leading-snug text-cream-50 sm:text-3xl motion-safe:animate-[ah-fade-in_600ms_ease-out]"
          >
            {line ? line.text : <span aria-hidden="true">…</span>}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <div
          role="progressbar"
          aria-label={story.title}
          aria-valuemin={0}
          aria-valuemax={duration}
          aria-valuenow={elapsed}
          aria-valuetext={`${clock(elapsed)} / ${clock(duration)}`}
          className="h-2 overflow-hidden rounded-full bg-plum-800"
        >
          <div
            className="h-full rounded-full bg-rose-300 motion-safe:transition-[width] motion-safe:duration-1000 motion-safe:ease-linear"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="text-sm text-cream-100 tabular-nums" data-testid="story-clock">
          {clock(elapsed)} / {clock(duration)}
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="button" className={ui.outline} onClick={() => setMuted((value) => !value)}>
          {muted ? story.unmuteLabel : story.muteLabel}
        </button>
        <button type="button" className={ui.primary} onClick={onDiscover}>
          {story.discoverLabel}
        </button>
        <Dialog.Close className={`${ui.outline} sm:ml-auto`}>{story.closeLabel}</Dialog.Close>
      </div>
    </div>
  )
}
