/** The public origin of the site, used in metadata, e-mails and the sitemap. */
export const getServerSideURL = (env: Record<string, string | undefined> = process.env): string =>
  env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${env.PORT || 3000}`

/**
 * Whether the site is served to this machine only (localhost, 127.0.0.0/8, [::1]): a developer's
 * machine, where demo payments and logged sign-in links are safe.
 */
export function isLocalServer(url: string = getServerSideURL()): boolean {
  let hostname: string
  try {
    hostname = new URL(url).hostname
  } catch {
    return false
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  )
}
