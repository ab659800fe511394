import type { Endpoint } from 'payload'

import { jsonMessage, speechResponse, voiceSettingsFor } from '@/voice/elevenLabs'
import { generateVoiceBodySchema, voiceBodyErrorMessage } from '@/voice/schema'

import { readJsonObject } from './utilities/readJson'

/** POST /api/generate-voice: the home page's story narration, as audio/mpeg. */
export const generateVoiceEndpoint: Endpoint = {
  path: '/generate-voice',
  method: 'post',
  handler: async (req) => {
    const read = await readJsonObject(req)
    if (read.error) return read.error
    const parsed = generateVoiceBodySchema.safeParse(read.body)
    if (!parsed.success) return jsonMessage(400, voiceBodyErrorMessage(parsed.error))

    const { text, voice_id: voiceId, model_id: modelId } = parsed.data
    // Read per request so a key added to the environment works without a code change.
    return speechResponse(req, { text, voiceId, modelId }, voiceSettingsFor(req))
  },
}
