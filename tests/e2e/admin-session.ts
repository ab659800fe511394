import { randomInt } from 'node:crypto'
import path from 'node:path'

/** Where the global setup keeps the owner's session cookie for the run. */
export const OWNER_SESSION_FILE = path.join(
  process.env.TEST_RESULTS_DIR || 'test-results',
  'owner-session.txt',
)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Links this test process has already handed out: each is used once. */
const handedOut = new Set<string>()

/**
 * The newest sign-in link the SMTP peer received for `email` since `after` that this process has
 * not handed out before, waiting for it.
 */
export async function waitForSignInLink(email: string, after: number, timeoutMs = 30_000) {
  const mailbox = process.env.E2E_MAILBOX_URL
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set: run browser tests through npm test')
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(500)) {
    const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`)
    const mails = (await response.json()) as { subject: string; text: string; receivedAt: string }[]
    const link = mails
      .filter(
        (mail) => mail.subject.includes('sign-in link') && Date.parse(mail.receivedAt) >= after,
      )
      .map(
        (mail) =>
          /https?:\/\/\S+\/api\/admin\/verify-magic-link\?token=[\w-]+/.exec(mail.text)?.[0],
      )
      .filter((found): found is string => Boolean(found) && !handedOut.has(found!))
      .at(-1)
    if (link) {
      handedOut.add(link)
      return link
    }
  }
  throw new Error(`No sign-in link reached ${email} within ${timeoutMs / 1000} s`)
}

/**
 * The network the owner signs in from at the start of the run (global-setup.ts). The server
 * remembers it for her, so her later requests for a link from there are not counted against the
 * address's ceiling of 5 in 15 minutes that every other client shares (src/auth/operations/
 * requestMagicLink.ts): the tests that ask for more links as her ask from here.
 */
export const OWNER_NETWORK = '10.250.0.1'

/** Requests a link for `email`, reads it from the mailbox and uses it; returns the cookie pair. */
export async function signInByMagicLink(
  baseURL: string,
  email: string,
  from = `10.250.${randomInt(1, 256)}.${randomInt(1, 255)}`,
): Promise<string> {
  const client = { 'x-forwarded-for': from }
  const asked = Date.now()
  const request = await fetch(`${baseURL}/api/admin/request-magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client },
    body: JSON.stringify({ email }),
  })
  if (!request.ok) throw new Error(`request-magic-link answered ${request.status}`)
  const token = new URL(await waitForSignInLink(email, asked)).searchParams.get('token')
  const verified = await fetch(`${baseURL}/api/admin/verify-magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client },
    body: JSON.stringify({ token }),
  })
  const cookie = verified.headers.get('set-cookie')?.split(';')[0]
  if (!verified.ok || !cookie) throw new Error(`verify-magic-link answered ${verified.status}`)
  return cookie
}
