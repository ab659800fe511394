import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryRows, writeAsSystem } from '@/utilities/sql'

import { normaliseEmail } from './emailAddress'

/** Why an address is never sent marketing e-mail. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'complained', 'erased'] as const
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number]

export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Her address bounced',
  complained: 'She marked an e-mail as spam',
  erased: 'Her data was erased on request',
}

/** What a contact's marketing status says for an address suppressed for `reason`. */
export const refusalStatus = (reason: SuppressionReason) =>
  reason === 'bounced' || reason === 'complained' ? reason : ('unsubscribed' as const)

/**
 * The code an address is kept under: SHA-256 of the address as stored (trimmed, lower case), the
 * same in SQL (`encode(sha256(convert_to(email, 'UTF8')), 'hex')`) and here.
 */
export const addressHash = (email: string) =>
  createHash('sha256').update(normaliseEmail(email)).digest('hex')

/** The SQL twin of addressHash for an e-mail column or expression. */
export const addressHashSql = (email: ReturnType<typeof sql>) =>
  sql`encode(sha256(convert_to(lower(btrim(${email})), 'UTF8')), 'hex')`

/** A condition: the address is on no suppression (for every marketing send's query). */
export const notSuppressedSql = (email: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from suppressions s where s.address_hash = ${addressHashSql(email)})`

/**
 * Who is on her list, for every figure that counts them and every marketing send: a contact
 * (alias `c`) who said yes and whose address is on no suppression. The one definition.
 */
export const onListSql = (contact = sql`c`) =>
  sql`(${contact}.subscribed = true and ${notSuppressedSql(sql`${contact}.email`)})`

/** Puts an address on the list (a later reason replaces an earlier one), in `req`'s transaction. */
export async function suppress(req: PayloadRequest, email: string, reason: SuppressionReason) {
  await writeAsSystem(
    'mailingConsent',
    req.payload,
    sql`insert into suppressions (address_hash, reason, updated_at, created_at)
        values (${addressHash(email)}, ${reason}, now(), now())
        on conflict (address_hash) do update set reason = excluded.reason, updated_at = now()`,
    req,
  )
}

/**
 * Takes an address off the list because she herself asked for the e-mails again (a sign-up form,
 * the unsubscribe page's "subscribe again"). An erased address stays: erasure is final.
 */
export async function liftSuppression(req: PayloadRequest, email: string) {
  await writeAsSystem(
    'mailingConsent',
    req.payload,
    sql`delete from suppressions where address_hash = ${addressHash(email)} and reason <> 'erased'`,
    req,
  )
}

/** Whether an address is on the list, and why. */
export async function suppressionOf(
  req: PayloadRequest,
  email: string,
): Promise<SuppressionReason | null> {
  const [row] = await queryRows<{ reason: SuppressionReason }>(
    req.payload,
    sql`select reason from suppressions where address_hash = ${addressHash(email)}`,
    req,
  )
  return row?.reason ?? null
}
