import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { AppError, errorResponse } from '@/core/errors'
import { projectRoot } from '@/utilities/projectRoot'
import { clientAddress } from '@/security/clientAddress'
import { hit, RATE_RULES } from '@/security/rateLimit'

const DEFAULT_ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io'
const DEFAULT_TIMEOUT_MS = 15_000

export interface SpeechRequest {
  text: string
  voiceId: string
  modelId: string
}

export interface VoiceSettings {
  apiKey?: string
  baseUrl: string
  cacheDir: string
  /** Used by the text-to-speech endpoint when the client names no voice. */
  defaultVoiceId?: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Asked before each paid call to ElevenLabs (cached clips are free); false refuses it. */
  allowProviderCall?: () => boolean | Promise<boolean>
}

export interface SpeechResult {
  audio: Buffer
  cached: boolean
  /** The clip was served but could not be stored, so the next identical request pays again. */
  cacheError?: Error
}

export type VoiceUnavailableReason =
  'not-configured' | 'rate-limited' | 'network' | 'timeout' | 'http' | 'bad-audio'

export class VoiceUnavailableError extends Error {
  readonly reason: VoiceUnavailableReason
  readonly status?: number

  constructor(reason: VoiceUnavailableReason, message: string, status?: number) {
    super(message)
    this.name = 'VoiceUnavailableError'
    this.reason = reason
    this.status = status
  }
}

export function voiceSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): VoiceSettings {
  const cacheDir = env.VOICE_CACHE_DIR?.trim()
  return {
    apiKey: env.ELEVENLABS_API_KEY?.trim() || undefined,
    baseUrl: env.ELEVENLABS_BASE_URL?.trim() || DEFAULT_ELEVENLABS_BASE_URL,
    cacheDir: cacheDir
      ? path.resolve(projectRoot, cacheDir)
      : path.join(projectRoot, '.data', 'voice-cache'),
    defaultVoiceId: env.ELEVENLABS_DEFAULT_VOICE_ID?.trim() || undefined,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  }
}

/** The clip's file name; a JSON array keeps "a|b" + "c" apart from "a" + "b|c". */
export function speechCacheKey({ text, voiceId, modelId }: SpeechRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([modelId, voiceId, text]))
    .digest('hex')
}

// Two visitors opening the same story at once should cause one paid call, not two. A flight
// leaves this map only once its clip is stored, so whoever comes next finds one or the other.
const inFlight = new Map<string, Promise<SpeechResult>>()

/**
 * The narration clip for a text, from the cache when it has been made before, else from
 * ElevenLabs (then stored). Throws VoiceUnavailableError when no clip can be had.
 */
export async function synthesizeSpeech(
  request: SpeechRequest,
  settings: VoiceSettings,
): Promise<SpeechResult> {
  const { apiKey } = settings
  if (!apiKey) throw new VoiceUnavailableError('not-configured', 'ELEVENLABS_API_KEY is not set')

  const file = path.join(settings.cacheDir, `${speechCacheKey(request)}.mp3`)
  const cachedAudio = await readCached(file)
  if (cachedAudio) return { audio: cachedAudio, cached: true }

  let flight = inFlight.get(file)
  if (!flight && settings.allowProviderCall && !(await settings.allowProviderCall())) {
    throw new VoiceUnavailableError('rate-limited', 'too many new clips from this visitor')
  }
  // Another request may have started the same clip while the budget was checked.
  flight ??= inFlight.get(file)
  if (!flight) {
    flight = makeClip(file, request, apiKey, settings).finally(() => inFlight.delete(file))
    inFlight.set(file, flight)
  }
  return flight
}

/** One paid call and its storing. */
async function makeClip(
  file: string,
  request: SpeechRequest,
  apiKey: string,
  settings: VoiceSettings,
): Promise<SpeechResult> {
  // A flight that ended between this request's cache read and now has stored its clip.
  const storedMeanwhile = await readCached(file)
  if (storedMeanwhile) return { audio: storedMeanwhile, cached: true }
  const audio = await fetchSpeech(request, { ...settings, apiKey })
  try {
    await writeAtomically(file, audio)
    return { audio, cached: false }
  } catch (error) {
    return { audio, cached: false, cacheError: toError(error) }
  }
}

async function readCached(file: string): Promise<Buffer | undefined> {
  try {
    const audio = await readFile(file)
    return audio.length > 0 ? audio : undefined
  } catch {
    // Missing or unreadable: either way the clip has to be made again.
    return undefined
  }
}

/** Readers must never see half a clip, so the bytes land under a temporary name first. */
async function writeAtomically(file: string, audio: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`
  try {
    await writeFile(temporary, audio)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

async function fetchSpeech(
  { text, voiceId, modelId }: SpeechRequest,
  settings: VoiceSettings & { apiKey: string },
): Promise<Buffer> {
  const doFetch = settings.fetch ?? fetch
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/v1/text-to-speech/${encodeURIComponent(voiceId)}`
  const redact = (message: string) => message.split(settings.apiKey).join('[redacted]')
  // One deadline for the whole exchange: a server that sends headers and then stalls the body
  // must not hold the visitor longer than one that never answers.
  const signal = AbortSignal.timeout(timeoutMs)
  const timedOut = () =>
    new VoiceUnavailableError('timeout', `ElevenLabs did not answer within ${timeoutMs} ms`)

  let response: Response
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: {
        'xi-api-key': settings.apiKey,
        'Content-Type': 'application/json',
        Accept: 'audio/mpeg',
      },
      body: JSON.stringify({ text, model_id: modelId }),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw timedOut()
    throw new VoiceUnavailableError(
      'network',
      redact(`ElevenLabs could not be reached: ${describeCause(error)}`),
    )
  }

  try {
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300)
      throw new VoiceUnavailableError(
        'http',
        redact(`ElevenLabs answered ${response.status}${detail ? `: ${detail}` : ''}`),
        response.status,
      )
    }
    const contentType = response.headers.get('content-type') ?? ''
    if (contentType && !contentType.toLowerCase().startsWith('audio/')) {
      throw new VoiceUnavailableError('bad-audio', `ElevenLabs answered ${contentType}, not audio`)
    }
    const audio = Buffer.from(await response.arrayBuffer())
    if (audio.length === 0) throw new VoiceUnavailableError('bad-audio', 'ElevenLabs sent no audio')
    return audio
  } catch (error) {
    if (error instanceof VoiceUnavailableError) throw error
    if (signal.aborted) throw timedOut()
    throw new VoiceUnavailableError(
      'network',
      redact(`ElevenLabs' answer broke off: ${describeCause(error)}`),
    )
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/** undici hides the useful part ("ECONNREFUSED ...") in `cause`. */
function describeCause(error: unknown): string {
  const err = toError(error)
  const cause = (err as { cause?: unknown }).cause
  return cause instanceof Error ? `${err.message} (${cause.message})` : err.message
}

// What the two endpoints share: reading the body and turning outcomes into HTTP answers.

export const NOT_CONFIGURED_MESSAGE = 'Voice narration is not configured on this server.'
const UNAVAILABLE_MESSAGE = 'Voice narration is unavailable right now.'
const RATE_LIMITED_MESSAGE = RATE_RULES.voicePerClient.message

/** Settings for one visitor's request: the environment's, plus that visitor's budget of new clips. */
export function voiceSettingsFor(req: PayloadRequest): VoiceSettings {
  const client = clientAddress(req)
  return {
    ...voiceSettingsFromEnv(process.env),
    allowProviderCall: async () =>
      (await hit(req.payload, RATE_RULES.voicePerClient, client)).allowed,
  }
}

/**
 * One clip, from the cache or ElevenLabs, or the AppError to answer: 503 when narration is not
 * set up or ElevenLabs fails, 429 when this visitor's budget of new clips is spent.
 */
export async function speak(
  req: PayloadRequest,
  request: SpeechRequest,
  settings: VoiceSettings,
): Promise<SpeechResult> {
  let result: SpeechResult
  try {
    result = await synthesizeSpeech(request, settings)
  } catch (error) {
    if (error instanceof VoiceUnavailableError && error.reason === 'not-configured') {
      throw new AppError('unavailable', NOT_CONFIGURED_MESSAGE)
    }
    if (error instanceof VoiceUnavailableError && error.reason === 'rate-limited') {
      throw new AppError('rate_limited', RATE_LIMITED_MESSAGE)
    }
    const reason = error instanceof VoiceUnavailableError ? error.reason : 'unexpected'
    req.payload.logger.warn(`Voice narration failed (${reason}): ${toError(error).message}`)
    throw new AppError('unavailable', UNAVAILABLE_MESSAGE)
  }
  if (result.cacheError) {
    req.payload.logger.warn(
      `Voice clip could not be cached in ${settings.cacheDir}: ${result.cacheError.message}`,
    )
  }
  return result
}

/** A clip as the browser's audio element takes it; a visitor's browser may keep it a day. */
export function audioResponse(result: SpeechResult): Response {
  return new Response(new Uint8Array(result.audio), {
    status: 200,
    headers: {
      'Content-Type': 'audio/mpeg',
      'Content-Length': String(result.audio.length),
      'Cache-Control': 'private, max-age=86400',
      'X-Voice-Cache': result.cached ? 'hit' : 'miss',
    },
  })
}

/** speak, answered: the clip, or the reason as JSON that no cache keeps. */
export async function speechResponse(
  req: PayloadRequest,
  request: SpeechRequest,
  settings: VoiceSettings,
): Promise<Response> {
  try {
    return audioResponse(await speak(req, request, settings))
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return errorResponse(error, { headers: { 'Cache-Control': 'no-store' } })
  }
}
