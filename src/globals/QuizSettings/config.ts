import type { ArrayFieldValidation, Field, GlobalConfig } from 'payload'
import { validations } from 'payload/shared'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { VOICE_ID_MAX_LENGTH, VOICE_ID_PATTERN } from '@/voice/schema'
import { group, smallHeading, text, textarea } from '@/fields/copy'

/** A toast's two lines, kept together so the owner sees which message she is editing. */
const message = (name: string, description: string, optionalText = false): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields: [
    text('title'),
    optionalText ? { name: 'description', type: 'text' } : text('description'),
  ],
})

/**
 * Every word of /quiz and the narration voices. The questions and the results are collections
 * of their own (Quiz questions, Quiz results). No field has a default: the seed fills this global
 * once, and a default would make it look filled.
 */
export const QuizSettings: GlobalConfig = {
  slug: 'quiz-settings',
  label: 'Quiz settings',
  admin: {
    group: 'Pages and content',
    description: 'The words of the quiz page at /quiz and the voices that read its questions.',
  },
  access: { read: anyone, update: isAdmin },
  fields: [
    group('meta', 'What search engines and shared links show.', [
      text('title'),
      textarea('description'),
      text('keywords', 'Comma-separated, for the keywords meta tag.'),
    ]),
    text('heading', 'The page’s main heading, above the cards.'),
    group('intro', 'The card shown before the quiz starts.', [
      text('title', 'On the card to draw, e.g. "Draw Your Card".'),
      textarea('text', 'What the quiz is, shown beside the card (also without JavaScript).'),
      text('hint', 'Under the title on the card, e.g. "Tap to begin".'),
      textarea('noScript', 'Shown only to browsers with JavaScript turned off.'),
    ]),
    group('questions', 'Around each question card.', [
      text('progress', '{current} and {total} are replaced, e.g. "Card {current} of {total}".'),
      text('progressBarLabel', 'Read by screen readers for the progress bar.'),
      text('optionsLabel', 'Read by screen readers for the group of answers.'),
      text('chosen', 'Shown after an answer while the next card comes.'),
    ]),
    group('form', 'The name and e-mail form after the last card.', [
      text('title'),
      textarea('text'),
      text('nameLabel'),
      text('emailLabel'),
      text('submitLabel'),
      text('submittingLabel', 'The button while the form is being sent.'),
      textarea('privacy', 'Under the button.'),
    ]),
    group('result', 'Around every result (each result’s own words are in Quiz results).', [
      smallHeading('eyebrow', 'Above the result’s title, e.g. "Your archetype".'),
      text('traitsHeading'),
      text('transformationHeading'),
      text('nextStepHeading'),
      {
        name: 'links',
        type: 'array',
        required: true,
        minRows: 1,
        admin: { description: 'Shown after the next-step text.' },
        fields: [text('label'), text('href', 'A path on this site, such as /masterclass.')],
      },
      text('retakeLabel'),
    ]),
    group('narration', 'The voice that reads the questions aloud.', [
      text('toggleLabel', 'The on/off button; narration starts switched on.'),
      text('readLabel', 'The play button when nothing is playing.'),
      text('loadingLabel'),
      text('pauseLabel'),
      text('resumeLabel'),
      text('replayLabel', 'Reads the question again from the start.'),
    ]),
    group('messages', 'Notifications. The quoted product texts are the defaults.', [
      message('nameRequired', 'Submitted without a name.'),
      message('emailRequired', 'Submitted without an e-mail address.'),
      message('invalidEmail', 'The e-mail address is not shaped like one.'),
      message('nameTooLong', 'The name is over 100 characters.'),
      message('emailTooLong', 'The e-mail address is over 255 characters.'),
      message('submitted', 'The form was sent: the result follows.', true),
      message('submitFailed', 'The form could not be sent; what she typed stays.'),
      message('narrationFailed', 'The voice could not be played.'),
      message('narrationTooSoon', 'A second narration request within 2 seconds.'),
    ]),
    {
      name: 'voices',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Voice', plural: 'Voices' },
      admin: { description: 'ElevenLabs voices; the quiz reads with the default one.' },
      validate: ((rows, args) => {
        const length = validations.array(rows, args)
        // The admin's form state holds only the row count; the flags are checked on save.
        if (length !== true || !Array.isArray(rows)) return length
        const defaults = rows.filter((row) => (row as { isDefault?: boolean }).isDefault).length
        return defaults === 1 || 'Mark exactly one voice as the default.'
      }) satisfies ArrayFieldValidation,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
            {
              name: 'providerVoiceId',
              label: 'ElevenLabs voice id',
              type: 'text',
              required: true,
              maxLength: VOICE_ID_MAX_LENGTH,
              admin: { width: '50%' },
              validate: (value: string | null | undefined) =>
                (typeof value === 'string' &&
                  value.length <= VOICE_ID_MAX_LENGTH &&
                  VOICE_ID_PATTERN.test(value)) ||
                'Please enter the voice id from ElevenLabs (letters, digits, _ and -).',
            },
          ],
        },
        text('description'),
        { name: 'isDefault', label: 'Default voice', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
}
