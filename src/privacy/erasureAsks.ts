import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { inOperation } from '@/core/operation'
import { ownerAddresses, queueEmail } from '@/jobs/queueEmail'
import { getServerSideURL } from '@/utilities/getURL'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { ERASURE_REMINDER_DAYS } from './constants'

/*
 * Her own ask to be erased, made from the link e-mailed to her: a 'erasure-asked' row of
 * privacy-requests that waits, with her contact's id (never her address), until the owner erases
 * her (erasePerson closes it). The owner is told at once, and reminded once after
 * ERASURE_REMINDER_DAYS, since the law gives her 30 days to answer.
 */

/** An ask still waiting for the owner, with who asked (for her Admin Center). */
export type ErasureAsk = {
  contactId: number
  askedAt: string
  name: string | null
  email: string
}

/** Her page in the Admin Center, where the owner erases her. */
const personPageUrl = (contactId: number) =>
  `${getServerSideURL()}/admin?tab=leads&contact=${contactId}`

/** When she asked to be erased, if her ask still waits. */
export async function pendingAskOf(req: PayloadRequest, contactId: number): Promise<string | null> {
  const [row] = await queryRows<{ created_at: string | Date }>(
    req.payload,
    sql`select created_at from privacy_requests
         where kind = 'erasure-asked' and status = 'pending' and contact_id = ${contactId}
         order by id limit 1`,
    req,
  )
  return row ? new Date(row.created_at).toISOString() : null
}

/** Every ask waiting for the owner, oldest first (the owner's own read: names and addresses). */
export async function pendingErasureAsks(req: PayloadRequest): Promise<ErasureAsk[]> {
  requireOwner(req)
  const rows = await queryRows<{
    contact_id: number | string
    created_at: string | Date
    name: string | null
    email: string
  }>(
    req.payload,
    sql`select r.contact_id, r.created_at, c.name, c.email
          from privacy_requests r join contacts c on c.id = r.contact_id
         where r.kind = 'erasure-asked' and r.status = 'pending'
         order by r.created_at, r.id`,
    req,
  )
  return rows.map((row) => ({
    // A number field is Postgres's numeric, which arrives as text.
    contactId: Number(row.contact_id),
    askedAt: new Date(row.created_at).toISOString(),
    name: row.name,
    email: row.email,
  }))
}

/**
 * Tells the owner someone asked to be erased. The e-mail names nobody (it stays in the e-mail
 * log, which her erasure would not find): it links to her page.
 */
export async function tellOwnerOfAsk(
  req: PayloadRequest,
  { contactId, reminder }: { contactId: number; reminder: boolean },
) {
  const subject = reminder
    ? 'Reminder: someone is still waiting to be erased'
    : 'Someone asked to be erased'
  const opening = reminder
    ? `${ERASURE_REMINDER_DAYS} days ago, someone asked to be erased, and it is not done yet. The law gives you 30 days from her request.`
    : 'Someone asked, from the link your site e-mailed to her, for everything your site holds about her to be erased. The law gives you 30 days to do it.'
  const text = `${opening}\n\nOpen her page, download her data if you want to keep a copy for her, then choose "Erase her…":\n${personPageUrl(contactId)}\n\nNothing is erased until you do it.`
  for (const to of await ownerAddresses(req.payload, req)) {
    await queueEmail(req.payload, { to, subject, text }, req)
  }
}

/**
 * The housekeeping job's part: each ask waiting ERASURE_REMINDER_DAYS is reminded of once (its
 * `reminded_at` set in the same transaction as the e-mail is queued, so never twice).
 */
export async function remindOfWaitingAsks(req: PayloadRequest): Promise<number> {
  return inOperation(req, async (req) => {
    const due = await writeAsSystem<{ contact_id: number | string }>(
      'housekeeping',
      req.payload,
      sql`update privacy_requests set reminded_at = now()
           where kind = 'erasure-asked' and status = 'pending' and reminded_at is null
             and contact_id is not null
             and created_at <= now() - make_interval(days => ${ERASURE_REMINDER_DAYS})
       returning contact_id`,
      req,
    )
    for (const { contact_id } of due) {
      await tellOwnerOfAsk(req, { contactId: Number(contact_id), reminder: true })
    }
    return due.length
  })
}
