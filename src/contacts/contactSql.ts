import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import type { ConsentProof } from './consent'
import type { ContactStatus } from './constants'
import { normaliseEmail } from './emailAddress'
import { addressHash } from './suppression'

/** A statement or a part of one, as drizzle's `sql` builds it. */
export type SQL = ReturnType<typeof sql>

export type ContactSighting = {
  email: string
  name?: string | null
  /** What brought her: a lead source, `waitlist:<program>`, `purchase`, … */
  source: string
  /** Moves her status forward (a purchase makes her a customer); never backward. */
  status?: ContactStatus
  /**
   * Her yes to marketing e-mail, with its proof (a form that subscribes her): she joins the list,
   * or waits for her confirmation click with double opt-in. A contact already subscribed keeps
   * the proof of her first yes. Without it nothing about her subscription changes.
   */
  consent?: ConsentProof & { awaitConfirmation: boolean }
}

/** What a sign-up needs of her contact: who she is and whether marketing mail may reach her. */
export type UpsertedContact = {
  id: number
  email: string
  subscribed: boolean
  /** Her yes waits for her click on the confirmation e-mail (double opt-in). */
  awaitingConfirmation: boolean
  unsubscribeToken: string
  created: boolean
}

/** An array row's id as Payload makes them (24 hex digits, like an ObjectId). */
const arrayRowId = () => randomBytes(12).toString('hex')

/**
 * The CTEs that record a sighting of her contact in ONE statement, for a statement that goes on
 * to write what points at her (`contact` holds id, email, subscribed, unsubscribe_token, created).
 * It does what recordContact (src/contacts/record.ts) does through Payload: created on first
 * sight (subscribed, a new unsubscribe token, status 'new'), then her latest name, last seen and
 * every source; the status only moves forward to customer. The contacts collection's beforeChange
 * hook (src/contacts/hooks.ts: recordContactChanges) appends her status history when the status
 * changes: the `contact_history` CTE is that hook's equivalent here (by "system"). The caller
 * holds her address's lock (lockAddress) in its transaction and runs this as the statement after
 * it, so `prev_contact` and the sources read are not stale.
 */
export function contactUpsertCtes(sighting: ContactSighting): SQL {
  const email = normaliseEmail(sighting.email)
  const name = sighting.name || null
  const status: ContactStatus = sighting.status === 'customer' ? 'customer' : 'new'
  const { consent } = sighting
  const marketing = !consent
    ? 'never_asked'
    : consent.awaitConfirmation
      ? 'awaiting_confirmation'
      : 'subscribed'
  // A form's yes counts only for someone who has not answered yet: a subscribed contact keeps
  // the proof of her first yes, and one who said no (or whose address refuses mail, or is on the
  // suppression list) is not put back by a form anyone can fill in with her address. She can
  // subscribe again from the link in any of her e-mails.
  const keepIfAnswered = (column: string) =>
    sql`${sql.identifier(column)} = case
          when contacts.marketing_status in ('never_asked', 'awaiting_confirmation')
           and not exists (select 1 from suppressions where address_hash = ${addressHash(email)})
          then excluded.${sql.identifier(column)} else contacts.${sql.identifier(column)} end`
  // A new contact for a suppressed address (her contact was deleted) starts as what it says.
  const refusedStatus = sql`(select (case s.reason when 'bounced' then 'bounced'
      when 'complained' then 'complained' else 'unsubscribed' end)::enum_contacts_marketing_status
      from suppressions s where s.address_hash = ${addressHash(email)})`
  const consentUpdate = consent
    ? sql`, ${sql.join(
        [
          'marketing_status',
          'subscribed',
          'subscription_changed_at',
          'subscription_changed_via',
          'consent_source',
          'consent_at',
          'consent_words',
          'consent_method',
          'consent_confirmed_at',
        ].map(keepIfAnswered),
        sql`, `,
      )}`
    : sql``
  return sql`prev_contact as (
      select id, status from contacts where email = ${email}
    ), contact as (
      insert into contacts (email, name, status, first_seen_at, last_seen_at, marketing_status,
                            subscribed, subscription_changed_at, subscription_changed_via,
                            consent_source, consent_at, consent_words, consent_method,
                            consent_confirmed_at, unsubscribe_token, updated_at, created_at)
      values (${email}, ${name}, ${status}::enum_contacts_status, now(), now(),
              coalesce(${refusedStatus}, ${marketing}::enum_contacts_marketing_status),
              ${refusedStatus} is null and ${marketing === 'subscribed'},
              ${consent ? sql`now()` : sql`null`},
              ${consent ? sql`'sign-up'::enum_contacts_subscription_changed_via` : sql`null`},
              ${consent?.source ?? null}, ${consent ? sql`now()` : sql`null`},
              ${consent?.words ?? null},
              ${consent ? sql`${consent.awaitConfirmation ? 'double' : consent.method}::enum_contacts_consent_method` : sql`null`},
              null, ${randomBytes(24).toString('base64url')}, now(), now())
      on conflict (email) do update set
        last_seen_at = excluded.last_seen_at,
        name = coalesce(excluded.name, contacts.name),
        status = case when excluded.status = 'customer' then excluded.status
                      else contacts.status end,
        updated_at = excluded.updated_at${consentUpdate}
      returning id, email, subscribed, marketing_status, unsubscribe_token, status,
                (xmax = 0) as created
    ), contact_source as (
      insert into contacts_texts ("order", parent_id, path, text)
      select coalesce((select max(t."order") from contacts_texts t
                        where t.parent_id = contact.id and t.path = 'sources'), 0) + 1,
             contact.id, 'sources', ${sighting.source}
        from contact
       where not exists (select 1 from contacts_texts t
                          where t.parent_id = contact.id and t.path = 'sources'
                            and t.text = ${sighting.source})
    ), contact_history as (
      insert into contacts_status_history (_order, _parent_id, id, status, changed_by, changed_at)
      select coalesce((select max(h._order) from contacts_status_history h
                        where h._parent_id = contact.id), 0) + 1,
             contact.id, ${arrayRowId()}, contact.status::text::enum_contacts_status_history_status,
             'system', now()
        from contact left join prev_contact on true
       where prev_contact.status is distinct from contact.status
    )`
}

type ContactRow = {
  id: number
  email: string
  subscribed: boolean | null
  unsubscribe_token: string
  marketing_status?: string | null
  created: boolean
}

export const upsertedContactOf = (row: ContactRow): UpsertedContact => ({
  id: Number(row.id),
  email: row.email,
  subscribed: row.subscribed === true,
  awaitingConfirmation: row.marketing_status === 'awaiting_confirmation',
  unsubscribeToken: row.unsubscribe_token,
  created: Boolean(row.created),
})
