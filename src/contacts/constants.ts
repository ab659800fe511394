/** Where a contact is in the owner's pipeline (spec §3 lead_status). */
export const CONTACT_STATUSES = ['new', 'contacted', 'customer', 'not_a_fit'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  customer: 'Customer',
  not_a_fit: 'Not a fit',
}

/** How a subscription last changed. */
export const SUBSCRIPTION_CHANGES = [
  'sign-up',
  'unsubscribe-link',
  'admin',
  're-subscribed',
  'confirmed',
  'bounce',
  'complaint',
  'import',
] as const
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number]

/**
 * The sources a contact can have besides a lead's own (quiz_rebel, meditation-download, …): each
 * kind of row that points at her adds one.
 */
export const CONTACT_SOURCES = {
  waitlist: (program: string) => `waitlist:${program}`,
  purchase: 'purchase',
  workshop: 'workshop',
  application: 'application',
  contactForm: 'contact-form',
} as const

/**
 * Whether she may be sent marketing e-mail, and why not: she agreed (subscribed), agreed and has
 * not yet clicked the confirmation (double opt-in), was never asked (a buyer, an applicant who
 * left the box unticked), said no (unsubscribed), or her address refused mail (bounced) or she
 * reported it as spam (complained). Only `subscribed` receives campaigns and sequences.
 */
export const MARKETING_STATUSES = [
  'subscribed',
  'awaiting_confirmation',
  'never_asked',
  'unsubscribed',
  'bounced',
  'complained',
] as const
export type MarketingStatus = (typeof MARKETING_STATUSES)[number]

export const MARKETING_STATUS_LABELS: Record<MarketingStatus, string> = {
  subscribed: 'Subscribed',
  awaiting_confirmation: 'Waiting to confirm',
  never_asked: 'Never asked',
  unsubscribed: 'Unsubscribed',
  bounced: 'Address bounced',
  complained: 'Marked as spam',
}

/** How she agreed: by signing up (single), by also clicking the confirmation (double). */
export const CONSENT_METHOD_LABELS = {
  single: 'Signed up',
  double: 'Signed up and confirmed by e-mail',
} as const
export type ConsentMethod = keyof typeof CONSENT_METHOD_LABELS
