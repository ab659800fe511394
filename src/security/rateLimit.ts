import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { AppError, errorResponse } from '@/core/errors'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { clientAddress } from './clientAddress'

/** A limit: at most `limit` hits per `windowMs` for one subject (an address, a client…). */
export type RateRule = {
  /** Part of the stored key: rules never share counters. */
  name: string
  limit: number
  windowMs: number
  /** What the visitor reads in the 429 answer. */
  message: string
}

const MINUTE = 60_000

/**
 * Every limit of the site, in one place. "Per client" is the network address our server saw
 * (src/security/clientAddress.ts); "per address" is the normalised e-mail.
 */
export const RATE_RULES = {
  accessLinkPerAddress: {
    name: 'access-link:address',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many requests for this address. Please try again in 15 minutes.',
  },
  accessLinkPerClient: {
    name: 'access-link:client',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: 'Too many requests. Please try again in 15 minutes.',
  },
  /**
   * The Admin Center's sign-in links: an owner needs one or two, a stranger gets none. The
   * per-address ceiling counts requests from unknown clients only, so a flood from elsewhere
   * cannot lock her out: her own browser (a known device) and the client she last signed in from
   * are not counted against it (src/auth/knownDevice.ts, src/auth/operations/requestMagicLink.ts).
   */
  adminLinkPerAddress: {
    name: 'admin-link:address',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many sign-in links for this address. Please try again in 15 minutes.',
  },
  adminLinkPerClient: {
    name: 'admin-link:client',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: 'Too many sign-in requests. Please try again in 15 minutes.',
  },
  /** One client asking again and again for one address (subject: client and address). */
  adminLinkPerClientAndAddress: {
    name: 'admin-link:client-address',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many sign-in links for this address. Please try again in 15 minutes.',
  },
  /** A browser the owner signed in with before (subject: its device id and the address). */
  adminLinkPerKnownDevice: {
    name: 'admin-link:device',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many sign-in links for this address. Please try again in 15 minutes.',
  },
  /** "Ask for your data" on the privacy page: a link e-mailed to the address she gives. */
  dataRequestPerAddress: {
    name: 'data-request:address',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: 'A link was sent already. Please check your inbox, or try again in an hour.',
  },
  dataRequestPerClient: {
    name: 'data-request:client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: 'Too many requests from your connection. Please try again in an hour.',
  },
  leadPerAddress: {
    name: 'lead:address',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: 'We already have this address. Please check your inbox, or try again in an hour.',
  },
  leadPerClient: {
    name: 'lead:client',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'Too many sign-ups from your connection. Please try again in a few minutes.',
  },
  waitlistPerAddress: {
    name: 'waitlist:address',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: 'We already have this address. Please check your inbox, or try again in an hour.',
  },
  waitlistPerClient: {
    name: 'waitlist:client',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'Too many sign-ups from your connection. Please try again in a few minutes.',
  },
  contactPerAddress: {
    name: 'contact:address',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: 'We have your messages. Please wait for a reply before sending more.',
  },
  contactPerClient: {
    name: 'contact:client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: 'Too many messages from your connection. Please try again later.',
  },
  applicationPerAddress: {
    name: 'application:address',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: 'We have your application. Please try again in an hour if something changed.',
  },
  applicationPerClient: {
    name: 'application:client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: 'Too many applications from your connection. Please try again later.',
  },
  workshopAttemptPerClient: {
    name: 'workshop:client',
    limit: 10,
    windowMs: 10 * MINUTE,
    message: 'Too many registration attempts. Please wait a few minutes and try again.',
  },
  checkoutPerClient: {
    name: 'checkout:client',
    limit: 60,
    windowMs: 10 * MINUTE,
    message: 'Too many checkout attempts. Please wait a few minutes and try again.',
  },
  paymentConfirmPerClient: {
    name: 'payment-confirm:client',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'Too many payment attempts. Please wait a few minutes and try again.',
  },
  /**
   * Looking up what an address bought: a person checks her own address a few times (the /watch
   * page and checkout ask once each), a script walking a list of addresses stops here.
   */
  verifyPurchasePerClient: {
    name: 'verify-purchase:client',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'Too many look-ups from your connection. Please try again in a few minutes.',
  },
  /**
   * Affiliate links followed (the page's beacon reports each): a person follows a few; a script
   * inflating an affiliate's clicks, or walking codes, stops here.
   */
  affiliateClickPerClient: {
    name: 'affiliate-click:client',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'Too many requests from your connection. Please try again in a few minutes.',
  },
  /** New narration clips (each costs ElevenLabs credits); a quiz reads six questions. */
  voicePerClient: {
    name: 'voice:client',
    limit: Number(process.env.VOICE_RATE_LIMIT) || 40,
    windowMs: 10 * MINUTE,
    message: 'Too many narration requests. Please try again in a few minutes.',
  },
  /**
   * The owner's assistant commands and voice transcriptions (with a key, each costs an OpenAI
   * call): a runaway script or a stolen session cannot run up her bill.
   */
  assistantPerOwner: {
    name: 'assistant:owner',
    limit: Number(process.env.ASSISTANT_RATE_LIMIT) || 60,
    windowMs: 10 * MINUTE,
    message: 'That is a lot of commands at once. Please wait a few minutes and try again.',
  },
} satisfies Record<string, RateRule>

/**
 * Marks, not limits: a subject remembered for `windowMs` (see remember()). The client address an
 * admin last signed in from, per address, is one.
 */
export const REMEMBERED = {
  adminSignInClient: { name: 'admin-link:signed-in-from', windowMs: 30 * 24 * 60 * MINUTE },
} satisfies Record<string, Pick<RateRule, 'name' | 'windowMs'>>

export type Hit = { allowed: boolean; hits: number; retryAfterSeconds: number }

/**
 * The stored key of a rule's counter for a subject. Subjects are e-mail and network addresses:
 * only their hash is kept, so the counters table holds no one's address.
 */
export const rateLimitKey = (rule: Pick<RateRule, 'name'>, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url')}`

/**
 * Counts one hit of `rule` for `subject` and says whether it is within the limit. One statement
 * (insert or update of the row), so simultaneous requests from several processes count exactly;
 * an expired window starts again at 1. It runs outside any business transaction on purpose: a
 * refused or failed request still counts.
 */
export async function hit(payload: Payload, rule: RateRule, subject: string): Promise<Hit> {
  const key = rateLimitKey(rule, subject)
  const [row] = await writeAsSystem<{ hits: number; retry_after: number }>(
    'rateLimits',
    payload,
    sql`insert into rate_limits (key, hits, reset_at, updated_at, created_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}), now(), now())
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                          else rate_limits.reset_at end,
          updated_at = now()
        returning hits, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
  )
  const hits = Number(row?.hits ?? 1)
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.max(Number(row?.retry_after ?? 0), 1),
  }
}

/** How many hits `subject` has in the current window of `rule`, without counting one. */
export async function hitsSoFar(payload: Payload, rule: RateRule, subject: string) {
  const key = rateLimitKey(rule, subject)
  const [row] = await queryRows<{ hits: number }>(
    payload,
    sql`select hits from rate_limits where key = ${key} and reset_at > now()`,
  )
  return Number(row?.hits ?? 0)
}

/**
 * Remembers `subject` under `mark` for its whole window from now (a later call starts the window
 * again). Kept in the counters table, hashed like every subject, deleted by housekeeping.
 */
export async function remember(
  payload: Payload,
  mark: Pick<RateRule, 'name' | 'windowMs'>,
  subject: string,
  req?: PayloadRequest,
) {
  const key = rateLimitKey(mark, subject)
  await writeAsSystem(
    'rateLimits',
    payload,
    sql`insert into rate_limits (key, hits, reset_at, updated_at, created_at)
        values (${key}, 1, now() + make_interval(secs => ${mark.windowMs / 1000}), now(), now())
        on conflict (key) do update set reset_at = excluded.reset_at, updated_at = now()
        returning id`,
    req,
  )
}

/** Whether `subject` is remembered under `mark` (one indexed read, whatever the answer). */
export async function isRemembered(
  payload: Payload,
  mark: Pick<RateRule, 'name'>,
  subject: string,
) {
  const key = rateLimitKey(mark, subject)
  const rows = await queryRows(
    payload,
    sql`select 1 from rate_limits where key = ${key} and reset_at > now()`,
  )
  return rows.length > 0
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  errorResponse(new AppError('rate_limited', message, { retryAfterSeconds }))

/**
 * Counts a request against every limit given (an e-mail and the client, say) and answers 429
 * with the first exceeded limit's message, or null when all allow it. `subject: 'client'` stands
 * for the requesting client's network address.
 */
export async function limitRequest(
  req: Pick<PayloadRequest, 'payload' | 'headers'>,
  checks: { rule: RateRule; subject: string | 'client' }[],
): Promise<Response | null> {
  const results = await hitAll(
    req.payload,
    checks.map(({ rule, subject }) => ({
      rule,
      subject: subject === 'client' ? clientAddress(req) : subject,
    })),
  )
  const refused = results.find((result) => !result.allowed)
  return refused ? tooManyRequests(refused.rule.message, refused.retryAfterSeconds) : null
}

/**
 * Counts one hit of each rule for its subject, like hit(), in ONE statement whatever their
 * number (a sign-up checks its address and its client: one round trip instead of two, and no
 * second pooled connection). The keys are written in a fixed order, so two requests counting the
 * same keys wait for each other instead of deadlocking; a key given twice counts twice.
 */
export async function hitAll(
  payload: Payload,
  checks: { rule: RateRule; subject: string }[],
): Promise<(Hit & { rule: RateRule })[]> {
  if (checks.length === 0) return []
  const counted = new Map<string, { key: string; secs: number; n: number }>()
  const keys = checks.map(({ rule, subject }) => {
    const key = rateLimitKey(rule, subject)
    const entry = counted.get(key) ?? { key, secs: rule.windowMs / 1000, n: 0 }
    entry.n += 1
    counted.set(key, entry)
    return key
  })
  const rows = [...counted.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const stored = await writeAsSystem<{ key: string; hits: number; retry_after: number }>(
    'rateLimits',
    payload,
    sql`insert into rate_limits (key, hits, reset_at, updated_at, created_at)
        select t.key, t.n, now() + make_interval(secs => t.secs), now(), now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(key text, secs float8, n int)
         order by t.key
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then excluded.hits
                      else rate_limits.hits + excluded.hits end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                          else rate_limits.reset_at end,
          updated_at = now()
        returning key, hits, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
    undefined,
    { prepare: true },
  )
  const byKey = new Map(stored.map((row) => [row.key, row]))
  return checks.map(({ rule }, i) => {
    const row = byKey.get(keys[i]!)
    const hits = Number(row?.hits ?? 1)
    return {
      rule,
      allowed: hits <= rule.limit,
      hits,
      retryAfterSeconds: Math.max(Number(row?.retry_after ?? 0), 1),
    }
  })
}

/** Deletes counters whose window has ended (the housekeeping job). */
export async function deleteExpiredRateLimits(payload: Payload) {
  const rows = await writeAsSystem<{ id: number }>(
    'housekeeping',
    payload,
    sql`delete from rate_limits where reset_at <= now() returning id`,
  )
  return rows.length
}
