'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import {
  type Recognition,
  type RecognitionConstructor,
  recognitionConstructor,
} from '@/components/speech/recognition'
import { toast } from '@/components/toast'

/** §9: after recognition ends on its own while still on, it starts again this much later. */
const RESTART_DELAY_MS = 100

export const SPEECH_UNSUPPORTED = {
  title: 'Speech recognition not supported',
  description: 'Please use a modern browser that supports speech recognition.',
}
const retryHint = 'Please check your microphone permissions and try again.'

const neverChanges = () => () => {}

/** Whether the browser has speech recognition; null while rendering on the server. */
export function useSpeechSupport(): boolean | null {
  return useSyncExternalStore(
    neverChanges,
    () => Boolean(recognitionConstructor()),
    () => null,
  )
}

/** The spoken words go after what is already written, separated by one space. */
const append = (before: string, spoken: string) =>
  before && spoken ? `${before.replace(/\s+$/, '')} ${spoken}` : before || spoken

type Answer = {
  text: () => string
  setText: (text: string) => void
  setListening: (listening: boolean) => void
}

/**
 * Capture is on or off (§4): on by request, off by request or on an error. When the browser ends
 * recognition by itself (silence, time limits) while on, it starts again after 100 ms. Each
 * session's words are appended to the text the answer had when the session started.
 */
function createSpeechCapture(answer: Answer) {
  let recognition: Recognition | null = null
  let on = false
  let retrying = false
  let timer: ReturnType<typeof setTimeout> | undefined
  // The answer before this session's words, and how many of this session's results to leave out.
  let before = ''
  let ignored = 0
  let heard = 0

  function turnOff() {
    on = false
    retrying = false
    clearTimeout(timer)
    answer.setListening(false)
  }

  function startSession(isRetry: boolean) {
    if (!recognition || !on) return
    before = answer.text()
    ignored = heard = 0
    try {
      recognition.start()
    } catch (error) {
      // §8: one that is still running is stopped and started again 100 ms later, once.
      if ((error as Error | null)?.name === 'InvalidStateError' && !isRetry) {
        retrying = true
        recognition.stop()
        timer = setTimeout(() => {
          retrying = false
          startSession(true)
        }, RESTART_DELAY_MS)
        return
      }
      turnOff()
      toast({
        title: 'Failed to start listening',
        description: isRetry ? 'Please refresh the page and try again.' : retryHint,
        variant: 'destructive',
      })
    }
  }

  function create(Constructor: RecognitionConstructor) {
    const created = new Constructor()
    created.lang = 'en-US'
    created.continuous = true
    created.interimResults = true
    created.onresult = (event) => {
      heard = event.results.length
      let spoken = ''
      for (let index = ignored; index < event.results.length; index++) {
        spoken += event.results[index]?.[0]?.transcript ?? ''
      }
      answer.setText(append(before, spoken.trim()))
    }
    created.onerror = (event) => {
      // Silence and our own stop end a session quietly; the end handler decides what follows.
      if (event.error === 'no-speech' || event.error === 'aborted') return
      turnOff()
      toast({ title: 'Speech recognition failed', description: retryHint, variant: 'destructive' })
    }
    created.onend = () => {
      if (!on || retrying) return
      timer = setTimeout(() => startSession(false), RESTART_DELAY_MS)
    }
    return created
  }

  return {
    start() {
      const Constructor = recognitionConstructor()
      if (!Constructor) return void toast(SPEECH_UNSUPPORTED)
      recognition ??= create(Constructor)
      on = true
      answer.setListening(true)
      startSession(false)
      if (on) {
        toast({
          title: 'Listening...',
          description: 'Speak your answer clearly. It will be transcribed into the text box.',
        })
      }
    },
    stop() {
      turnOff()
      recognition?.stop()
    },
    /** The answer was cleared: words already heard in this session stay out of it. */
    forget() {
      before = ''
      ignored = heard
    },
    dispose() {
      on = false
      clearTimeout(timer)
      if (!recognition) return
      recognition.onresult = recognition.onerror = recognition.onend = null
      recognition.abort()
      recognition = null
    },
  }
}

/** Speech-to-text into one answer (§4, §8): en-US, continuous, interim results shown live. */
export function useSpeechToText(value: string, onChange: (text: string) => void) {
  const [listening, setListening] = useState(false)
  const latest = useRef({ value, onChange })
  useEffect(() => {
    latest.current = { value, onChange }
  })
  const capture = useRef<ReturnType<typeof createSpeechCapture>>(null)
  // Leaving the step (or the page) ends capture for good.
  useEffect(() => () => capture.current?.dispose(), [])

  return {
    listening,
    start() {
      capture.current ??= createSpeechCapture({
        text: () => latest.current.value,
        setText: (text) => {
          latest.current.value = text
          latest.current.onChange(text)
        },
        setListening,
      })
      capture.current.start()
    },
    stop: () => capture.current?.stop(),
    forget: () => capture.current?.forget(),
  }
}
