import type { Endpoint } from 'payload'

import {
  NOT_CONFIGURED_MESSAGE,
  jsonMessage,
  speechResponse,
  voiceSettingsFor,
} from '@/voice/elevenLabs'
import {
  DEFAULT_MODEL_ID,
  textToSpeechBodySchema,
  voiceBodyErrorMessage,
  voiceIdSchema,
} from '@/voice/schema'

import { readJsonObject } from './utilities/readJson'

/** POST /api/text-to-speech: the quiz narration, as audio/mpeg. */
export const textToSpeechEndpoint: Endpoint = {
  path: '/text-to-speech',
  method: 'post',
  handler: async (req) => {
    const read = await readJsonObject(req)
    if (read.error) return read.error
    const parsed = textToSpeechBodySchema.safeParse(read.body)
    if (!parsed.success) return jsonMessage(400, voiceBodyErrorMessage(parsed.error))

    const settings = voiceSettingsFor(req)
    // Without a key the voice question is moot: say so rather than blame the missing voiceId.
    if (!settings.apiKey) return jsonMessage(503, NOT_CONFIGURED_MESSAGE)
    let voiceId = parsed.data.voiceId
    if (!voiceId) {
      if (!settings.defaultVoiceId) return jsonMessage(400, 'voiceId is required')
      // The default goes into ElevenLabs' URL like a client's id, so it must meet the same rule;
      // a bad one is the server's fault, not the visitor's.
      const fallback = voiceIdSchema('ELEVENLABS_DEFAULT_VOICE_ID').safeParse(
        settings.defaultVoiceId,
      )
      if (!fallback.success) {
        req.payload.logger.warn(`Voice narration is off: ${voiceBodyErrorMessage(fallback.error)}`)
        return jsonMessage(503, NOT_CONFIGURED_MESSAGE)
      }
      voiceId = fallback.data
    }
    return speechResponse(
      req,
      { text: parsed.data.text, voiceId, modelId: DEFAULT_MODEL_ID },
      settings,
    )
  },
}
