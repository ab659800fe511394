import type { PageSeed, SeedRefs } from './types'

export const workWithMePage = ({ testimonials, products }: SeedRefs): PageSeed => ({
  title: 'Work with me',
  slug: 'work-with-me',
  footer: 'contact',
  layout: [
    {
      blockType: 'hero',
      variant: 'banner',
      eyebrow: '1:1 Mentorship',
      heading: 'Become sensually sovereign, with a guide beside you',
      tagline:
        'A private somatic mentorship for women ready to stop performing and start living from the body.',
      actions: [{ label: 'Apply for Mentorship', href: '/apply' }],
    },
    {
      blockType: 'features',
      heading: 'What mentorship includes',
      intro: 'Twelve weeks of personal, embodied work, shaped around you.',
      style: 'checklist',
      items: [
        {
          title: 'Structured somatic sessions',
          description: 'Live sessions that move from insight into the body, every time.',
        },
        {
          title: 'Support tailored to your rhythms and emotional needs',
          description: 'We pace the work to your nervous system, your cycle and your life.',
        },
        {
          title: 'Accountability in a permission-based space',
          description: 'Gentle follow-through, with your consent leading every step.',
        },
      ],
    },
    {
      blockType: 'features',
      heading: 'Who it is for',
      style: 'cards',
      tone: 'blush',
      items: [
        {
          title: 'The over-giver',
          description: 'You hold everyone else and feel unheld yourself.',
        },
        {
          title: 'The achiever',
          description: 'Your life looks right, yet your body feels far away.',
        },
        {
          title: 'The awakening',
          description: 'Something wild in you is asking to be let out, safely.',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'From women I have mentored',
      show: 'chosen',
      testimonials: [
        testimonials.priya,
        testimonials.leah,
        testimonials.maren,
        testimonials.claire,
      ],
    },
    {
      blockType: 'cta',
      heading: 'Ready when you are',
      text: 'Applications are read personally and answered within 48 hours.',
      tone: 'dark',
      actions: [{ label: 'Apply Now', href: '/apply' }],
    },
    {
      blockType: 'offerCards',
      heading: 'Prefer to start on your own?',
      layout: 'grid',
      cards: [
        {
          eyebrow: 'Self-study · 90 minutes',
          title: 'The Good Girl Paradox Masterclass',
          description: '90-minute masterclass with instant access, at your own pace.',
          product: products.masterclass,
          link: { label: 'Start the masterclass', href: '/masterclass' },
        },
      ],
    },
  ],
  meta: {
    title: 'Work With Me | 1:1 Somatic Mentorship for Women',
    description:
      'Private somatic mentorship: structured sessions, support tailored to your rhythms, and accountability in a permission-based space.',
    keywords: 'somatic mentorship, 1:1 coaching, women, embodiment',
  },
})
