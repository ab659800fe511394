import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'

import { NOT_CONFIGURED_MESSAGE, speak, voiceSettingsFor } from '../elevenLabs'
import { mayNarrate } from '../narratable'
import {
  DEFAULT_MODEL_ID,
  type GenerateVoiceBody,
  type TextToSpeechBody,
  voiceBodyErrorMessage,
  voiceIdSchema,
} from '../schema'

/**
 * The quiz's narration: a clip of the text in the voice asked for, or the server's default voice.
 * Without a key the voice question is moot: it says so rather than blame a missing voiceId.
 */
export async function narrateQuizText(req: PayloadRequest, { text, voiceId }: TextToSpeechBody) {
  const settings = voiceSettingsFor(req)
  if (!settings.apiKey) throw new AppError('unavailable', NOT_CONFIGURED_MESSAGE)
  let voice = voiceId
  if (!voice) {
    if (!settings.defaultVoiceId) throw new AppError('bad_request', 'voiceId is required')
    // The default goes into ElevenLabs' URL like a client's id, so it must meet the same rule;
    // a bad one is the server's fault, not the visitor's.
    const fallback = voiceIdSchema('ELEVENLABS_DEFAULT_VOICE_ID').safeParse(settings.defaultVoiceId)
    if (!fallback.success) {
      req.payload.logger.warn(`Voice narration is off: ${voiceBodyErrorMessage(fallback.error)}`)
      throw new AppError('unavailable', NOT_CONFIGURED_MESSAGE)
    }
    voice = fallback.data
  }
  if (!(await mayNarrate(req.payload, 'quiz', text, voice, settings.defaultVoiceId))) {
    throw new AppError('bad_request', NOT_NARRATED)
  }
  return speak(req, { text, voiceId: voice, modelId: DEFAULT_MODEL_ID }, settings)
}

/**
 * The answer to a text the site does not publish for narration, or another voice: the routes
 * read the site's own quiz and story aloud in her voice, nothing else (each clip is paid for on
 * her account, and her voice is hers).
 */
const NOT_NARRATED =
  'Only the quiz and the story published on this site are read aloud, in the voice chosen for them.'

/** The home page's story narration, in the voice and model it names. */
export async function narrateStory(
  req: PayloadRequest,
  { text, voice_id: voiceId, model_id: modelId }: GenerateVoiceBody,
) {
  // Read per request so a key added to the environment works without a code change.
  const settings = voiceSettingsFor(req)
  if (!settings.apiKey) throw new AppError('unavailable', NOT_CONFIGURED_MESSAGE)
  if (!(await mayNarrate(req.payload, 'story', text, voiceId))) {
    throw new AppError('bad_request', NOT_NARRATED)
  }
  return speak(req, { text, voiceId, modelId }, settings)
}
