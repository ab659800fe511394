import { richText } from '../richText'

import type { PageSeed, SeedRefs } from './types'

const PURCHASE_LABEL = 'Reclaim Your Power → {price} Instant Access'

export const masterclassPage = ({ testimonials, products }: SeedRefs): PageSeed => ({
  title: 'Masterclass',
  slug: 'masterclass',
  footer: 'masterclass',
  layout: [
    {
      blockType: 'hero',
      variant: 'banner',
      eyebrow: 'The Good Girl Paradox · 90-minute masterclass',
      heading: 'Break the Rules. Reclaim Your Body. Remember Your Power.',
      product: products.masterclass,
      priceNote: 'Normally {listPrice}, for a limited time',
    },
    {
      blockType: 'content',
      heading: 'An invitation',
      body: richText([
        'You learned to be good: agreeable, careful, easy to love. It kept you safe once. Now it keeps you small.',
        'In ninety minutes of guided practice you will feel where the good girl lives in your body, and how to let her rest so your power can rise.',
      ]),
    },
    {
      blockType: 'features',
      heading: 'Six practices inside',
      style: 'numbered',
      tone: 'blush',
      items: [
        {
          title: 'Embodiment meditation',
          description: 'Arrive in your body and find the ground beneath you.',
        },
        {
          title: 'Somatic breathwork',
          description: 'Breath that moves held energy and opens feeling.',
        },
        {
          title: 'Humming for safety',
          description: 'A simple vagal practice that tells your system it is safe.',
        },
        {
          title: 'Reflection and forgiveness',
          description: 'Meet the good girl with compassion, and release her.',
        },
        {
          title: 'Boundary tapping',
          description: 'Tap a clear no into the body so a true yes can follow.',
        },
        {
          title: 'Erotic sovereignty ritual',
          description: 'Claim your pleasure as yours, on your own terms.',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'What women say',
      show: 'chosen',
      testimonials: [testimonials.ana, testimonials.sofia, testimonials.jo],
    },
    {
      blockType: 'content',
      heading: 'Your guide',
      body: richText([
        'Somatic Sexologist & Master Reclamator. A recovering good girl who has guided thousands of women back into their bodies through breath, touch-free somatic practice and honest conversation.',
      ]),
    },
    {
      blockType: 'pricingCard',
      product: products.masterclass,
      heading: 'The Good Girl Paradox',
      text: 'Instant access, unlimited viewing.',
      buttonLabel: PURCHASE_LABEL,
      buttonHref: '/checkout',
      guarantee: '30-day money-back guarantee. If it is not for you, you get every cent back.',
    },
    {
      blockType: 'faq',
      heading: 'Questions',
      items: [
        {
          question: 'How long do I have access?',
          answer: 'Forever. Watch as often as you like, on any device.',
        },
        {
          question: 'Is this right for me if I am new to somatic work?',
          answer: 'Yes. Every practice is guided step by step and you can go at your own pace.',
        },
        {
          question: 'Do I need a partner?',
          answer: 'No. This is a practice of returning to yourself.',
        },
        {
          question: 'What if it is not what I hoped?',
          answer: 'Write within 30 days for a full refund, no questions asked.',
        },
        {
          question: 'What is Return to the Body?',
          answer:
            'An optional bonus of three rituals: Boundary Tapping (EFT), Eros Energy Activation and the Sovereignty Ritual. You can add it at checkout.',
        },
      ],
    },
    {
      blockType: 'cta',
      heading: 'Your power has been waiting',
      text: 'Begin today for {price} instead of {listPrice}.',
      product: products.masterclass,
      tone: 'dark',
      actions: [{ label: PURCHASE_LABEL, href: '/checkout' }],
    },
  ],
  meta: {
    title: 'The Good Girl Paradox Masterclass | Reclaim Your Body',
    description:
      'A 90-minute somatic masterclass with six practices to unlearn people-pleasing and remember your power. Instant access, 30-day guarantee.',
    keywords: 'masterclass, good girl paradox, somatic practice, people pleasing, women',
  },
})
