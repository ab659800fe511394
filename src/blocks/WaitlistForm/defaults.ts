import { DEFAULT_PROGRAM, WAITLIST_SOURCES } from '@/contacts/schema'

export type WaitlistSource = (typeof WAITLIST_SOURCES)[number]

/**
 * The words the block starts with. The config gives them to new blocks as default values; the
 * component falls back to them for a block saved before a field existed.
 */
export const waitlistFormDefaults = {
  heading: 'Join the Radiant Alchemy Waitlist',
  nameLabel: 'Name',
  emailLabel: 'Email',
  sourceLabel: 'How did you find us?',
  sourcePlaceholder: 'Choose one (optional)',
  sourceOptions: {
    instagram: 'Instagram',
    website: 'Website',
    friend: 'A friend',
    masterclass: 'The masterclass',
    quiz: 'The Good Girl Quiz',
    meditation: 'The free meditation',
    search: 'A search engine',
    other: 'Other',
  } satisfies Record<WaitlistSource, string>,
  buttonLabel: 'Join the Waitlist',
  pendingLabel: 'Joining...',
  program: DEFAULT_PROGRAM,
  successMessage:
    "Welcome to the Waitlist! You'll be the first to know when Radiant Alchemy opens.",
} as const
