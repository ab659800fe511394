import type { Endpoint } from 'payload'

import { jsonMessage, readJsonBody, speechResponse, voiceSettingsFor } from '@/voice/elevenLabs'
import { generateVoiceBodySchema, voiceBodyErrorMessage } from '@/voice/schema'

/** POST /api/generate-voice: the home page's story narration, as audio/mpeg. */
export const generateVoiceEndpoint: Endpoint = {
  path: '/generate-voice',
  method: 'post',
  handler: async (req) => {
    const read = await readJsonBody(req)
    if (!read.ok) return jsonMessage(400, 'The request body must be JSON.')
    const parsed = generateVoiceBodySchema.safeParse(read.body)
    if (!parsed.success) return jsonMessage(400, voiceBodyErrorMessage(parsed.error))

    const { text, voice_id: voiceId, model_id: modelId } = parsed.data
    // Read per request so a key added to the environment works without a code change.
    return speechResponse(req, { text, voiceId, modelId }, voiceSettingsFor(req))
  },
}
