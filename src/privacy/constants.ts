/** What a data request was: her data given to her, or her erased. */
export const PRIVACY_REQUEST_KINDS = ['export', 'erasure'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]

/** How long the accounts keep an anonymised order, in the owner's words (erasePerson says it). */
export const ACCOUNTING_YEARS = 7
