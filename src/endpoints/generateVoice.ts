import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { audioResponse } from '@/voice/elevenLabs'

/**
 * POST /api/generate-voice {text, voice_id, model_id}: the home page's story narration, as
 * audio/mpeg (narrateStory).
 */
export const generateVoiceEndpoint = operationEndpoint(
  catalogue.narrateStory,
  ROUTES.narrateStory,
  {
    fieldMessages: false,
    respond: audioResponse,
  },
)
