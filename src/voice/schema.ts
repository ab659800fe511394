import { z } from 'zod'

// No server-only imports here: a client form is meant to validate with the same rules.

const TEXT_MAX_LENGTH = 1000
export const VOICE_ID_MAX_LENGTH = 100
const MODEL_ID_MAX_LENGTH = 100
export const DEFAULT_MODEL_ID = 'eleven_multilingual_v2'

/** The voice id becomes part of ElevenLabs' URL path, so only URL-safe characters pass. */
export const VOICE_ID_PATTERN = /^[A-Za-z0-9_-]+$/

function requiredString(name: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`),
  })
}

const speechTextSchema = requiredString('text')
  .trim()
  .min(1, 'text is required')
  .max(TEXT_MAX_LENGTH, `text must be at most ${TEXT_MAX_LENGTH} characters`)

export function voiceIdSchema(name: string) {
  return requiredString(name)
    .min(1, `${name} must not be empty`)
    .max(VOICE_ID_MAX_LENGTH, `${name} must be at most ${VOICE_ID_MAX_LENGTH} characters`)
    .regex(VOICE_ID_PATTERN, `${name} may contain only letters, digits, "_" and "-"`)
}

/**
 * The home page sends whatever model name it was built with; an unusable value should not cost
 * the visitor their narration, so it falls back to the default model instead of failing.
 */
const modelIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(MODEL_ID_MAX_LENGTH)
  .catch(DEFAULT_MODEL_ID)

const objectBody = { error: 'The request body must be a JSON object' }

/** POST /api/generate-voice (home page story narration). */
export const generateVoiceBodySchema = z.object(
  {
    text: speechTextSchema,
    voice_id: voiceIdSchema('voice_id'),
    model_id: modelIdSchema,
  },
  objectBody,
)

/** POST /api/text-to-speech (quiz narration); the server's default voice covers a missing id. */
export const textToSpeechBodySchema = z.object(
  {
    text: speechTextSchema,
    voiceId: voiceIdSchema('voiceId').optional(),
  },
  objectBody,
)

export type GenerateVoiceBodyInput = z.input<typeof generateVoiceBodySchema>
export type GenerateVoiceBody = z.output<typeof generateVoiceBodySchema>
export type TextToSpeechBodyInput = z.input<typeof textToSpeechBodySchema>
export type TextToSpeechBody = z.output<typeof textToSpeechBodySchema>

/** One sentence for a person: the first problem found is the one worth fixing first. */
export function voiceBodyErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request body is not valid'
}
