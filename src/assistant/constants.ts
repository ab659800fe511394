/**
 * The AI Assistant's fixed words and limits (spec §2, §4, §5, §8). The tab, the endpoints, the
 * engines and the tests import them from here.
 */

/** Spec §2: the four Quick Command cards; a click fills the text area with the command. */
export const QUICK_COMMANDS = [
  {
    title: 'Nurture new leads',
    command: 'Send nurture sequence to leads who joined in the last 24 hours',
  },
  {
    title: 'Quiz insights',
    command: 'Analyze quiz completion and conversion rates',
  },
  {
    title: 'Weekly report',
    command: 'Weekly business report',
  },
  {
    title: 'Improve my e-mails',
    command: 'Optimize email campaigns',
  },
] as const

/** The text area's example placeholder commands (spec §2). */
export const COMMAND_PLACEHOLDER =
  'Try: "How many women took the quiz this week?", "Tag everyone who applied as Mentorship", "Draft an e-mail to quiz takers about the workshop"'

/** Spec §5: a command is trimmed text, never empty. */
export const COMMAND_REQUIRED = 'Please type or say a command.'
export const MAX_COMMAND_LENGTH = 2_000
export const COMMAND_TOO_LONG = `A command is at most ${MAX_COMMAND_LENGTH.toLocaleString('en-US')} characters.`

/** Spec §8 toasts. */
export const AI_MESSAGES = {
  generatedTitle: 'AI Content Generated',
  generatedBody: 'Review and edit the content below, then accept or regenerate',
  accepted: 'Content Accepted',
  updated: 'Content Updated',
  failedTitle: 'AI Command Failed',
  failedFallback: 'There was an error executing your command',
  micTitle: 'Microphone Error',
  micBody: 'Could not access microphone',
  voiceTitle: 'Voice Processing Failed',
  voiceBody: 'Could not process voice command',
} as const

/** The badge when a result changes nothing (spec §2: an action badge, or "Content Ready"). */
export const CONTENT_READY = 'Content Ready'

/** A proposal shows this many of the people or things it touches in words. */
export const PROPOSAL_SAMPLE_SIZE = 5
/** A proposal names at most this many people (she can leave any of them out before Accept). */
export const MAX_PROPOSAL_PEOPLE = 500
/** A tool hands the model at most this many rows; it says how many more there were. */
export const MAX_TOOL_ROWS = 50

/** Voice (spec §3, §7, §9): a WAV recording named command.wav in the multipart field `audio`. */
export const VOICE_FIELD = 'audio'
export const VOICE_FILE_NAME = 'command.wav'
export const VOICE_MIME_TYPE = 'audio/wav'
/** The largest recording the server reads: about 5 minutes of 16 kHz mono WAV. */
export const MAX_VOICE_BYTES = 10 * 1024 * 1024
export const VOICE_TOO_LARGE =
  'That recording is too long. Please keep a voice command under a few minutes.'
export const VOICE_NOT_AUDIO = 'Please send a voice recording (WAV audio).'
export const VOICE_NEEDS_KEY =
  'Voice commands are transcribed by OpenAI, which is not set up on this site. Your browser’s own speech recognition is used instead.'

/** The assistant's engines: OpenAI (a key is set) or the offline assistant. */
export const ENGINE_NAMES = ['openai', 'offline'] as const
export type EngineName = (typeof ENGINE_NAMES)[number]

/** Where a command came from. */
export const COMMAND_SOURCES = ['typed', 'voice', 'mcp'] as const
export type CommandSource = (typeof COMMAND_SOURCES)[number]

/** What became of a command (its history line). */
export const COMMAND_STATUSES = {
  answered: 'Answered (nothing to change)',
  proposed: 'Waiting for you',
  accepted: 'Done',
  dismissed: 'Dismissed',
  failed: 'Failed',
} as const
export type CommandStatus = keyof typeof COMMAND_STATUSES

export const ALREADY_DECIDED = 'This suggestion was already accepted or dismissed.'
export const NOTHING_TO_ACCEPT = 'This answer changes nothing, so there is nothing to accept.'
