import { getServerSideURL } from '@/utilities/getURL'

/**
 * The path on this site that `target` leads to, as a browser reads it, or null. Browsers drop
 * tabs and newlines from addresses and read `\` as `/`, so "/\t/evil.example" is another site:
 * only what WHATWG URL parsing keeps on our own origin passes, and control characters never do.
 */
export function sameOriginPath(target: string): string | null {
  if (!target.startsWith('/') || /[\u0000-\u001f\u007f]/.test(target)) return null
  const origin = new URL(getServerSideURL()).origin
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return null
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
}

/** Where to send a browser after sign-in: `target` when it stays on this site, else `fallback`. */
export const safeRedirectPath = (target: string | null | undefined, fallback: string) =>
  (target ? sameOriginPath(target) : null) ?? fallback
