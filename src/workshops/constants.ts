/** Spec §9: the Holy Mess workshop and the rules every workshop follows. */
export const HOLY_MESS_SLUG = 'holy-mess'
export const DEFAULT_CAPACITY = 20
/** MST all year round, as the spec's "2:30-4:30 PM MST" reads even in August. */
export const DEFAULT_TIME_ZONE = 'America/Phoenix'
/** Spec §5: a registration without a name is sent as this. */
export const DEFAULT_PARTICIPANT_NAME = 'VIP Member'
/** How long an unpaid registration holds its spot: the life of a Stripe Checkout Session. */
export const HOLD_MINUTES = 30

/** What the page and the endpoint tell a visitor (spec §4 and §8 where the spec has a text). */
export const WORKSHOP_MESSAGES = {
  started: { title: 'Registration Started!', description: 'Redirecting to secure payment...' },
  failure: {
    title: 'Registration Issue',
    description: "Let's get you registered. Try again or contact support.",
  },
  soldOut: 'This workshop is full: all spots have been taken.',
  over: 'This workshop has already taken place, so registration is closed.',
  closed: 'Registration for this workshop is closed.',
  notFound: 'There is no such workshop.',
  alreadyPaid:
    'You are already registered for this workshop. Your confirmation is in your e-mail inbox.',
  paymentFailed: 'We could not open the secure payment page. Please try again in a moment.',
} as const
