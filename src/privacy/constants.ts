/**
 * What a data request was: her data given to her, or her erased, or her own ask to be erased
 * (from her e-mailed link), which waits for the owner.
 */
export const PRIVACY_REQUEST_KINDS = ['export', 'erasure', 'erasure-asked'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]

/** Where her own ask to be erased stands: waiting for the owner, or done. */
export const ERASURE_ASK_STATUSES = ['pending', 'done'] as const

/** How long the accounts keep an anonymised order, in the owner's words (erasePerson says it). */
export const ACCOUNTING_YEARS = 7

/** How long the link to her own data works, once e-mailed. */
export const DATA_LINK_DAYS = 7

/** When the owner is reminded of an erasure she has not done (the law gives 30 days). */
export const ERASURE_REMINDER_DAYS = 25

/** Who answered a request she made by her own e-mailed link, as the privacy requests record it. */
export const HER_OWN_LINK = 'She, by the link e-mailed to her'
