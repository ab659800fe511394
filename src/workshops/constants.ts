/** Spec §9: the Holy Mess workshop and the rules every workshop follows. */
export const HOLY_MESS_SLUG = 'holy-mess'
export const DEFAULT_CAPACITY = 20
/** MST all year round, as the spec's "2:30-4:30 PM MST" reads even in August. */
export const DEFAULT_TIME_ZONE = 'America/Phoenix'
/** Spec §5: a registration without a name is sent as this. */
export const DEFAULT_PARTICIPANT_NAME = 'VIP Member'
/**
 * How long an unpaid registration holds its spot. The housekeeping job (every minute) releases a
 * hold HOLD_GRACE_MINUTES after that, for a payment Stripe is finishing: a spot comes back within
 * 15 minutes at most. Stripe's checkout page lives longer (its minimum is 30 minutes); a payment
 * made there after the release still counts (markPaid takes the spot back).
 */
export const HOLD_MINUTES = 10
export const HOLD_GRACE_MINUTES = 4
/** Stripe refuses a Checkout Session that expires sooner; a minute more absorbs clock drift. */
export const STRIPE_CHECKOUT_MINUTES = 31
/** Unpaid spots one client (network address) may hold at once, across workshops. */
export const HOLDS_PER_CLIENT = 2

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
  tooManyHolds:
    'You already have spots waiting for payment. Please finish or let those checkouts expire (within 15 minutes) first.',
  holdPending:
    'A registration for this address is already waiting for payment. Please finish that checkout, or try again in 15 minutes.',
} as const
