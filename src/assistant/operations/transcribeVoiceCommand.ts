import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'

import {
  MAX_VOICE_BYTES,
  VOICE_FILE_NAME,
  VOICE_MIME_TYPE,
  VOICE_NEEDS_KEY,
  VOICE_NOT_AUDIO,
  VOICE_TOO_LARGE,
} from '../constants'
import { transcribeAudio } from '../engines/openai'
import { isReadOnlyCommand } from '../readOnly'

/** Spec §3's voice command result. */
export type VoiceCommandResult = {
  transcript: string
  /** True only for a question or a report: anything that changes something waits for her. */
  autoExecute: boolean
}

/** The recording as the endpoint read it from the multipart field `audio`. */
export type VoiceRecording = { audio: Uint8Array; name?: string; type?: string }

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length &&
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0))

/**
 * Whether the bytes are a recording, by their first bytes (what they claim to be is not
 * trusted): WAV (RIFF….WAVE, what the tab records), WebM/Matroska, Ogg, MP4/M4A, MP3 (an ID3
 * tag or an MPEG frame), FLAC.
 */
export function isAudio(bytes: Uint8Array): boolean {
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WAVE')) return true
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return true
  if (startsWith(bytes, 0, 'OggS') || startsWith(bytes, 0, 'fLaC')) return true
  if (startsWith(bytes, 4, 'ftyp')) return true
  if (startsWith(bytes, 0, 'ID3')) return true
  return bytes.length > 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0
}

/** Transcription needs the AI service: without a key the tab uses the browser's own. */
export function requireVoiceKey(env: NodeJS.ProcessEnv = process.env) {
  if (!env.OPENAI_API_KEY) throw new AppError('unavailable', VOICE_NEEDS_KEY)
}

/** What the provider is told the file is: its own type if it is audio, else the tab's WAV. */
const audioType = (type: string | undefined) =>
  type && /^audio\/[\w.+-]+$/i.test(type) ? type.toLowerCase() : VOICE_MIME_TYPE

const fileName = (name: string | undefined) =>
  name && /^[\w.-]{1,100}$/.test(name) ? name : VOICE_FILE_NAME

/**
 * POST /api/admin/voice-command: her recording transcribed by the AI service
 * (OPENAI_TRANSCRIBE_MODEL), and whether the tab may run it at once. Nothing is stored: the
 * recording goes to the provider and is gone; the command itself is recorded when it runs.
 */
export async function transcribeVoiceCommand(
  req: PayloadRequest,
  input: VoiceRecording,
): Promise<VoiceCommandResult> {
  requireOwner(req)
  requireVoiceKey()
  // The schema checked these; an in-process caller gets the same answer.
  if (input.audio.byteLength > MAX_VOICE_BYTES) throw new AppError('bad_request', VOICE_TOO_LARGE)
  if (!isAudio(input.audio)) throw new AppError('bad_request', VOICE_NOT_AUDIO)
  const transcript = await transcribeAudio(process.env, {
    bytes: input.audio,
    name: fileName(input.name),
    type: audioType(input.type),
  })
  return { transcript, autoExecute: isReadOnlyCommand(transcript) }
}
