import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { audioResponse } from '@/voice/elevenLabs'

/** POST /api/text-to-speech {text, voiceId}: the quiz narration, as audio/mpeg (narrateQuizText). */
export const textToSpeechEndpoint = operationEndpoint(catalogue.narrateQuizText, {
  path: '/text-to-speech',
  method: 'post',
  fieldMessages: false,
  respond: audioResponse,
})
