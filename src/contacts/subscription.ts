import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { queryRows } from '@/utilities/sql'

import { normaliseEmail } from './emailAddress'
import { addressHash } from './suppression'

/**
 * Whether marketing e-mail must not go to this address now: her contact has not said yes (never
 * asked, waiting to confirm, unsubscribed, bounced, complained), or the address is on the
 * suppression list (which outlives a deleted contact).
 */
export async function isUnsubscribed(payload: Payload, email: string): Promise<boolean> {
  const address = normaliseEmail(email)
  const [row] = await queryRows<{ refused: boolean }>(
    payload,
    sql`select exists (select 1 from contacts where email = ${address} and subscribed = false)
            or exists (select 1 from suppressions where address_hash = ${addressHash(address)})
            as refused`,
  )
  return Boolean(row?.refused)
}
