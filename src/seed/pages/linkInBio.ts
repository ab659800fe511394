import type { PageSeed } from './types'

export const linkInBioPage = (ownerName: string): PageSeed => ({
  title: 'Links',
  slug: 'link-in-bio',
  footer: 'link-in-bio',
  layout: [
    {
      blockType: 'hero',
      variant: 'profile',
      heading: ownerName,
      eyebrow: 'Somatic Sexologist & Master Reclamator',
      tagline: 'Guiding women from good girl to sensually sovereign.',
    },
    {
      blockType: 'offerCards',
      layout: 'stack',
      cards: [
        {
          title: 'Quiz',
          description: 'Discover your good girl archetype',
          link: { label: 'Take the Good Girl Quiz', href: '/quiz' },
        },
        {
          title: 'Masterclass',
          description: '90 minutes, instant access',
          link: { label: 'The Good Girl Paradox Masterclass', href: '/masterclass' },
        },
        {
          title: 'Meditation',
          description: 'Free, 10 minutes',
          link: { label: 'Free Grounding Meditation', href: '/free-meditation' },
        },
        {
          title: 'Mentorship',
          description: 'By application',
          link: { label: 'Work With Me 1:1', href: '/apply' },
        },
        { title: 'About', description: 'My story', link: { label: 'About Me', href: '/about' } },
      ],
    },
  ],
  meta: {
    title: `${ownerName} | Links`,
    description: 'The quiz, the masterclass, the free meditation and 1:1 mentorship in one place.',
    keywords: 'links, somatic coach',
  },
})
