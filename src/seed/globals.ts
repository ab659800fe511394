import type { Footer, Header } from '@/payload-types'

import { privacyLink } from './privacy'

export const headerSeed: Omit<Header, 'id'> = {
  navItems: [
    { label: 'HOME', href: '/' },
    { label: 'FREE MEDITATION', href: '/free-meditation', hideOnCheckout: true },
    { label: 'TAKE THE QUIZ', href: '/quiz' },
    { label: 'WORK WITH ME', href: '/work-with-me' },
    { label: 'MASTERCLASS', href: '/masterclass' },
    { label: 'ABOUT', href: '/about' },
  ],
}

export const footerSeed: Omit<Footer, 'id'> = {
  standardLinks: [
    { label: 'About', href: '/about' },
    { label: 'Contact Form', href: '/about#contact' },
    privacyLink,
  ],
  adminLinkLabel: 'Admin',
  contact: {
    heading: 'Get in touch',
    intro: 'Questions, collaborations or a simple hello: write and I will answer personally.',
  },
  masterclassLinks: [
    { label: 'About', href: '/about' },
    { label: 'Work With Me', href: '/work-with-me' },
    privacyLink,
  ],
  signup: {
    heading: 'Not ready yet?',
    text: 'Start with the free 10-minute grounding meditation and feel the work in your body first.',
    buttonLabel: 'Get the Free Meditation',
    buttonHref: '/free-meditation',
  },
}
