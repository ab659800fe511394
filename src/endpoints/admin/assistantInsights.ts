import type { Endpoint, PayloadRequest } from 'payload'

import {
  MAX_VOICE_BYTES,
  VOICE_FIELD,
  VOICE_NOT_AUDIO,
  VOICE_TOO_LARGE,
} from '@/assistant/constants'
import { requireVoiceKey } from '@/assistant/operations/transcribeVoiceCommand'
import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { AppError } from '@/core/errors'
import { RATE_RULES } from '@/security/rateLimit'
import { readCapped } from '@/security/requestBody'

import { ownerOf } from './assistant'

/** The owner's figures are never cached by a browser or a proxy. */

/** What a multipart body carries besides the recording: its boundaries and part headers. */
const MULTIPART_ALLOWANCE = 64 * 1024
const MAX_VOICE_BODY = MAX_VOICE_BYTES + MULTIPART_ALLOWANCE

const tooLarge = () => new AppError('bad_request', VOICE_TOO_LARGE)
const notAudio = () => new AppError('bad_request', VOICE_NOT_AUDIO)

/** The body up to `limit` bytes: never held whole beyond it. */
async function cappedBody(req: PayloadRequest, limit: number): Promise<Uint8Array> {
  const body = (req as { body?: ReadableStream<Uint8Array> | null }).body
  if (!body) throw notAudio()
  const bytes = await readCapped(body, limit)
  if (bytes === null) throw tooLarge()
  return bytes
}

/**
 * The recording of POST /api/admin/voice-command (multipart field `audio`), after the owner
 * check: refused by its declared length before a byte is read (400), 503 without an AI key (the
 * tab then uses the browser's speech recognition), then read up to the limit and handed to the
 * operation, whose schema checks its size and that it is audio.
 */
async function readVoiceUpload(req: PayloadRequest): Promise<Record<string, unknown>> {
  const declared = req.headers.get('content-length')
  if (declared !== null && Number(declared) > MAX_VOICE_BODY) throw tooLarge()
  requireVoiceKey()
  const type = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(type)) throw notAudio()
  const bytes = await cappedBody(req, MAX_VOICE_BODY)
  let form: FormData
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    throw notAudio()
  }
  const file = form.get(VOICE_FIELD)
  if (!file || typeof file === 'string') throw notAudio()
  return {
    audio: new Uint8Array(await file.arrayBuffer()),
    name: file.name || undefined,
    type: file.type || undefined,
  }
}

/** GET /api/admin/ai-insights and POST /api/admin/voice-command (spec §7), the owner's alone. */
export const assistantInsightEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.getAiInsights, ROUTES.getAiInsights, {
    headers: NO_STORE,
  }),
  operationEndpoint(catalogue.transcribeVoiceCommand, ROUTES.transcribeVoiceCommand, {
    readBody: readVoiceUpload,
    limits: (req) => [{ rule: RATE_RULES.assistantPerOwner, subject: ownerOf(req) }],
    fieldMessages: false,
    headers: NO_STORE,
  }),
]
