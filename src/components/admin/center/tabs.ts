/** The Admin Center's tabs, in the spec's order (§2). */
export const ADMIN_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'ai-assistant', label: 'AI Assistant' },
  { key: 'leads', label: 'Leads' },
  { key: 'applications', label: 'Applications' },
  { key: 'email', label: 'Email' },
  { key: 'courses', label: 'Courses' },
  { key: 'settings', label: 'Settings' },
] as const

export type AdminTab = (typeof ADMIN_TABS)[number]['key']

export const isAdminTab = (value: unknown): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab.key === value)

/** The address of a tab (the tab is in the URL, so reload and back keep it). */
export function tabHref(
  tab: AdminTab,
  params: Record<string, string | number | undefined | null> = {},
): string {
  const query = new URLSearchParams({ tab })
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  return `/admin?${query.toString()}`
}
