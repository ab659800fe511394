import { getServerSideURL } from '@/utilities/getURL'

import { AFFILIATE_PAGE_PATH } from './pageToken'

/** The link an affiliate shares: the site's home page with her code. */
export const affiliateLinkOf = (code: string) =>
  `${getServerSideURL()}/?ref=${encodeURIComponent(code)}`

/** Her own page's address with its token. */
export const affiliatePageUrl = (token: string) =>
  `${getServerSideURL()}${AFFILIATE_PAGE_PATH}?token=${encodeURIComponent(token)}`
