/** How the Admin Center's people screens write dates and money (UTC, so every reload agrees). */
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export const formatDate = (iso: string | null | undefined) =>
  iso ? DATE.format(new Date(iso)) : '-'

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? `${DATE_TIME.format(new Date(iso))} UTC` : '-'

export const formatDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined
    ? '-'
    : (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/** What an empty value shows (§2: "-"). */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-')
