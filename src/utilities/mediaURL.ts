import { getServerSideURL } from './getURL'

/**
 * Payload gives uploads absolute URLs once serverURL is set, but next/image only loads local
 * paths: our own files become paths again, anything else is left alone.
 */
export function mediaPath(url: string): string {
  const origin = getServerSideURL()
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

/** The absolute address other sites need (Open Graph images). */
export const absoluteMediaURL = (url: string): string => new URL(url, getServerSideURL()).toString()
