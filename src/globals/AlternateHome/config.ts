import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { PREVIEW_BREAKPOINTS, previewURL } from '@/content/preview'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { smallHeading, text, textarea } from '@/fields/copy'

const links = (name: string, description: string): Field => ({
  name,
  type: 'array',
  required: true,
  minRows: 1,
  admin: { description },
  fields: [text('label'), text('href', 'A path on this site, such as /quiz.')],
})

/** A toast's two lines, kept together so the owner sees which message she is editing. */
const message = (name: string, description: string): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields: [text('title'), text('description')],
})

export const ALTERNATE_HOME_PATH = '/v2-reimagined-mockup'

/**
 * Every word of /v2-reimagined-mockup. The hero heading has no default on purpose: the seed
 * fills this global only while it is empty, and a default would make it look filled.
 */
export const AlternateHome: GlobalConfig = {
  slug: 'alternate-home',
  label: 'Alternate home page',
  admin: {
    group: 'Pages and content',
    description: 'The words of the alternate homepage at /v2-reimagined-mockup.',
    livePreview: { url: previewURL(ALTERNATE_HOME_PATH), breakpoints: PREVIEW_BREAKPOINTS },
    preview: () => previewURL(ALTERNATE_HOME_PATH),
  },
  // Visitors read the published version; drafts live in the versions until published.
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  // "Save draft" shown beside Publish although autosave keeps the live preview current.
  versions: {
    drafts: { autosave: { interval: 375, showSaveDraftButton: true }, schedulePublish: true },
    max: 50,
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Search & sharing',
          fields: [
            {
              name: 'meta',
              type: 'group',
              fields: [
                text('title', 'The browser tab and search result title.'),
                textarea('description', 'One or two sentences for search results and shares.'),
                {
                  name: 'keywords',
                  type: 'text',
                  admin: { description: 'Comma separated.' },
                },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'Shown when the page is shared (optional).' },
                },
              ],
            },
          ],
        },
        {
          label: 'Top of page',
          fields: [
            {
              name: 'banner',
              type: 'group',
              admin: { description: 'The thin strip above the navigation.' },
              fields: [
                text('rating', 'For example "4.9/5".'),
                text('ratingSource', 'For example "from 3,247 women".'),
                text('confidential'),
                text('members', 'The member count, for example "10,000+ members".'),
              ],
            },
            {
              name: 'nav',
              type: 'group',
              fields: [
                text('brand', 'The name at the left of the navigation; it links to the home page.'),
                links('links', 'Navigation links, also shown in the mobile menu.'),
                text('badge', 'The small highlighted badge, for example "Limited Time".'),
                text('joinLabel', 'The join button; it opens the quiz invitation.'),
                text('menuLabel', 'The mobile menu button, read by screen readers.'),
              ],
            },
            {
              name: 'hero',
              type: 'group',
              fields: [
                smallHeading('eyebrow'),
                text('heading'),
                textarea('subheading'),
                text('trusted', 'For example "Trusted by 10,000+ women".'),
                text('primaryLabel', 'Opens the quiz invitation.'),
                text('storyLabel', 'Opens the story video.'),
                text('liveBadge', 'Shown beside the real count below, never alone.'),
                text(
                  'joinedBadge',
                  'Your words after the real number of women who signed up today (your time zone), for example "joined today". Both badges stay hidden until at least 10 have.',
                ),
              ],
            },
          ],
        },
        {
          label: 'Sections',
          fields: [
            {
              name: 'painPoints',
              type: 'group',
              fields: [
                text('heading'),
                {
                  name: 'items',
                  type: 'array',
                  required: true,
                  minRows: 1,
                  fields: [text('text')],
                },
                textarea('closing', 'The line after the list.'),
              ],
            },
            {
              name: 'stats',
              type: 'group',
              fields: [
                text('heading', 'Read by screen readers; the row itself shows only the figures.'),
                {
                  name: 'items',
                  type: 'array',
                  required: true,
                  minRows: 1,
                  fields: [text('number', 'For example "98%".'), text('label')],
                },
              ],
            },
            {
              name: 'testimonials',
              type: 'group',
              fields: [
                text('heading'),
                {
                  name: 'testimonials',
                  type: 'relationship',
                  relationTo: 'testimonials',
                  hasMany: true,
                  admin: {
                    description: 'The stories to rotate, in this order. Leave empty to show all.',
                  },
                },
                text('pauseLabel'),
                text('playLabel'),
              ],
            },
            {
              name: 'method',
              type: 'group',
              fields: [
                text('heading'),
                textarea('intro'),
                text('phaseLabel', 'Shown before each phase number, for example "Phase".'),
                {
                  name: 'phases',
                  type: 'array',
                  required: true,
                  minRows: 1,
                  maxRows: 3,
                  fields: [text('title'), textarea('description')],
                },
              ],
            },
            {
              name: 'workshop',
              type: 'group',
              admin: {
                description:
                  'The live workshop promo. A workshop whose date has passed is never promoted: then the page shows the next upcoming active workshop, or hides this section and the navigation’s workshop link when there is none. The Admin Center’s launch checklist says when that happens.',
              },
              fields: [
                smallHeading('eyebrow'),
                text('title', 'Shown while the button’s workshop is the one promoted.'),
                textarea(
                  'description',
                  'Shown while the button’s workshop is the one promoted; another workshop shows its own.',
                ),
                text('buttonLabel'),
                text(
                  'buttonHref',
                  'The workshop to promote: its page address, e.g. /workshop/holy-mess. Its date, time and spots left come from the workshop itself (Products → Workshops).',
                ),
              ],
            },
            {
              name: 'offer',
              type: 'group',
              admin: { description: 'The limited-time package with its countdown and form.' },
              fields: [
                smallHeading('eyebrow'),
                text('heading'),
                textarea('text'),
                {
                  name: 'includes',
                  type: 'array',
                  fields: [text('item')],
                },
                text('countdownLabel'),
                {
                  name: 'countdownEndsAt',
                  label: 'Offer ends at',
                  type: 'date',
                  admin: {
                    date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
                    description:
                      'The countdown counts down to this moment in days, hours and minutes. Empty or passed: no countdown is shown.',
                  },
                },
                {
                  type: 'row',
                  fields: [text('daysLabel'), text('hoursLabel'), text('minutesLabel')],
                },
                text('emailLabel'),
                { name: 'emailPlaceholder', type: 'text' },
                text('nameLabel'),
                { name: 'namePlaceholder', type: 'text' },
                text('buttonLabel'),
                text('pendingLabel', 'Shown on the button while the form is sending.'),
                {
                  name: 'note',
                  type: 'text',
                  admin: { description: 'Small print under the form.' },
                },
                message('missingEmail', 'Shown when the form is sent without an e-mail.'),
                message('success', 'Shown after a successful sign-up, just before the quiz.'),
                message('failure', 'Shown when the sign-up could not be saved.'),
              ],
            },
          ],
        },
        {
          label: 'Pop-ups',
          fields: [
            {
              name: 'quizModal',
              type: 'group',
              admin: { description: 'Opened by every join and start button.' },
              fields: [
                text('title'),
                textarea('description'),
                text('confirmLabel'),
                text('confirmHref'),
                text('cancelLabel'),
              ],
            },
            {
              name: 'story',
              type: 'group',
              admin: { description: 'The story video: lines appear on screen and are read aloud.' },
              fields: [
                text('title'),
                text('liveLabel'),
                {
                  name: 'durationSeconds',
                  type: 'number',
                  required: true,
                  min: 5,
                  max: 600,
                  defaultValue: 45,
                },
                {
                  name: 'lines',
                  type: 'array',
                  required: true,
                  minRows: 1,
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'atSecond',
                          type: 'number',
                          required: true,
                          min: 0,
                          admin: { width: '20%', description: 'Appears at this second.' },
                        },
                        { name: 'text', type: 'text', required: true, admin: { width: '80%' } },
                      ],
                    },
                  ],
                },
                text('discoverLabel'),
                text('closeLabel'),
                text('muteLabel'),
                text('unmuteLabel'),
              ],
            },
          ],
        },
        {
          label: 'Bottom of page',
          fields: [
            {
              name: 'footer',
              type: 'group',
              fields: [
                textarea('tagline'),
                links('links', 'Footer links.'),
                text('linksLabel', 'Read by screen readers, for example "Explore".'),
              ],
            },
            text('floatingButtonLabel', 'The button that stays on screen; it opens the quiz.'),
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere] },
}
