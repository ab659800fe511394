import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { generateVoiceEndpoint } from '@/endpoints/generateVoice'
import { textToSpeechEndpoint } from '@/endpoints/textToSpeech'
import { VoiceUnavailableError, speechResponse, synthesizeSpeech } from '@/voice/elevenLabs'

import { publishNarration } from './fixtures/narration'
import { getTestPayload } from './payload'

// The narration budget per visitor is counted in Postgres: requests carry the real Payload.
let payload: Payload

const API_KEY = 'fake-elevenlabs-key-for-tests'
const AUDIO = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0xff, 0xfb])

interface PeerCall {
  method?: string
  url?: string
  apiKey?: string | string[]
  accept?: string
  body: unknown
}

/** Plays ElevenLabs' text-to-speech route over real HTTP and records what it was sent. */
class FakeElevenLabs {
  calls: PeerCall[] = []
  mode: 'ok' | 'fail' | 'hang' = 'ok'
  delayMs = 0
  private server = http.createServer((req, res) => void this.answer(req, res))

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown = raw
    try {
      body = JSON.parse(raw)
    } catch {}
    this.calls.push({
      method: req.method,
      url: req.url,
      apiKey: req.headers['xi-api-key'],
      accept: req.headers.accept,
      body,
    })

    if (this.mode === 'hang') return
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    const match = /^\/v1\/text-to-speech\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":"Not Found"}')
      return
    }
    if (this.mode === 'fail' || req.headers['xi-api-key'] !== API_KEY) {
      // Echoes the key so the test can prove it never reaches the log.
      res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ detail: { status: 'invalid_api_key', key: API_KEY } }))
      return
    }
    res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(AUDIO)
  }
}

const peer = new FakeElevenLabs()
let peerUrl: string
let cacheDir: string
let warnings: string[]

function requestWith(body: string, warn = warnings): PayloadRequest {
  const request = new Request('http://localhost/api/voice', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
  return {
    json: () => request.json(),
    text: () => request.text(),
    headers: request.headers,
    payload: Object.assign(Object.create(payload), {
      logger: { warn: (message: string) => warn.push(message) },
    }),
  } as unknown as PayloadRequest
}

function call(endpoint: typeof generateVoiceEndpoint, body: unknown): Promise<Response> {
  return Promise.resolve(endpoint.handler(requestWith(JSON.stringify(body))))
}

const story = { text: 'You were never too much.', voice_id: 'soulSister_01', model_id: 'eleven_v3' }

beforeAll(async () => {
  peerUrl = await peer.start()
  payload = await getTestPayload({ seeded: true })
  // The routes read only what the site publishes for narration, in its voices.
  await publishNarration(payload, {
    quizVoices: ['quizVoice', 'v1'],
    quizTexts: ['Card 1 of 6', 'Card 2 of 6', 'Hi'],
    story: { text: story.text, voices: ['soulSister_01', 'daddy'] },
  })
})

afterAll(async () => {
  await peer.stop()
})

beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-cache-'))
  peer.calls = []
  peer.mode = 'ok'
  peer.delayMs = 0
  warnings = []
  vi.stubEnv('ELEVENLABS_API_KEY', API_KEY)
  vi.stubEnv('ELEVENLABS_BASE_URL', peerUrl)
  vi.stubEnv('ELEVENLABS_DEFAULT_VOICE_ID', undefined)
  vi.stubEnv('VOICE_CACHE_DIR', cacheDir)
})

afterEach(() => {
  vi.unstubAllEnvs()
  fs.rmSync(cacheDir, { recursive: true, force: true })
})

describe('POST /api/generate-voice', () => {
  it('returns ElevenLabs audio and sends it the key, voice, trimmed text and model', async () => {
    const response = await call(generateVoiceEndpoint, { ...story, text: `  ${story.text}\n` })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(response.headers.get('x-voice-cache')).toBe('miss')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(AUDIO)
    expect(peer.calls).toEqual([
      {
        method: 'POST',
        url: '/v1/text-to-speech/soulSister_01',
        apiKey: API_KEY,
        accept: 'audio/mpeg',
        body: { text: story.text, model_id: 'eleven_v3' },
      },
    ])
  })

  it('serves a repeated request from the cache without calling ElevenLabs again', async () => {
    const first = await call(generateVoiceEndpoint, story)
    expect(first.headers.get('x-voice-cache')).toBe('miss')
    await first.arrayBuffer()

    const second = await call(generateVoiceEndpoint, story)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-voice-cache')).toBe('hit')
    expect(Buffer.from(await second.arrayBuffer())).toEqual(AUDIO)
    expect(peer.calls).toHaveLength(1)
    // One finished clip, no temporary file left behind.
    expect(fs.readdirSync(cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.mp3$/)])

    const otherVoice = await call(generateVoiceEndpoint, { ...story, voice_id: 'daddy' })
    expect(otherVoice.headers.get('x-voice-cache')).toBe('miss')
    expect(peer.calls).toHaveLength(2)
  })

  it('makes one ElevenLabs call for two identical requests arriving together', async () => {
    peer.delayMs = 100
    const [a, b] = await Promise.all([
      call(generateVoiceEndpoint, story),
      call(generateVoiceEndpoint, story),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(peer.calls).toHaveLength(1)
  })

  it('uses the default model when model_id is unusable', async () => {
    await call(generateVoiceEndpoint, { ...story, model_id: '' })
    expect(peer.calls[0]?.body).toEqual({ text: story.text, model_id: 'eleven_multilingual_v2' })
  })

  it('answers 503 "not configured" without an API key, calling no one', async () => {
    vi.stubEnv('ELEVENLABS_API_KEY', undefined)
    const response = await call(generateVoiceEndpoint, story)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'Voice narration is not configured on this server.',
    })
    expect(peer.calls).toHaveLength(0)
  })

  it('answers 503 "unavailable" when ElevenLabs refuses, logs why without the key, caches nothing', async () => {
    peer.mode = 'fail'
    const response = await call(generateVoiceEndpoint, story)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Voice narration is unavailable right now.' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('401')
    expect(warnings[0]).toContain('invalid_api_key')
    expect(warnings[0]).not.toContain(API_KEY)

    peer.mode = 'ok'
    const retry = await call(generateVoiceEndpoint, story)
    expect(retry.headers.get('x-voice-cache')).toBe('miss')
    expect(peer.calls).toHaveLength(2)
  })

  it('answers 503 "unavailable" when ElevenLabs cannot be reached', async () => {
    await peer.stop()
    try {
      const response = await call(generateVoiceEndpoint, story)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        message: 'Voice narration is unavailable right now.',
      })
      expect(warnings[0]).toMatch(/network/)
    } finally {
      peerUrl = await peer.start()
    }
  })

  it.each([
    ['missing text', JSON.stringify({ voice_id: 'v1' }), 'text is required'],
    [
      '1001-character text',
      JSON.stringify({ text: 'a'.repeat(1001), voice_id: 'v1' }),
      'text must be at most 1000 characters',
    ],
    [
      'a voice id with a slash',
      JSON.stringify({ text: 'Hi', voice_id: '../admin' }),
      'voice_id may contain only letters, digits, "_" and "-"',
    ],
    ['missing voice id', JSON.stringify({ text: 'Hi' }), 'voice_id is required'],
    ['a body that is not JSON', 'text=Hi', 'The request body must be JSON.'],
    ['an empty body', '', 'text is required'],
    ['a JSON array', '["Hi"]', 'The request body must be a JSON object.'],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await generateVoiceEndpoint.handler(requestWith(body))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
    expect(peer.calls).toHaveLength(0)
  })

  it('answers 400 when the request has no body reader at all', async () => {
    const req = { payload: { logger: { warn: () => {} } } } as unknown as PayloadRequest
    const response = await generateVoiceEndpoint.handler(req)
    expect(response.status).toBe(400)
  })
})

describe('POST /api/text-to-speech', () => {
  it('returns audio for the voice the quiz asks for, with the default model', async () => {
    const response = await call(textToSpeechEndpoint, { text: 'Card 1 of 6', voiceId: 'quizVoice' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(AUDIO)
    expect(peer.calls[0]).toMatchObject({
      url: '/v1/text-to-speech/quizVoice',
      body: { text: 'Card 1 of 6', model_id: 'eleven_multilingual_v2' },
    })

    const again = await call(textToSpeechEndpoint, { text: 'Card 1 of 6', voiceId: 'quizVoice' })
    expect(again.headers.get('x-voice-cache')).toBe('hit')
    expect(peer.calls).toHaveLength(1)
  })

  it('uses ELEVENLABS_DEFAULT_VOICE_ID when no voiceId is sent', async () => {
    vi.stubEnv('ELEVENLABS_DEFAULT_VOICE_ID', 'serverDefault')
    const response = await call(textToSpeechEndpoint, { text: 'Card 2 of 6' })
    expect(response.status).toBe(200)
    expect(peer.calls[0]?.url).toBe('/v1/text-to-speech/serverDefault')
  })

  it('answers 400 when no voiceId is sent and the server has no default', async () => {
    const response = await call(textToSpeechEndpoint, { text: 'Card 2 of 6' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'voiceId is required' })
  })

  it('answers 503 "not configured" when the default voice id is malformed', async () => {
    vi.stubEnv('ELEVENLABS_DEFAULT_VOICE_ID', 'not/a/voice')
    const response = await call(textToSpeechEndpoint, { text: 'Card 2 of 6' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'Voice narration is not configured on this server.',
    })
    expect(warnings[0]).toContain('ELEVENLABS_DEFAULT_VOICE_ID')
    expect(peer.calls).toHaveLength(0)
  })

  it('answers 503 "not configured" without an API key', async () => {
    vi.stubEnv('ELEVENLABS_API_KEY', '')
    const response = await call(textToSpeechEndpoint, { text: 'Hi', voiceId: 'v1' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'Voice narration is not configured on this server.',
    })
  })

  it('answers 503 "unavailable" when ElevenLabs fails', async () => {
    peer.mode = 'fail'
    const response = await call(textToSpeechEndpoint, { text: 'Hi', voiceId: 'v1' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Voice narration is unavailable right now.' })
  })

  it.each([
    [{ voiceId: 'v1' }, 'text is required'],
    [{ text: 'a'.repeat(1001), voiceId: 'v1' }, 'text must be at most 1000 characters'],
    [{ text: 'Hi', voiceId: 'a b' }, 'voiceId may contain only letters, digits, "_" and "-"'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await call(textToSpeechEndpoint, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
  })
})

describe('the voice routes speak only what the site publishes, in her voices', () => {
  const refused = async (endpoint: typeof generateVoiceEndpoint, body: unknown) => {
    const response = await call(endpoint, body)
    expect(response.status, JSON.stringify(body)).toBe(400)
    expect(await response.json()).toEqual({
      message:
        'Only the quiz and the story published on this site are read aloud, in the voice chosen for them.',
    })
  }

  it('any other text, on either route, in any voice: 400, and ElevenLabs is never called', async () => {
    const impersonation = 'Hi, it is me. Please send the wire transfer today.'
    await refused(generateVoiceEndpoint, { text: impersonation, voice_id: 'soulSister_01' })
    await refused(textToSpeechEndpoint, { text: impersonation, voiceId: 'quizVoice' })
    await refused(textToSpeechEndpoint, { text: 'a'.repeat(1000), voiceId: 'quizVoice' })
    expect(peer.calls).toHaveLength(0)
  })

  it('her texts in a voice not chosen for them: 400 (a story line in a quiz voice, a quiz text in a cloned one)', async () => {
    await refused(generateVoiceEndpoint, {
      text: story.text,
      voice_id: 'someOtherVoiceOnHerAccount',
    })
    await refused(generateVoiceEndpoint, { text: 'Card 1 of 6', voice_id: 'soulSister_01' })
    await refused(textToSpeechEndpoint, {
      text: 'Card 1 of 6',
      voiceId: 'someOtherVoiceOnHerAccount',
    })
    await refused(textToSpeechEndpoint, { text: story.text, voiceId: 'quizVoice' })
    expect(peer.calls).toHaveLength(0)
  })

  it("the seeded quiz's own question, in its own voice, is read", async () => {
    const { docs } = await payload.find({ collection: 'quiz-questions', limit: 1, sort: 'order' })
    const response = await call(textToSpeechEndpoint, {
      text: `  ${docs[0]!.question}\n`,
      voiceId: 'quizVoice',
    })
    expect(response.status).toBe(200)
    expect(peer.calls).toHaveLength(1)
  })
})

describe('synthesizeSpeech', () => {
  it('gives up with a timeout when ElevenLabs does not answer in time', async () => {
    peer.mode = 'hang'
    const started = Date.now()
    const attempt = synthesizeSpeech(
      { text: 'Hi', voiceId: 'v1', modelId: 'eleven_multilingual_v2' },
      { apiKey: API_KEY, baseUrl: peerUrl, cacheDir, timeoutMs: 200 },
    )
    await expect(attempt).rejects.toBeInstanceOf(VoiceUnavailableError)
    await expect(attempt).rejects.toMatchObject({ reason: 'timeout' })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(fs.readdirSync(cacheDir)).toEqual([])
  })

  it('makes one call when a second request finds no clip and no call, and the first ends before it starts one', async () => {
    const request = { text: 'Together', voiceId: 'v1', modelId: 'eleven_multilingual_v2' }
    const settings = { apiKey: API_KEY, baseUrl: peerUrl, cacheDir }
    // The second visitor's budget check is still running when the first clip is made and stored:
    // it then finds neither the clip (read before) nor a call in flight (ended).
    let firstDone!: Promise<unknown>
    const second = synthesizeSpeech(request, {
      ...settings,
      allowProviderCall: async () => {
        firstDone = synthesizeSpeech(request, settings)
        await firstDone
        return true
      },
    })
    const [secondResult, firstResult] = [await second, await firstDone]
    expect(firstResult).toMatchObject({ cached: false })
    expect(secondResult).toMatchObject({ cached: true })
    expect(peer.calls).toHaveLength(1)
  })
})

describe('the paid-call budget', () => {
  it('refuses a visitor’s new clips past the budget with 429, while cached clips stay free', async () => {
    let allowed = 1
    const settings = {
      apiKey: API_KEY,
      baseUrl: peerUrl,
      cacheDir,
      allowProviderCall: () => allowed-- > 0,
    }
    const req = requestWith('{}')
    const first = await speechResponse(
      req,
      { text: 'One', voiceId: 'voice1', modelId: 'm' },
      settings,
    )
    expect(first.status).toBe(200)
    const refused = await speechResponse(
      req,
      { text: 'Two', voiceId: 'voice1', modelId: 'm' },
      settings,
    )
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toBe(
      'Too many narration requests. Please try again in a few minutes.',
    )
    const again = await speechResponse(
      req,
      { text: 'One', voiceId: 'voice1', modelId: 'm' },
      settings,
    )
    expect(again.headers.get('x-voice-cache')).toBe('hit')
    expect(peer.calls).toHaveLength(1)
  })
})
