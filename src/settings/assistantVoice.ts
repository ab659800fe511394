/**
 * Her "How I write" notes (Site settings): the AI assistant drafts her e-mails this way. Pure, so
 * the settings screen and the assistant's profile share the words and the limit.
 */
export const MAX_ASSISTANT_VOICE_LENGTH = 1_000

/** What a new site starts with, in a somatic coach's voice: she rewrites it in her own. */
export const DEFAULT_ASSISTANT_VOICE = [
  'Warm, grounded and honest, like a letter from a friend who happens to be a coach.',
  'Short paragraphs. Speak to one woman, by her first name. Invite, never push: no hype, no fake urgency, no promises of results.',
  'Bring it back to the body: a breath, a sensation, a small practice she can try today.',
  'Sign off simply, with my first name.',
].join('\n')
