'use client'

import { useId, useRef } from 'react'

import { toast } from '@/components/toast'

import { useSpeechSupport, useSpeechToText } from './useSpeechToText'

type Props = {
  name: string
  question: string
  value: string
  error?: string
  onChange: (value: string) => void
}

export const fieldStyle =
  'w-full rounded-xl border-2 border-plum-100 bg-white px-4 py-3 text-plum-950 placeholder:text-plum-700 focus-visible:border-plum-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300 aria-invalid:border-red-700'
export const quietButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-plum-800 px-5 py-2 font-semibold text-plum-900 hover:bg-plum-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-300 disabled:cursor-not-allowed disabled:border-plum-100 disabled:text-plum-700'

/** One long answer: typed, or spoken through the browser's speech recognition. */
export function AnswerStep({ name, question, value, error, onChange }: Props) {
  const id = useId()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const supported = useSpeechSupport()
  const speech = useSpeechToText(value, onChange)

  function clear() {
    speech.forget()
    onChange('')
    toast({
      title: 'Recording deleted',
      description: 'You can record a new answer or type your response.',
    })
    // The button goes away with the text; her place is the empty answer.
    textarea.current?.focus()
  }

  return (
    <div className="grid gap-4">
      <h2 className="font-serif text-2xl leading-snug text-plum-900 sm:text-3xl">
        <label htmlFor={`${id}-answer`}>{question}</label>
      </h2>
      <p id={`${id}-hint`} className="text-plum-800">
        Write in your own words, or speak your answer. At least 10 characters.
      </p>
      <textarea
        ref={textarea}
        id={`${id}-answer`}
        name={name}
        rows={7}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${fieldStyle} min-h-40 resize-y`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={speech.listening ? speech.stop : speech.start}
          disabled={supported === false}
          className={quietButton}
        >
          {speech.listening ? <StopIcon /> : <MicrophoneIcon />}
          {speech.listening ? 'Stop Listening' : 'Speak Your Answer'}
        </button>
        {value && (
          <button type="button" onClick={clear} className={quietButton}>
            Clear Text
          </button>
        )}
        {speech.listening && (
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-plum-800">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full bg-red-700 motion-safe:animate-pulse"
            />
            Listening
          </span>
        )}
      </div>
      {supported === false && (
        <p className="text-sm text-plum-800">Speech-to-text not supported in this browser</p>
      )}
    </div>
  )
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const MicrophoneIcon = () => (
  <svg {...iconProps}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </svg>
)

const StopIcon = () => (
  <svg {...iconProps}>
    <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
  </svg>
)
