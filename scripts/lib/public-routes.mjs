/**
 * Every screen a visitor can open (spec §2's route table, the workshop page its alternate
 * homepage links to, the privacy page every footer links to, and a path that does not exist), in
 * the route table's order. The browser tests, `npm run screenshots` and `npm run bench:lighthouse`
 * walk this one list.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/work-with-me',
  '/masterclass',
  '/checkout',
  '/watch',
  '/course',
  '/apply',
  '/free-meditation',
  '/meditation-access',
  '/waitlist',
  '/quiz',
  '/link-in-bio',
  '/v2-reimagined-mockup',
  '/email-header-test',
  '/workshop/holy-mess',
  '/sign-in',
  '/privacy',
  '/no-such-page',
]

/**
 * The routes that answer each person with her own page (rendered per request, sent private):
 * every other public route is one cached copy for everyone (docs/production.md: Launch day).
 */
export const PER_PERSON_ROUTES = ['/checkout', '/watch', '/course', '/sign-in']

/** The public routes every visitor gets the same cached copy of (the missing page's 404 too). */
export const CACHED_ROUTES = PUBLIC_ROUTES.filter((route) => !PER_PERSON_ROUTES.includes(route))

/** The course portal as a buyer of the masterclass without the bonus: a module, and a locked one. */
export const BUYER_ROUTES = ['/course', '/course/boundary-tapping']
