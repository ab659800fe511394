import { generateCookie } from 'payload/shared'

import { getServerSideURL } from '@/utilities/getURL'

/**
 * A session cookie as every sign-in of the site sets it (a buyer's, the owner's): http-only,
 * SameSite=Lax, for the whole site, and Secure when the site is served over https.
 */
export const sessionCookie = (name: string, value: string, expires: Date) =>
  generateCookie<false>({
    name,
    value,
    expires,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: getServerSideURL().startsWith('https:'),
    returnCookieAsObject: false,
  })
