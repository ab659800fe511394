import type { Media, Page } from '@/payload-types'

import { richText } from '../richText'

export const homePage = ({
  heroImage,
}: {
  heroImage: Media
}): Omit<Page, 'id' | 'createdAt' | 'updatedAt'> => ({
  title: 'Home',
  slug: 'home',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Somatic coaching for women',
      heading: 'From Good Girl to Sensually Sovereign',
      tagline:
        'You were taught to be pleasing. Your body remembers something truer. Come home to it, one breath and one boundary at a time.',
      image: heroImage.id,
      actions: [
        { label: 'Take the Quiz', href: '/quiz' },
        { label: 'Free Meditation', href: '/free-meditation' },
      ],
    },
    {
      blockType: 'content',
      heading: 'Your body already knows the way',
      body: richText([
        'Somatic work meets you beneath the thinking mind, where the good-girl patterns live: the automatic yes, the held breath, the smile that hides a no.',
        'Together we slow down enough to feel what is really there, and we practise choosing from pleasure and truth instead of approval.',
      ]),
    },
  ],
  meta: {
    title: 'Somatic Coaching for Women',
    description:
      'Move from people-pleasing to sensual sovereignty with somatic coaching, a free grounding meditation and the Good Girl Quiz.',
    image: heroImage.id,
  },
})
