import { sql } from '@payloadcms/db-postgres'
import nodemailer from 'nodemailer'
import type { PayloadRequest } from 'payload'

import { openAiSettings } from '@/assistant/engines/openai'
import { requireOwner } from '@/auth/requireOwner'
import { paymentMode } from '@/commerce/stripe'
import { queryRows } from '@/utilities/sql'

export type CheckState = 'ok' | 'warning' | 'error'

export type SystemCheck = {
  key: 'database' | 'email' | 'payments' | 'ai'
  label: string
  state: CheckState
  /** What she reads: what works, or what is missing and what that means. */
  detail: string
}

export type SystemStatus = { checkedAt: string; checks: SystemCheck[] }

/** How long the Settings tab waits for the mail server before saying it did not answer. */
const SMTP_TIMEOUT_MS = 5_000

export type SmtpVerification =
  | { configured: false }
  | { configured: true; verified: true; host: string }
  | { configured: true; verified: false; host: string; error: string }

const hostOf = (smtpUrl: string) => {
  try {
    return new URL(smtpUrl).host
  } catch {
    return 'the SMTP server'
  }
}

/** The last verification per SMTP_URL, for screens that may show a recent answer. */
const recentVerifications = new Map<string, { at: number; result: SmtpVerification }>()

/**
 * Connects to the mail server of SMTP_URL and authenticates (nodemailer's verify), without
 * sending anything. The address's password never leaves this function. `maxAgeMs` lets a screen
 * that is not about e-mail (the overview's launch banner) reuse an answer that recent instead of
 * waiting on the mail server; Settings always asks live.
 */
export async function verifySmtp(
  env: Record<string, string | undefined> = process.env,
  { maxAgeMs = 0 }: { maxAgeMs?: number } = {},
): Promise<SmtpVerification> {
  const smtpUrl = env.SMTP_URL
  if (!smtpUrl) return { configured: false }
  const recent = recentVerifications.get(smtpUrl)
  if (recent && Date.now() - recent.at <= maxAgeMs) return recent.result
  const result = await verifyNow(smtpUrl)
  recentVerifications.set(smtpUrl, { at: Date.now(), result })
  return result
}

async function verifyNow(smtpUrl: string): Promise<SmtpVerification> {
  const host = hostOf(smtpUrl)
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  try {
    await transport.verify()
    return { configured: true, verified: true, host }
  } catch (error) {
    return { configured: true, verified: false, host, error: (error as Error).message }
  } finally {
    transport.close()
  }
}

/** Which Stripe keys are set: live, test, or none (demo or no payments). */
export function stripeKeyKind(key: string | undefined): 'live' | 'test' | 'none' {
  if (!key) return 'none'
  return /^(sk|rk)_live_/.test(key) ? 'live' : 'test'
}

async function databaseCheck(req: PayloadRequest): Promise<SystemCheck> {
  const started = performance.now()
  try {
    await queryRows(req.payload, sql`select 1`)
    const ms = Math.max(1, Math.round(performance.now() - started))
    return {
      key: 'database',
      label: 'Database',
      state: 'ok',
      detail: `Connected: a round trip took ${ms} ms.`,
    }
  } catch (error) {
    return {
      key: 'database',
      label: 'Database',
      state: 'error',
      detail: `Not reachable: ${(error as Error).message}`,
    }
  }
}

async function emailCheck(): Promise<SystemCheck> {
  const smtp = await verifySmtp()
  const base = { key: 'email', label: 'E-mail' } as const
  if (!smtp.configured) {
    return {
      ...base,
      state: 'warning',
      detail: 'Outbox mode: mail is kept here, not sent (SMTP_URL is not set).',
    }
  }
  return smtp.verified
    ? { ...base, state: 'ok', detail: `SMTP verified: ${smtp.host} accepted the connection.` }
    : { ...base, state: 'error', detail: `SMTP at ${smtp.host} failed: ${smtp.error}` }
}

function paymentsCheck(env: Record<string, string | undefined> = process.env): SystemCheck {
  const base = { key: 'payments', label: 'Payments' } as const
  const mode = paymentMode(env)
  if (mode === 'stripe') {
    return stripeKeyKind(env.STRIPE_SECRET_KEY) === 'live'
      ? { ...base, state: 'ok', detail: 'Stripe, live keys: real payments.' }
      : { ...base, state: 'warning', detail: 'Stripe, test keys: no real money moves.' }
  }
  if (mode === 'demo') {
    return {
      ...base,
      state: 'warning',
      detail: 'Demo mode: test cards only, no money moves (no Stripe key is set).',
    }
  }
  return {
    ...base,
    state: 'error',
    detail: 'Off: no Stripe key is set, so visitors read "Payments are not set up yet".',
  }
}

/** Which assistant answers her commands (src/assistant/engines/index.ts picks the same way). */
function aiCheck(env: Record<string, string | undefined> = process.env): SystemCheck {
  return env.OPENAI_API_KEY
    ? {
        key: 'ai',
        label: 'AI',
        state: 'ok',
        detail: `OpenAI key set (model ${openAiSettings(env).model}): the assistant answers free-form requests.`,
      }
    : {
        key: 'ai',
        label: 'AI',
        state: 'warning',
        detail:
          'Offline assistant: answers Quick Commands from your figures; set an OpenAI key for free-form requests and voice transcription.',
      }
}

/** Settings → System Status, checked live each time (spec §2 shows it static; this is real). */
export async function loadSystemStatus(req: PayloadRequest): Promise<SystemStatus> {
  requireOwner(req)
  const [database, email] = await Promise.all([databaseCheck(req), emailCheck()])
  return {
    checkedAt: new Date().toISOString(),
    checks: [database, email, paymentsCheck(), aiCheck()],
  }
}
