import { operations } from '@/core/defineOperation'

import { generateVoiceBodySchema, textToSpeechBodySchema } from '../schema'
import { narrateQuizText, narrateStory } from './narrate'

/** Narration of the quiz and the story in her voice. */
export const voiceOperations = operations({
  narrateQuizText: {
    description:
      'A quiz question or result is read aloud in her chosen voice (ElevenLabs, cached).',
    input: textToSpeechBodySchema,
    audience: 'public',
    effect: 'read',
    run: narrateQuizText,
  },

  narrateStory: {
    description: 'The home page’s story is read aloud in the voice it names (ElevenLabs, cached).',
    input: generateVoiceBodySchema,
    audience: 'public',
    effect: 'read',
    run: narrateStory,
  },
})
