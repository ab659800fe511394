// The Web Speech API is not in TypeScript's DOM library; this is the part the application form's
// answers and the AI Assistant's voice fallback use.
export type RecognitionEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> }

export type Recognition = {
  lang: string
  continuous: boolean
  interimResults: boolean
  start(): void
  stop(): void
  abort(): void
  onresult: ((event: RecognitionEvent) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
}

export type RecognitionConstructor = new () => Recognition

/** The browser's speech recognition, under its standard or its WebKit name; undefined if none. */
export function recognitionConstructor(): RecognitionConstructor | undefined {
  const speech = window as unknown as Record<string, RecognitionConstructor | undefined>
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition
}
