/**
 * Readable names for what the database stores as keys. Pure: the Admin Center's components
 * import it too.
 */

const KNOWN_SOURCES: Record<string, string> = {
  'meditation-download': 'Meditation download',
  quiz_people_pleaser: 'Quiz: People-Pleaser',
  quiz_perfectionist: 'Quiz: Perfectionist',
  quiz_rebel: 'Quiz: Rebel',
  purchase: 'Purchase',
  workshop: 'Workshop',
  application: 'Application',
  'contact-form': 'Contact form',
  checkout: 'Checkout',
  'import:kit': 'Imported from Kit',
  'import:mailchimp': 'Imported from Mailchimp',
  'import:kajabi': 'Imported from Kajabi',
  'import:teachable': 'Imported from Teachable',
  'import:csv': 'Imported from a spreadsheet',
}

/** "meditation-download" → "Meditation download"; unknown sources are made readable, not hidden. */
export function sourceLabel(source: string | null | undefined): string {
  if (!source) return '-'
  const known = KNOWN_SOURCES[source]
  if (known) return known
  if (source.startsWith('waitlist:'))
    return `Waitlist: ${readable(source.slice('waitlist:'.length))}`
  if (source.startsWith('quiz_')) return `Quiz: ${readable(source.slice('quiz_'.length))}`
  return readable(source)
}

const readable = (key: string) => {
  const words = key.replace(/[-_]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

const ARCHETYPE_LABELS: Record<string, string> = {
  people_pleaser: 'The Devoted People-Pleaser',
  perfectionist: 'The Sophisticated Perfectionist',
  rebel: 'The Awakened Rebel',
}

export const quizResultLabel = (key: string | null | undefined) =>
  key ? (ARCHETYPE_LABELS[key] ?? readable(key)) : '-'

/** The values of the Applications collection's status select. */
export type ApplicationStatus = 'new' | 'accepted' | 'call-scheduled' | 'declined'

/** The badge an application shows (§2: "New Application" for a new one). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New Application',
  accepted: 'Accepted',
  'call-scheduled': 'Call scheduled',
  declined: 'Declined',
}
