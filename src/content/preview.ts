import { sameOriginPath } from '@/commerce/redirects'

/** Where the owner's preview of a document opens: the preview route, then the page itself. */
const PREVIEW_ROUTE = '/next/preview'

/** The preview URL for a path on this site (the route refuses anything else). */
export const previewURL = (path: string) =>
  `${PREVIEW_ROUTE}?path=${encodeURIComponent(sameOriginPath(path) ?? '/')}`

/** Live-preview sizes in the admin: the spec's 390 px phone, a tablet and a desktop. */
export const PREVIEW_BREAKPOINTS = [
  { label: 'Phone', name: 'phone', width: 390, height: 844 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]
