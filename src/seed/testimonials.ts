import type { Testimonial } from '@/payload-types'

type TestimonialSeed = Omit<Testimonial, 'id' | 'createdAt' | 'updatedAt'>

// Placeholder testimonials for the owner to replace with her clients' words.
export const testimonialsSeed = {
  ana: {
    text: 'I stopped saying yes before I had even felt the question. My body finally has a vote.',
    name: 'Ana R.',
    result: 'Says no without apologising',
    stars: 5,
    timeframe: '2 weeks',
  },
  claire: {
    text: 'The breathwork gave me back a softness I thought I had lost for good. I feel at home in my skin again.',
    name: 'Claire M.',
    result: 'Feels safe in her body',
    stars: 5,
    timeframe: '8 weeks',
  },
  jo: {
    text: 'My partner noticed before I did: I ask for what I want now, and pleasure is no longer a performance.',
    name: 'Jo T.',
    result: 'A more honest relationship',
    stars: 5,
    timeframe: '12 weeks',
  },
  priya: {
    text: 'Twenty years of being the reliable one. In one evening I met the woman underneath, and she is wild and kind.',
    name: 'Priya S.',
    result: 'Reconnected with desire',
    stars: 5,
    timeframe: '8 weeks',
  },
  leah: {
    text: 'Gentle, fierce and never rushed. I was held enough to let myself be messy.',
    name: 'Leah K.',
    result: 'Trusts her own pace',
    stars: 5,
    timeframe: '12 weeks',
  },
  sofia: {
    text: 'The boundary tapping alone was worth it. I use it before every hard conversation.',
    name: 'Sofia D.',
    result: 'Holds her boundaries',
    stars: 5,
    timeframe: '2 weeks',
  },
  maren: {
    text: 'I came for my anxiety and found my aliveness. The sessions felt like coming home.',
    name: 'Maren L.',
    result: 'Calmer and more alive',
    stars: 5,
    timeframe: '12 weeks',
  },
} satisfies Record<string, TestimonialSeed>

export type TestimonialKey = keyof typeof testimonialsSeed
