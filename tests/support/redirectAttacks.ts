/**
 * Redirect targets an attacker sends to leave the site: each must be refused by the one redirect
 * check (src/commerce/redirects.ts) and, sent to a real route, end on a path of this site. Raw
 * strings, as the route reads them after the query string is decoded once.
 */
export const HOSTILE_REDIRECT_TARGETS: string[] = [
  // Protocol-relative, and what URL normalisation turns into it.
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/..//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e//evil.example',
  // Encoded slashes and backslashes, once and twice.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%2e%2e%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%255Cevil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/..\\/evil.example',
  // Whitespace and control characters browsers drop or servers split on.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0000/evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/watch\r\nSet-Cookie: x=1',
  '/%00//evil.example',
  // Absolute URLs and schemes.
  'https://evil.example',
  'http://evil.example/watch',
  'HTTPS://evil.example',
  'https:evil.example',
  '//evil.example@localhost',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/https://evil.example',
  '/http:evil.example',
  // Not a path at all.
  'evil.example',
  '.evil.example',
  '',
]

/** Paths of this site that must still pass, normalised as shown. */
export const OWN_REDIRECT_TARGETS: [target: string, expected: string][] = [
  ['/', '/'],
  ['/about', '/about'],
  ['/watch?email=a%40b.c', '/watch?email=a%40b.c'],
  ['/course/main-masterclass?email=a%40b.c', '/course/main-masterclass?email=a%40b.c'],
  ['/posts/a/../b', '/posts/b'],
  ['/about#team', '/about#team'],
  ['/sign-in?token=abc', '/sign-in?token=abc'],
  ['/watch?next=//evil.example', '/watch?next=//evil.example'],
]
