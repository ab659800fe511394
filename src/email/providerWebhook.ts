import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { invoke } from '@/core/defineOperation'
import { AppError, errorAnswer, toAppError } from '@/core/errors'
import { systemRequest } from '@/core/operation'

import { emailOperations } from './operations'

type WebhookAnswer = { status: number; body: Record<string, unknown> }

/** Resend signs each event as Svix does; an event older or newer than this is refused (replay). */
const TOLERANCE_SECONDS = 5 * 60

type Headers = { get(name: string): string | null }

/**
 * Resend's signature (Svix's scheme): `svix-signature` holds one or more `v1,<base64>` entries,
 * each an HMAC-SHA256 of `<svix-id>.<svix-timestamp>.<raw body>` keyed with the base64 secret
 * after its `whsec_` prefix; the timestamp must be within TOLERANCE_SECONDS of now.
 */
function verifyResendSignature(
  rawBody: string,
  headers: Headers,
  secret: string,
  now = Date.now(),
): boolean {
  const id = headers.get('svix-id')
  const timestamp = headers.get('svix-timestamp')
  const signatures = headers.get('svix-signature')
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest()
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) return false
    const given = Buffer.from(signature, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

type ResendEvent = {
  type?: string
  created_at?: string
  data?: {
    to?: string[] | string
    subject?: string
    created_at?: string
    bounce?: { type?: string }
  }
}

/**
 * The reports of a Resend event this site acts on: a permanent bounce or a complaint, one per
 * address it names. A transient bounce (a full mailbox) and every other event are not reports.
 */
function reportsOf(event: ResendEvent) {
  const bounced = event.type === 'email.bounced' && event.data?.bounce?.type === 'Permanent'
  const complained = event.type === 'email.complained'
  if (!bounced && !complained) return []
  const to = event.data?.to
  const addresses = (Array.isArray(to) ? to : to ? [to] : []).filter(
    (each): each is string => typeof each === 'string',
  )
  const at = event.created_at ?? event.data?.created_at ?? new Date().toISOString()
  return addresses.map((email) => ({
    kind: bounced ? ('bounced' as const) : ('complained' as const),
    email: email.replace(/^.*<([^>]+)>\s*$/, '$1'),
    subject: event.data?.subject ?? null,
    at: new Date(at).toISOString(),
  }))
}

/**
 * POST /api/email/provider-events: Resend's bounces and complaints, verified by its signature
 * before anything is read, each recorded by the recordMailReport operation. Resend delivers at
 * least once and retries, so the operation changes nothing the second time.
 */
export async function handleResendWebhook(
  payload: Payload,
  rawBody: string,
  headers: Headers,
  secret = process.env.RESEND_WEBHOOK_SECRET,
): Promise<WebhookAnswer> {
  if (!secret) {
    return errorAnswer(
      new AppError(
        'unavailable',
        'E-mail provider webhooks are not configured here (RESEND_WEBHOOK_SECRET).',
      ),
    )
  }
  if (!verifyResendSignature(rawBody, headers, secret)) {
    return errorAnswer(new AppError('bad_request', 'Invalid webhook signature.'))
  }
  let event: ResendEvent
  try {
    event = JSON.parse(rawBody) as ResendEvent
  } catch {
    return errorAnswer(new AppError('bad_request', 'The event is not JSON.'))
  }
  let recorded = 0
  for (const report of reportsOf(event)) {
    try {
      await invoke(
        emailOperations.recordMailReport,
        await systemRequest(payload, 'mailProviderWebhook'),
        report,
      )
      recorded++
    } catch (error) {
      // A signed event naming something that is not an address: nothing to suppress.
      if (toAppError(error)?.code !== 'bad_request') throw error
    }
  }
  return { status: 200, body: { received: true, recorded } }
}
