import type { Payload } from 'payload'

import type { AlternateHome } from '@/payload-types'

import { privacyLink } from './privacy'

const links = (items: [label: string, href: string][]) =>
  items.map(([label, href]) => ({ label, href }))

// Quoted texts and figures come from the product spec; the rest is placeholder copy in the
// practice's voice for the owner to rewrite in Admin → Content → Alternate homepage (v2).
const alternateHomeSeed: Omit<AlternateHome, 'id' | 'createdAt' | 'updatedAt'> = {
  meta: {
    title: 'Reclaim Your Erotic Truth in 30 Days',
    description:
      'A somatic journey for women done with people-pleasing. Take the 3-minute quiz to discover your Good Girl archetype and begin reclaiming your erotic truth in 30 days.',
    keywords:
      'somatic coaching, good girl archetype, people pleasing, erotic truth, sensual sovereignty, embodiment for women',
  },
  banner: {
    rating: '4.9/5',
    ratingSource: 'from 3,247 women',
    confidential: '100% Confidential',
    members: '10,000+ members',
  },
  nav: {
    brand: 'Sensually Sovereign',
    links: links([
      ['Take the Quiz', '/quiz'],
      ['Free Audio', '/free-meditation'],
      ['Masterclass', '/masterclass'],
      ['Holy Mess Workshop', '/workshop/holy-mess'],
    ]),
    badge: 'Limited Time',
    joinLabel: 'JOIN NOW',
    menuLabel: 'Menu',
  },
  hero: {
    eyebrow: 'From good girl to sensually sovereign',
    heading: 'Reclaim Your Erotic Truth in 30 Days',
    subheading:
      'A somatic journey for women who are done performing. Meet the Good Girl archetype that has been running your life, and feel what becomes possible when your body leads.',
    trusted: 'Trusted by 10,000+ women',
    primaryLabel: 'DISCOVER YOUR ARCHETYPE',
    storyLabel: 'Watch story (2 min)',
    liveBadge: 'LIVE',
    joinedBadge: 'joined today',
  },
  painPoints: {
    heading: 'Does this sound familiar?',
    items: [
      { text: 'You say yes while your whole body is whispering no.' },
      { text: 'You perform pleasure instead of feeling it.' },
      { text: 'You shrink your desires so no one is inconvenienced.' },
      { text: 'You feel numb, guarded or far away from your own body.' },
      { text: 'You were taught to be good, never to be free.' },
    ],
    closing:
      'You are not broken. You were trained. And what the body learned, the body can unlearn.',
  },
  stats: {
    heading: 'The journey in numbers',
    items: [
      { number: '10,000+', label: 'women guided home to their bodies' },
      { number: '98%', label: 'breakthrough in the first month' },
      { number: '4.9/5', label: 'from 3,247 women' },
      { number: '30', label: 'days to reclaim your erotic truth' },
      { number: '4', label: 'Good Girl archetypes' },
      { number: '3', label: 'minute quiz to meet yours' },
    ],
  },
  testimonials: {
    heading: 'Women who stopped performing and started living',
    pauseLabel: 'Pause',
    playLabel: 'Play',
  },
  method: {
    heading: 'The 3-Phase Sovereignty Method',
    intro: 'Thirty days, three phases, one body that finally feels like home.',
    phaseLabel: 'Phase',
    phases: [
      {
        title: 'Recognize',
        description:
          'Meet your Good Girl archetype and notice, without judgement, where your body still holds the old rules.',
      },
      {
        title: 'Reclaim',
        description:
          'Breath, touch and boundary practices that return pleasure, voice and choice to your body.',
      },
      {
        title: 'Revolutionize',
        description:
          'Live from sovereignty: desire without apology, say no with ease and let your yes be whole.',
      },
    ],
  },
  workshop: {
    eyebrow: 'Live workshop',
    title: 'Holy Mess',
    description:
      'Two hours of live, guided somatic practice in a small circle of women: let the mess move through you instead of holding it together.',
    buttonLabel: 'Reserve My Spot',
    buttonHref: '/workshop/holy-mess',
  },
  offer: {
    eyebrow: 'Limited time',
    heading: 'Claim Your Breakthrough Package',
    text: 'Your archetype reading, the free grounding meditation and a 30-day practice guide, sent straight to your inbox.',
    includes: [
      { item: 'Your personal Good Girl archetype reading' },
      { item: 'The 10-minute grounding meditation' },
      { item: 'The 30-day Sovereignty practice guide' },
    ],
    countdownLabel: 'This offer ends in',
    // Set when the site is seeded (seedAlternateHome): a fixed date would have passed long ago.
    countdownEndsAt: null,
    daysLabel: 'days',
    hoursLabel: 'hours',
    minutesLabel: 'minutes',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    nameLabel: 'First name (optional)',
    namePlaceholder: 'Your first name',
    buttonLabel: 'CLAIM MY PACKAGE',
    pendingLabel: 'CLAIMING...',
    note: '100% Confidential. Unsubscribe anytime.',
    missingEmail: {
      title: 'Email needed',
      description: 'Enter your email to claim your breakthrough package',
    },
    success: {
      title: 'Success! 🎉',
      description:
        'Your breakthrough package is on the way! Check your email in the next few minutes.',
    },
    failure: {
      title: 'Almost there!',
      description: "Let's get you connected. Try again or contact support.",
    },
  },
  quizModal: {
    title: 'Ready to Discover Your Good Girl Archetype?',
    description:
      'This 3-minute quiz reveals the pattern that keeps you pleasing everyone else, and your first step back to your own pleasure.',
    confirmLabel: 'Yes, Start My Quiz!',
    confirmHref: '/quiz',
    cancelLabel: 'Maybe Later',
  },
  story: {
    title: 'Her story',
    liveLabel: 'LIVE',
    durationSeconds: 45,
    lines: [
      { atSecond: 2, text: 'For years, I was the good girl.' },
      { atSecond: 7, text: 'I said yes when my body said no.' },
      { atSecond: 14, text: 'I smiled through the numbness and called it peace.' },
      { atSecond: 21, text: 'Then I started listening to my body instead of the rules.' },
      { atSecond: 28, text: 'Breath by breath, my pleasure came back.' },
      { atSecond: 35, text: 'My boundaries became clear, and my yes became whole.' },
      { atSecond: 42, text: 'Now it is your turn. Discover your archetype.' },
    ],
    discoverLabel: 'Discover Your Archetype',
    closeLabel: 'Close',
    muteLabel: 'Mute',
    unmuteLabel: 'Unmute',
  },
  footer: {
    tagline:
      'Somatic coaching for women ready to move from good-girl people-pleasing to being sensually sovereign.',
    links: links([
      ['Take the Quiz', '/quiz'],
      ['Free Meditation', '/free-meditation'],
      ['Masterclass', '/masterclass'],
      ['Work With Me', '/work-with-me'],
      [privacyLink.label, privacyLink.href],
    ]),
    linksLabel: 'Explore',
  },
  floatingButtonLabel: 'START QUIZ',
}

/** Spec §9: the countdown starts at 2 days 14 h 23 min. */
const OFFER_WINDOW_MS = ((2 * 24 + 14) * 60 + 23) * 60_000

/** When the seeded offer ends: 2 days 14 h 23 min after the site is seeded. */
const offerEndsAt = (now: Date) => new Date(now.getTime() + OFFER_WINDOW_MS)

/**
 * Fills the alternate homepage once; after that every word is the owner's. The offer's countdown
 * runs to a real moment, 2 days 14 h 23 min after seeding (spec §9's starting figure), which she
 * moves or clears in the admin.
 */
export async function seedAlternateHome(payload: Payload, now = new Date()): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'alternate-home', depth: 0 })
  if (current.hero?.heading) return false
  await payload.updateGlobal({
    slug: 'alternate-home',
    data: {
      ...alternateHomeSeed,
      offer: { ...alternateHomeSeed.offer, countdownEndsAt: offerEndsAt(now).toISOString() },
      _status: 'published',
    },
    context: { disableRevalidate: true },
  })
  return true
}
