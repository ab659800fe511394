/**
 * Where the privacy page lives. The seed creates the page under this slug and links it from every
 * footer; the link page's footer, which has no list of links of its own, looks for this address
 * among the standard footer's links.
 */
export const PRIVACY_SLUG = 'privacy'
export const PRIVACY_PATH = `/${PRIVACY_SLUG}`
