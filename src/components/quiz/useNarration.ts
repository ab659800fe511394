'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { toast, type ToastInput } from '@/components/toast'
import { registerAudio, stopAllAudio } from '@/utilities/audio'

export type NarrationState = 'idle' | 'loading' | 'playing' | 'paused'

/** §9: at least 2 s between narration requests, and 300 ms before a question is read. */
const MIN_REQUEST_GAP_MS = 2000
const AUTO_READ_DELAY_MS = 300

type Messages = { failed: ToastInput; tooSoon: ToastInput }

/** One reading: its request, and whichever of a clip or the browser's voice is speaking it. */
type Session = { controller: AbortController; audio?: HTMLAudioElement; speech?: boolean }

/**
 * Reads text aloud with the CMS's voice through POST /api/text-to-speech. A 503 means the server
 * has no voice (no ElevenLabs key, or ElevenLabs is down): the browser's own voice reads instead,
 * without a word to the visitor. Other failures say the narration is paused.
 */
export function useNarration(voiceId: string | undefined, messages: Messages) {
  const [enabled, setEnabled] = useState(true)
  const [state, setState] = useState<NarrationState>('idle')
  const session = useRef<Session | null>(null)
  const lastRequestAt = useRef(Number.NEGATIVE_INFINITY)

  const stop = useCallback(() => {
    const current = session.current
    session.current = null
    if (current) {
      current.controller.abort()
      if (current.speech && 'speechSynthesis' in window) window.speechSynthesis.cancel()
    }
    setState('idle')
  }, [])

  const read = useCallback(
    async (text: string) => {
      stop()
      lastRequestAt.current = Date.now()
      const current: Session = { controller: new AbortController() }
      session.current = current
      const { signal } = current.controller
      const isCurrent = () => session.current === current
      const finish = () => {
        if (!isCurrent()) return
        session.current = null
        setState('idle')
      }
      setState('loading')
      try {
        const response = await fetch('/api/text-to-speech', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text, voiceId }),
          signal,
        })
        if (!isCurrent()) return
        if (response.status === 503) {
          if (!('speechSynthesis' in window)) return finish()
          const utterance = new SpeechSynthesisUtterance(text)
          utterance.onend = finish
          utterance.onerror = finish
          current.speech = true
          window.speechSynthesis.cancel()
          window.speechSynthesis.speak(utterance)
          setState('playing')
          return
        }
        if (!response.ok) throw new Error(`text-to-speech answered ${response.status}`)
        const url = URL.createObjectURL(await response.blob())
        const audio = new Audio(url)
        const unregister = registerAudio(audio)
        const release = () => {
          audio.pause()
          unregister()
          URL.revokeObjectURL(url)
        }
        if (signal.aborted) return release()
        signal.addEventListener('abort', release)
        current.audio = audio
        // stopAllAudio() may pause the clip from outside: the control follows the element.
        audio.onplay = () => isCurrent() && setState('playing')
        audio.onpause = () => isCurrent() && !audio.ended && setState('paused')
        audio.onended = () => {
          finish()
          release()
        }
        await audio.play()
      } catch {
        if (signal.aborted || !isCurrent()) return
        session.current = null
        setState('idle')
        toast({ ...messages.failed, variant: 'destructive' })
      }
    },
    [messages.failed, stop, voiceId],
  )

  /** A visitor's own request: refused with a message when the last one was under 2 s ago. */
  const request = useCallback(
    (text: string) => {
      if (Date.now() - lastRequestAt.current < MIN_REQUEST_GAP_MS) {
        toast({ ...messages.tooSoon, variant: 'destructive' })
        return
      }
      void read(text)
    },
    [messages.tooSoon, read],
  )

  /**
   * Reads a question 300 ms after it appears, or once 2 s have passed since the last request,
   * whichever is later: a quick answer should delay the next reading, not lose it.
   */
  const readSoon = useCallback(
    (text: string) => {
      const wait = Math.max(
        AUTO_READ_DELAY_MS,
        lastRequestAt.current + MIN_REQUEST_GAP_MS - Date.now(),
      )
      const timer = setTimeout(() => void read(text), wait)
      return () => clearTimeout(timer)
    },
    [read],
  )

  const pause = useCallback(() => {
    const current = session.current
    if (current?.audio) current.audio.pause()
    else if (current?.speech) {
      window.speechSynthesis.pause()
      setState('paused')
    }
  }, [])

  const resume = useCallback(() => {
    const current = session.current
    if (current?.audio) {
      current.audio.play().catch(() => {
        stop()
        toast({ ...messages.failed, variant: 'destructive' })
      })
    } else if (current?.speech) {
      window.speechSynthesis.resume()
      setState('playing')
    }
  }, [messages.failed, stop])

  const toggle = useCallback(() => {
    stop()
    setEnabled((on) => !on)
  }, [stop])

  // Hidden tab, leaving the page and going back all silence the page at once.
  useEffect(() => {
    const silence = () => {
      stop()
      stopAllAudio()
    }
    const onVisibility = () => document.visibilityState === 'hidden' && silence()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', silence)
    window.addEventListener('popstate', silence)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', silence)
      window.removeEventListener('popstate', silence)
      stop()
    }
  }, [stop])

  return { enabled, toggle, state, request, readSoon, pause, resume, stop }
}
