import { richText } from '../richText'

import type { PageSeed, SeedRefs } from './types'

export const aboutPage = ({ products }: SeedRefs): PageSeed => ({
  title: 'About',
  slug: 'about',
  footer: 'contact',
  layout: [
    {
      blockType: 'hero',
      variant: 'banner',
      eyebrow: 'About',
      heading: 'I was the good girl, too',
      tagline: 'Now I help women leave the performance behind and live from the body’s truth.',
    },
    {
      blockType: 'content',
      heading: 'My story',
      body: richText([
        'I spent my twenties being impressive: the reliable friend, the easy lover, the woman who never needed much. My body kept the score in tight shoulders, shallow breath and a pleasure I could not quite reach.',
        'Somatic sexology gave me a way back. Not by thinking harder, but by feeling more: slowly, with consent, at the pace my nervous system could trust.',
        'Today I guide women through the same return, from good-girl people-pleasing to a sensual sovereignty that belongs to no one but them.',
      ]),
    },
    {
      blockType: 'features',
      heading: 'What I believe',
      style: 'cards',
      tone: 'blush',
      items: [
        {
          title: 'Your body is not a problem to fix',
          description: 'It is an intelligence to listen to.',
        },
        {
          title: 'Boundaries are a form of love',
          description: 'Every honest no makes room for a wholehearted yes.',
        },
        {
          title: 'Desire is sacred',
          description: 'Wanting is not selfish; it is how life moves through you.',
        },
      ],
    },
    {
      blockType: 'features',
      heading: 'How I hold space',
      style: 'checklist',
      items: [
        {
          title: 'Trauma-informed and consent-led',
          description: 'You choose what we explore and how far we go.',
        },
        {
          title: 'Body before story',
          description: 'We follow sensation, breath and impulse, not only words.',
        },
        {
          title: 'Warm, direct and unhurried',
          description: 'There is time for the mess. There is room for all of you.',
        },
      ],
    },
    {
      blockType: 'offerCards',
      heading: 'Work with me',
      layout: 'grid',
      cards: [
        {
          eyebrow: 'By application',
          title: '1:1 Mentorship',
          description: 'Personal somatic guidance for deep, lasting change.',
          link: { label: 'Apply now', href: '/apply' },
        },
        {
          eyebrow: '{price} · 90 minutes',
          title: 'The Good Girl Paradox',
          description: 'The self-led masterclass with instant access.',
          product: products.masterclass,
          link: { label: 'See the masterclass', href: '/masterclass' },
        },
        {
          eyebrow: 'Free',
          title: 'Grounding Meditation',
          description: 'Ten minutes to come home to your body.',
          link: { label: 'Listen free', href: '/free-meditation' },
        },
      ],
    },
    {
      blockType: 'content',
      heading: 'Beyond the work',
      tone: 'blush',
      body: richText([
        'You will find me dancing barefoot in the kitchen, swimming in cold water, and reading poetry out loud to anyone who will listen. I practise what I teach, imperfectly and with delight.',
      ]),
    },
  ],
  meta: {
    title: 'About | Somatic Sexologist & Master Reclamator',
    description:
      'The story, beliefs and way of holding space behind this somatic coaching practice for women.',
    keywords: 'somatic sexologist, about, embodiment coach, women',
  },
})
