/** How the Admin Center's people screens write money. */
export const formatDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined
    ? '-'
    : (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/** What an empty value shows (§2: "-"). */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-')
