'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { toast } from '@/components/toast'
import { trackEvent } from '@/utilities/analytics'
import { registerAudio } from '@/utilities/audio'

type Props = {
  lines: string[]
  durationSeconds: number
  playLabel: string
  voiceId?: string
  completion: { title: string; description?: string }
}

const COMPLETION_TOAST_DELAY_MS = 2000

/** Reads the story with the server's voice when it has one, else with the browser's own voice. */
async function narrate(text: string, voiceId: string | undefined, signal: AbortSignal) {
  try {
    if (!voiceId) throw new Error('no server voice chosen')
    const response = await fetch('/api/generate-voice', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text, voice_id: voiceId, model_id: 'eleven_multilingual_v2' }),
      signal,
    })
    if (!response.ok) throw new Error(String(response.status))
    const audio = new Audio(URL.createObjectURL(await response.blob()))
    const unregister = registerAudio(audio)
    signal.addEventListener('abort', () => {
      audio.pause()
      unregister()
    })
    await audio.play()
  } catch {
    if (signal.aborted || !('speechSynthesis' in window)) return
    // The spec: a failed voice falls back to the browser's speech, without a message.
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(text))
  }
}

/**
 * A simulated story "video": progress climbs each second for `durationSeconds` while the lines
 * appear in turn and are narrated. When it ends a toast follows 2 s later and it resets; Stop
 * clears everything at once.
 */
export function StoryPlayer({ lines, durationSeconds, playLabel, voiceId, completion }: Props) {
  const [elapsed, setElapsed] = useState<number | null>(null)
  const narration = useRef<AbortController | null>(null)
  const completionToast = useRef<ReturnType<typeof setTimeout>>(undefined)
  const playing = elapsed !== null

  const stop = useCallback(() => {
    narration.current?.abort()
    narration.current = null
    if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    setElapsed(null)
  }, [])

  useEffect(() => {
    if (!playing) return
    let seconds = 0
    const timer = setInterval(() => {
      seconds += 1
      if (seconds < durationSeconds) return setElapsed(seconds)
      stop()
      completionToast.current = setTimeout(
        () => toast({ title: completion.title, description: completion.description }),
        COMPLETION_TOAST_DELAY_MS,
      )
    }, 1000)
    return () => clearInterval(timer)
  }, [playing, durationSeconds, completion, stop])

  useEffect(
    () => () => {
      clearTimeout(completionToast.current)
      stop()
    },
    [stop],
  )

  const play = () => {
    clearTimeout(completionToast.current)
    trackEvent('video_play', { category: 'engagement', label: 'home_story' })
    setElapsed(0)
    narration.current = new AbortController()
    void narrate(lines.join(' '), voiceId, narration.current.signal)
  }

  const secondsPerLine = durationSeconds / lines.length
  const lineIndex = playing ? Math.min(lines.length - 1, Math.floor(elapsed / secondsPerLine)) : 0
  const progress = playing ? Math.round((elapsed / durationSeconds) * 100) : 0

  return (
    <div className="rounded-3xl bg-plum-950 p-8 text-cream-50 shadow-lg">
      <p className="min-h-24 font-serif text-2xl leading-relaxed" aria-live="polite">
        {lines[lineIndex]}
      </p>
      <div
        role="progressbar"
        aria-label="Story progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-6 h-2 overflow-hidden rounded-full bg-white/20"
      >
        <div className="h-full bg-rose-300 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <button
        type="button"
        onClick={playing ? stop : play}
        className="mt-6 rounded-full bg-rose-300 px-7 py-3 font-semibold text-plum-950 hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50"
      >
        {playing ? 'Stop' : playLabel}
      </button>
    </div>
  )
}
