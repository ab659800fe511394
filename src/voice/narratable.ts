import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { queryRows } from '@/utilities/sql'

/**
 * What the site reads aloud, and in which of her voices: the quiz's questions and results in the
 * quiz's voices (Quiz settings, and the server's default), each story line of a published page
 * in the voice its story block names. Narration is paid per character on her ElevenLabs
 * account, in her voice: nothing else is ever spoken.
 */
export type Narration = 'quiz' | 'story'

/** One text, as the narration routes compare it: its words, with the spacing made plain. */
const narrationKey = (text: string) => text.replace(/\s+/g, ' ').trim()

type Narratable = Map<string, { quiz: boolean; storyVoices: Set<string> }>

/** How long the list is trusted; a text not on it reads it again, at most this often. */
const FRESH_MS = 60_000
const RELOAD_AT_MOST_EVERY_MS = 5_000

let known: { texts: Narratable; quizVoices: Set<string>; at: number } | undefined
let loading: Promise<NonNullable<typeof known>> | undefined

async function load(payload: Payload) {
  const rows = await queryRows<{
    kind: 'quiz' | 'story' | 'voice'
    text: string
    voice: string | null
  }>(
    payload,
    sql`select 'quiz' as kind, question as text, null as voice from quiz_questions
        union all select 'quiz', title, null from archetypes
        union all select 'quiz', subtitle, null from archetypes
        union all select 'quiz', title || '. ' || subtitle, null from archetypes
        union all select 'voice', '', provider_voice_id from quiz_settings_voices
        union all
        select 'story', l.text, b.voice_id
          from pages_blocks_story_video_lines l
          join pages_blocks_story_video b on b.id = l._parent_id
          join pages p on p.id = b._parent_id
         where p._status = 'published' and b.voice_id is not null`,
  )
  const texts: Narratable = new Map()
  const quizVoices = new Set<string>()
  for (const row of rows) {
    if (row.kind === 'voice') {
      if (row.voice) quizVoices.add(row.voice)
      continue
    }
    const key = narrationKey(row.text ?? '')
    if (!key) continue
    const entry = texts.get(key) ?? { quiz: false, storyVoices: new Set<string>() }
    if (row.kind === 'quiz') entry.quiz = true
    else if (row.voice) entry.storyVoices.add(row.voice)
    texts.set(key, entry)
  }
  known = { texts, quizVoices, at: Date.now() }
  return known
}

const reload = (payload: Payload) => {
  loading ??= load(payload).finally(() => {
    loading = undefined
  })
  return loading
}

/**
 * Whether the site publishes `text` for this narration, to be read in `voiceId`: a quiz text
 * in one of the quiz's voices (or `defaultVoiceId`, the server's), a story line in its block's
 * voice. Text the owner just published is found within seconds.
 */
export async function mayNarrate(
  payload: Payload,
  narration: Narration,
  text: string,
  voiceId: string,
  defaultVoiceId?: string,
): Promise<boolean> {
  const key = narrationKey(text)
  const allowed = (list: NonNullable<typeof known>) => {
    const entry = list.texts.get(key)
    if (!entry) return false
    if (narration === 'story') return entry.storyVoices.has(voiceId)
    return entry.quiz && (list.quizVoices.has(voiceId) || voiceId === defaultVoiceId)
  }
  const fresh = known && Date.now() - known.at < FRESH_MS ? known : await reload(payload)
  if (allowed(fresh)) return true
  if (known && Date.now() - known.at >= RELOAD_AT_MOST_EVERY_MS)
    return allowed(await reload(payload))
  return false
}
