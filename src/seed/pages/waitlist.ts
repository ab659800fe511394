import type { PageSeed } from './types'

/** The Radiant Alchemy waitlist; the form block brings its own default words. */
export const waitlistPage = (): PageSeed => ({
  title: 'Waitlist',
  slug: 'waitlist',
  footer: 'standard',
  layout: [
    {
      blockType: 'hero',
      variant: 'banner',
      eyebrow: 'Radiant Alchemy',
      heading: 'A deeper journey is coming',
      tagline:
        'Radiant Alchemy is a group journey into pleasure, power and sovereignty. Join the waitlist to hear first when the doors open.',
    },
    { blockType: 'waitlistForm' } as PageSeed['layout'][number],
  ],
  meta: {
    title: 'Join the Radiant Alchemy Waitlist',
    description:
      'Be the first to know when Radiant Alchemy, a group journey into sensual sovereignty, opens.',
    keywords: 'radiant alchemy, waitlist, women, somatic group program',
  },
})
