import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { audioResponse } from '@/voice/elevenLabs'

/** POST /api/text-to-speech {text, voiceId}: the quiz narration, as audio/mpeg (narrateQuizText). */
export const textToSpeechEndpoint = operationEndpoint(
  catalogue.narrateQuizText,
  ROUTES.narrateQuizText,
  {
    fieldMessages: false,
    respond: audioResponse,
  },
)
