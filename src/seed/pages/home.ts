import { richText } from '../richText'

import type { PageSeed, SeedRefs } from './types'

export const homePage = ({ products }: SeedRefs): PageSeed => ({
  title: 'Home',
  slug: 'home',
  footer: 'standard',
  layout: [
    {
      blockType: 'hero',
      variant: 'banner',
      eyebrow: 'Somatic coaching for women',
      heading: 'From Good Girl to Sensually Sovereign',
      tagline:
        'You were taught to be pleasing. Your body remembers something truer. Come home to it, one breath and one boundary at a time.',
      actions: [{ label: 'Take the Quiz', href: '/quiz' }],
    },
    {
      blockType: 'content',
      heading: 'Your body already knows the way',
      body: richText([
        'Somatic work meets you beneath the thinking mind, where the good-girl patterns live: the automatic yes, the held breath, the smile that hides a no.',
        'Together we slow down enough to feel what is really there, and we practise choosing from pleasure and truth instead of approval.',
      ]),
    },
    {
      blockType: 'offerCards',
      heading: 'Three ways to begin',
      layout: 'grid',
      cards: [
        {
          eyebrow: 'Free · 10 minutes',
          title: 'Grounding Meditation',
          description:
            'A guided practice to land in your body, soften your breath and feel safe enough to listen.',
          link: { label: 'Get the free meditation', href: '/free-meditation' },
        },
        {
          // The price comes first from the product, the list price struck while on sale.
          eyebrow: '90 minutes',
          title: 'The Good Girl Paradox Masterclass',
          description:
            'Unlearn people-pleasing where it lives, in the body, with six practices you keep for life.',
          product: products.masterclass,
          link: { label: 'Explore the masterclass', href: '/masterclass' },
        },
        {
          eyebrow: 'By application',
          title: '1:1 Mentorship',
          description: 'Deep, personal somatic work for women ready to become sensually sovereign.',
          link: { label: 'Work with me', href: '/work-with-me' },
        },
      ],
    },
    {
      blockType: 'features',
      heading: 'The ethos',
      intro: 'Everything here rests on a few simple commitments.',
      style: 'cards',
      tone: 'blush',
      items: [
        {
          title: 'Consent first',
          description: 'Nothing is forced. Every invitation can be declined, including mine.',
        },
        {
          title: 'Pleasure is wisdom',
          description: 'What feels good is information, not indulgence.',
        },
        {
          title: 'Slow is sacred',
          description: 'The nervous system changes at the speed of safety.',
        },
      ],
    },
    {
      blockType: 'stats',
      items: [
        { value: '10,000+', label: 'women' },
        { value: '98%', label: 'breakthrough' },
        { value: '4.9/5', label: 'rating' },
        { value: '89%', label: 'relationship improvement' },
      ],
      // A real count with its period, hidden until it reaches 50: never a made-up one.
      liveFigure: { show: 'signups', days: '30', minimum: 50 },
    },
    {
      blockType: 'testimonialCarousel',
      heading: 'In their words',
      intervalSeconds: 8,
      // Every published testimonial, newest first: a new one appears without editing this page.
      show: 'all',
    },
    {
      blockType: 'cta',
      heading: 'Which good girl lives in you?',
      text: 'Take the three-minute quiz to meet your archetype, or apply for 1:1 mentorship if you are ready to go deep.',
      tone: 'dark',
      actions: [
        { label: 'Take the Quiz', href: '/quiz' },
        { label: 'Apply for Mentorship', href: '/apply' },
      ],
    },
    {
      blockType: 'storyVideo',
      heading: 'My story',
      intro: 'Forty-five seconds on why I do this work.',
      durationSeconds: 45,
      playLabel: 'Play my story',
      // ElevenLabs' premade "Rachel"; the owner can pick another voice in the admin.
      voiceId: '21m00Tcm4TlvDq8ikWAM',
      lines: [
        {
          text: 'For years I was the good girl: agreeable, accomplished, and quietly absent from my own body.',
        },
        { text: 'I said yes when my whole body said no, and I called it kindness.' },
        { text: 'Somatic practice taught me to feel again, slowly, safely, on my own terms.' },
        { text: 'Pleasure stopped being a performance and became a compass.' },
        { text: 'Now I guide women home to that compass, so they can live sensually sovereign.' },
      ],
      completion: {
        title: 'Thank you for listening',
        description: 'Take the quiz when you are ready to begin your own story.',
      },
    },
    {
      blockType: 'cta',
      heading: 'Start with ten minutes for yourself',
      text: 'The free grounding meditation is a gentle first step back into your body.',
      tone: 'blush',
      actions: [{ label: 'Get the Free Meditation', href: '/free-meditation' }],
    },
  ],
  meta: {
    title: 'Somatic Coaching for Women | From Good Girl to Sensually Sovereign',
    description:
      'Move from people-pleasing to sensual sovereignty with somatic coaching, a free grounding meditation and the Good Girl Quiz.',
    keywords: 'somatic coaching, people pleasing, good girl, embodiment, women, sensuality',
  },
})
