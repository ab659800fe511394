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
