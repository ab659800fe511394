'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { type Recognition, recognitionConstructor } from '@/components/speech/recognition'

import {
  AI_MESSAGES,
  MAX_VOICE_BYTES,
  VOICE_FIELD,
  VOICE_FILE_NAME,
  VOICE_NEEDS_KEY,
} from '@/assistant/constants'

import { AssistantApiError, sendVoice } from './api'
import { notify } from './notify'
import { WAV_SAMPLE_RATE, wavBlob } from './wav'

/** Spec §4: idle → recording → processing → idle. */
export type VoiceState = 'idle' | 'recording' | 'processing'

const canRecord = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof window.AudioContext === 'function'

/** What this browser can do: 'both', 'record', 'speech' or 'none'; null while on the server. */
type Support = 'both' | 'record' | 'speech' | 'none'
const neverChanges = () => () => {}
function useSupport(): Support | null {
  return useSyncExternalStore<Support | null>(
    neverChanges,
    () => {
      const record = canRecord()
      const speech = Boolean(recognitionConstructor())
      return record && speech ? 'both' : record ? 'record' : speech ? 'speech' : 'none'
    },
    () => null,
  )
}

/** The longest recording that still fits the server's limit as 16 kHz, 16-bit WAV. */
const MAX_SECONDS = Math.floor((MAX_VOICE_BYTES - 44) / (WAV_SAMPLE_RATE * 2)) - 1

type Recording = {
  stream: MediaStream
  context: AudioContext
  source: MediaStreamAudioSourceNode
  processor: ScriptProcessorNode
  chunks: Float32Array[]
  timer: ReturnType<typeof setTimeout>
}

const micError = () => notify('error', AI_MESSAGES.micTitle, AI_MESSAGES.micBody)
const voiceError = (message?: string) =>
  notify('error', AI_MESSAGES.voiceTitle, message || AI_MESSAGES.voiceBody)

/**
 * Voice commands (spec §4, §7): the microphone is recorded as WAV and sent to
 * /api/admin/voice-command, which answers the words heard. When the server has no transcription
 * service (503), the browser's own speech recognition listens instead, for this command and the
 * next ones. `onTranscript` receives the words and whether to run them at once.
 */
export function useVoiceCommand(onTranscript: (text: string, autoExecute: boolean) => void) {
  const support = useSupport()
  const [state, setState] = useState<VoiceState>('idle')
  const [useBrowser, setUseBrowser] = useState(false)
  const [info, setInfo] = useState<string | null>(null)
  const recording = useRef<Recording | null>(null)
  const recognition = useRef<Recognition | null>(null)
  const latest = useRef(onTranscript)
  useEffect(() => {
    latest.current = onTranscript
  })

  const release = useCallback(() => {
    const current = recording.current
    recording.current = null
    if (!current) return null
    clearTimeout(current.timer)
    current.processor.onaudioprocess = null
    current.source.disconnect()
    current.processor.disconnect()
    current.stream.getTracks().forEach((track) => track.stop())
    void current.context.close().catch(() => undefined)
    return current
  }, [])

  // Leaving the tab ends any recording and listening for good.
  useEffect(
    () => () => {
      release()
      const listening = recognition.current
      if (listening) {
        listening.onresult = listening.onerror = listening.onend = null
        listening.abort()
      }
    },
    [release],
  )

  const listen = useCallback(() => {
    const Constructor = recognitionConstructor()
    if (!Constructor) {
      setState('idle')
      voiceError()
      return
    }
    const listener = new Constructor()
    recognition.current = listener
    listener.lang = 'en-US'
    listener.continuous = false
    listener.interimResults = false
    let heard = ''
    listener.onresult = (event) => {
      heard = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim()
    }
    listener.onerror = (event) => {
      // Silence and her own Stop end a session quietly.
      if (event.error === 'no-speech' || event.error === 'aborted') return
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') micError()
      else voiceError()
    }
    listener.onend = () => {
      recognition.current = null
      setState('idle')
      // The browser cannot tell a question from a change: she presses send herself.
      if (heard) latest.current(heard, false)
    }
    try {
      listener.start()
      setState('recording')
    } catch {
      recognition.current = null
      setState('idle')
      voiceError()
    }
  }, [])

  const finishRecording = useCallback(async () => {
    const current = release()
    if (!current) return
    setState('processing')
    const blob = wavBlob(current.chunks, current.context.sampleRate)
    try {
      const answer = await sendVoice(blob, VOICE_FIELD, VOICE_FILE_NAME)
      setState('idle')
      const words = answer.transcript?.trim() ?? ''
      if (!words) {
        voiceError('Nothing was heard. Please try again, a little closer to the microphone.')
        return
      }
      latest.current(words, answer.autoExecute === true)
    } catch (error) {
      if (error instanceof AssistantApiError && error.status === 503 && recognitionConstructor()) {
        // No transcription service on this site: the browser listens, now and from now on.
        setUseBrowser(true)
        setInfo(`${error.serverMessage || VOICE_NEEDS_KEY} Please say your command again now.`)
        listen()
        return
      }
      setState('idle')
      if (error instanceof AssistantApiError && error.status === 503) {
        voiceError(
          'Voice commands need an AI service on this site or a browser that recognises speech (Chrome, Edge or Safari). Please type your command.',
        )
        return
      }
      voiceError(error instanceof AssistantApiError ? error.serverMessage : undefined)
    }
  }, [listen, release])

  const start = useCallback(async () => {
    if (state !== 'idle') return
    if (useBrowser || support === 'speech') {
      listen()
      return
    }
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      })
    } catch {
      micError()
      return
    }
    try {
      const context = new AudioContext()
      // A context made after an await may start suspended (autoplay rules): it must run to record.
      void context.resume().catch(() => undefined)
      const source = context.createMediaStreamSource(stream)
      // A ScriptProcessor hands us the raw samples without a separate worklet file to serve.
      const processor = context.createScriptProcessor(4096, 1, 1)
      const chunks: Float32Array[] = []
      processor.onaudioprocess = (event) => {
        chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)))
      }
      source.connect(processor)
      // Chromium runs the processor only while it is connected to the output (it stays silent).
      processor.connect(context.destination)
      const timer = setTimeout(() => void finishRecording(), MAX_SECONDS * 1000)
      recording.current = { stream, context, source, processor, chunks, timer }
      setState('recording')
    } catch {
      stream.getTracks().forEach((track) => track.stop())
      micError()
    }
  }, [finishRecording, listen, state, support, useBrowser])

  const stop = useCallback(() => {
    if (recognition.current) {
      setState('processing')
      recognition.current.stop()
      return
    }
    void finishRecording()
  }, [finishRecording])

  const unavailable =
    support === 'none'
      ? 'Voice commands need a browser that can use the microphone (for example a current Chrome, Edge, Safari or Firefox).'
      : null

  return { state, start, stop, info, unavailable, ready: support !== null }
}
