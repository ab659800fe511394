import { describe, expect, it } from 'vitest'

import { speechCacheKey, voiceSettingsFromEnv } from '@/voice/elevenLabs'
import { projectRoot } from '@/utilities/projectRoot'
import {
  DEFAULT_MODEL_ID,
  generateVoiceBodySchema,
  textToSpeechBodySchema,
  voiceBodyErrorMessage,
} from '@/voice/schema'

function messageFor(
  schema: typeof generateVoiceBodySchema | typeof textToSpeechBodySchema,
  body: unknown,
) {
  const result = schema.safeParse(body)
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`)
  return voiceBodyErrorMessage(result.error)
}

describe('generateVoiceBodySchema', () => {
  it('accepts a story line, trims it and keeps the model that was sent', () => {
    expect(
      generateVoiceBodySchema.parse({
        text: '  Breathe in.  ',
        voice_id: 'EXAVITQu4vr4xnSDxMaL',
        model_id: 'eleven_turbo_v2_5',
      }),
    ).toEqual({
      text: 'Breathe in.',
      voice_id: 'EXAVITQu4vr4xnSDxMaL',
      model_id: 'eleven_turbo_v2_5',
    })
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not text', 42],
    ['over 100 characters', 'm'.repeat(101)],
  ])('falls back to the default model when model_id is %s', (_label, modelId) => {
    const body = generateVoiceBodySchema.parse({ text: 'Hi', voice_id: 'v1', model_id: modelId })
    expect(body.model_id).toBe(DEFAULT_MODEL_ID)
  })

  it('accepts text of exactly 1000 characters', () => {
    const text = 'a'.repeat(1000)
    expect(generateVoiceBodySchema.parse({ text, voice_id: 'v' }).text).toBe(text)
  })

  it.each([
    [{ voice_id: 'v1' }, 'text is required'],
    [{ text: '   ', voice_id: 'v1' }, 'text is required'],
    [{ text: 7, voice_id: 'v1' }, 'text must be text'],
    [{ text: 'a'.repeat(1001), voice_id: 'v1' }, 'text must be at most 1000 characters'],
    [{ text: 'Hi' }, 'voice_id is required'],
    [{ text: 'Hi', voice_id: '' }, 'voice_id must not be empty'],
    [{ text: 'Hi', voice_id: 'v'.repeat(101) }, 'voice_id must be at most 100 characters'],
    [{ text: 'Hi', voice_id: '../v1' }, 'voice_id may contain only letters, digits, "_" and "-"'],
    [{ text: 'Hi', voice_id: 'a b' }, 'voice_id may contain only letters, digits, "_" and "-"'],
    [null, 'The request body must be a JSON object'],
    [['Hi'], 'The request body must be a JSON object'],
    ['Hi', 'The request body must be a JSON object'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(messageFor(generateVoiceBodySchema, body)).toBe(message)
  })
})

describe('textToSpeechBodySchema', () => {
  it('accepts text with or without a voiceId', () => {
    expect(textToSpeechBodySchema.parse({ text: ' Card 1 ', voiceId: 'abc_DEF-9' })).toEqual({
      text: 'Card 1',
      voiceId: 'abc_DEF-9',
    })
    expect(textToSpeechBodySchema.parse({ text: 'Card 1' })).toEqual({ text: 'Card 1' })
  })

  it.each([
    [{}, 'text is required'],
    [{ text: 'x'.repeat(1001) }, 'text must be at most 1000 characters'],
    [{ text: 'Hi', voiceId: 'a/b' }, 'voiceId may contain only letters, digits, "_" and "-"'],
    [{ text: 'Hi', voiceId: '' }, 'voiceId must not be empty'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(messageFor(textToSpeechBodySchema, body)).toBe(message)
  })
})

describe('speechCacheKey', () => {
  const base = { text: 'Breathe', voiceId: 'v1', modelId: DEFAULT_MODEL_ID }

  it('is the same for the same clip and differs when text, voice or model differ', () => {
    expect(speechCacheKey(base)).toBe(speechCacheKey({ ...base }))
    expect(speechCacheKey(base)).toMatch(/^[0-9a-f]{64}$/)
    const others = [
      { ...base, text: 'Breathe ' },
      { ...base, voiceId: 'v2' },
      { ...base, modelId: 'eleven_turbo_v2_5' },
    ].map(speechCacheKey)
    expect(new Set([speechCacheKey(base), ...others]).size).toBe(4)
  })

  it('does not confuse where one field ends and the next begins', () => {
    expect(speechCacheKey({ text: 'a', voiceId: 'b_c', modelId: 'm' })).not.toBe(
      speechCacheKey({ text: 'a_b', voiceId: 'c', modelId: 'm' }),
    )
  })
})

describe('voiceSettingsFromEnv', () => {
  it('defaults to ElevenLabs, no key and the cache under .data', () => {
    expect(voiceSettingsFromEnv({})).toMatchObject({
      apiKey: undefined,
      baseUrl: 'https://api.elevenlabs.io',
      cacheDir: `${projectRoot}/.data/voice-cache`,
      defaultVoiceId: undefined,
      timeoutMs: 15_000,
    })
  })

  it('reads every variable and treats blank values as unset', () => {
    expect(
      voiceSettingsFromEnv({
        ELEVENLABS_API_KEY: ' sk_1 ',
        ELEVENLABS_BASE_URL: 'http://127.0.0.1:9/',
        ELEVENLABS_DEFAULT_VOICE_ID: 'v1',
        VOICE_CACHE_DIR: '/tmp/voices',
      }),
    ).toMatchObject({
      apiKey: 'sk_1',
      baseUrl: 'http://127.0.0.1:9/',
      cacheDir: '/tmp/voices',
      defaultVoiceId: 'v1',
    })
    expect(voiceSettingsFromEnv({ VOICE_CACHE_DIR: 'tmp/voices' }).cacheDir).toBe(
      `${projectRoot}/tmp/voices`,
    )
    expect(
      voiceSettingsFromEnv({ ELEVENLABS_API_KEY: '  ', ELEVENLABS_BASE_URL: '' }),
    ).toMatchObject({ apiKey: undefined, baseUrl: 'https://api.elevenlabs.io' })
  })
})
