import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { group, smallHeading, text, textarea } from '@/fields/copy'

/** A toast's two lines, kept together so the owner sees which message she is editing. */
const message = (name: string, description: string): Field =>
  group(name, description, [text('title'), text('description')])

const seconds = (name: string, description: string, min = 0): Field => ({
  name,
  type: 'number',
  required: true,
  min,
  max: 3600,
  admin: { description, step: 1 },
})

/**
 * Every word of /free-meditation and /meditation-access, the recording and its timeline. No field
 * has a default: the seed fills this global once, and a default would make it look filled.
 */
export const Meditation: GlobalConfig = {
  slug: 'meditation',
  label: 'Meditation page',
  admin: {
    group: 'Pages and content',
    description:
      'The free meditation: the sign-up form at /free-meditation and the player at /meditation-access.',
  },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Search & sharing',
          fields: [
            group('meta', 'What search engines and shared links show.', [
              text('title', 'The browser tab and search result title.'),
              textarea('description', 'One or two sentences for search results and shares.'),
              { name: 'keywords', type: 'text', admin: { description: 'Comma separated.' } },
              {
                name: 'image',
                type: 'upload',
                relationTo: 'media',
                admin: { description: 'Shown when the page is shared (optional).' },
              },
            ]),
            group('share', 'The share buttons under the player.', [
              text('heading'),
              textarea('text', 'The words that go with the link on social networks.'),
              text('deviceLabel', 'The button that opens the phone’s own share sheet.'),
              text('copyLabel'),
              text('copiedMessage', 'The notification after the link is copied.'),
              message('copyFailed', 'When the browser does not allow copying.'),
              text(
                'networkLabel',
                'Read by screen readers for each network, with {network} replaced, e.g. "Share on {network}".',
              ),
            ]),
          ],
        },
        {
          label: 'Words',
          fields: [
            smallHeading('eyebrow', 'The short line above the heading.'),
            text('title', 'The page’s main heading.'),
            textarea('intro', 'Under the heading, before she signs up.'),
            textarea('accessIntro', 'Under the heading once the meditation is hers.'),
            group('form', 'The sign-up form.', [
              text('heading'),
              text('nameLabel'),
              { name: 'namePlaceholder', type: 'text' },
              text('emailLabel'),
              { name: 'emailPlaceholder', type: 'text' },
              text('buttonLabel'),
              text('pendingLabel', 'The button while the form is sending.'),
              { name: 'privacyNote', type: 'text', admin: { description: 'Under the button.' } },
              text('successMessage', 'The notification after a successful sign-up.'),
              message('failure', 'The notification when the sign-up fails.'),
            ]),
          ],
        },
        {
          label: 'Recording',
          fields: [
            {
              name: 'recording',
              type: 'upload',
              relationTo: 'media',
              required: true,
              filterOptions: { mimeType: { contains: 'audio' } },
              admin: { description: 'The MP3 she plays and downloads.' },
            },
            seconds(
              'durationSeconds',
              'The length shown before the recording has loaded, in seconds.',
              1,
            ),
            text('downloadFileName', 'The name the downloaded file is saved under.'),
            group('player', 'The player’s buttons and headings.', [
              text('heading'),
              text('playLabel'),
              text('pauseLabel'),
              text('progressLabel', 'Read by screen readers for the progress bar.'),
              text('downloadLabel'),
              text('timelineHeading'),
              text('currentLabel', 'The badge on the part of the timeline playing now.'),
              text(
                'intensityLabel',
                'Read by screen readers for each part, with {level} replaced, e.g. "Intensity {level} of 5".',
              ),
            ]),
            {
              name: 'segments',
              type: 'array',
              required: true,
              minRows: 1,
              maxRows: 20,
              admin: {
                description: 'The timeline, in order. The part playing now is highlighted.',
                initCollapsed: true,
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    seconds('start', 'Seconds from the beginning.'),
                    {
                      ...seconds('end', 'Seconds from the beginning; after the start.', 1),
                      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
                        const start = (siblingData as { start?: unknown }).start
                        if (typeof value !== 'number') return 'Enter when this part ends'
                        return typeof start !== 'number' || value > start
                          ? true
                          : 'The end must come after the start'
                      },
                    } as Field,
                  ],
                },
                text('title'),
                textarea('description'),
                text('visual', 'What to picture during this part.'),
                {
                  name: 'colour',
                  type: 'text',
                  required: true,
                  admin: { description: 'The accent of this part, as #rrggbb.' },
                  validate: (value: unknown) =>
                    typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)
                      ? true
                      : 'Use a colour such as #b35c8a',
                },
                {
                  name: 'intensity',
                  type: 'number',
                  required: true,
                  min: 1,
                  max: 5,
                  admin: { description: 'From 1 (very gentle) to 5 (most intense).', step: 1 },
                },
              ],
            },
          ],
        },
        {
          label: 'Breathing guide',
          fields: [
            text('breathingHeading'),
            textarea('breathingIntro'),
            text(
              'breathingSecondsLabel',
              'How each phase’s length reads, with {seconds} replaced, e.g. "{seconds} seconds".',
            ),
            {
              name: 'breathingPhases',
              type: 'array',
              required: true,
              minRows: 2,
              maxRows: 6,
              admin: { description: 'One cycle, in order; it repeats.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    text('label'),
                    seconds('seconds', 'How long this phase lasts.', 1),
                    {
                      name: 'motion',
                      type: 'select',
                      required: true,
                      options: [
                        { label: 'Grow (inhale)', value: 'grow' },
                        { label: 'Stay', value: 'stay' },
                        { label: 'Shrink (exhale)', value: 'shrink' },
                      ],
                      admin: { description: 'What the circle does.' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
}
