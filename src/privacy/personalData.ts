import { sql } from '@payloadcms/db-postgres'

import type { SQL } from '@/utilities/list'

/**
 * Every place the site keeps something about a person, declared once: how her rows are found (by
 * her contact's id and/or her address) and what erasing her does to them. The export reads this
 * list, the erasure walks it, and tests/unit/personal-data.test.ts fails when a collection with an
 * address or a contact field is missing from it, so a new collection cannot be forgotten.
 */

/** Whom to look for: her contact (when she has one) and her address as stored (trimmed, lower case). */
export type Person = { contactId: number | null; email: string }

/**
 * What erasure does to her rows: `delete` them; `anonymise` them (the row stays, nothing in it
 * points at her); keep them as an anonymised `accounting` record (money the business received or
 * paid, which tax law makes it keep); or `cascade`: parts of her contact (notes, tags), deleted with
 * it.
 */
export type Erasure = 'delete' | 'anonymise' | 'accounting' | 'cascade'

export type PersonalRecord = {
  /** The Postgres table (alias `t` in `where` and `anonymise`). */
  table: string
  /** The Payload collection it belongs to; absent for the analytics tables and Payload's own. */
  collection?: string
  /** What it is, in the owner's words (the archive's headings). */
  label: string
  /** Her rows: a condition on `t`. */
  where: (person: Person) => SQL
  erase: Erasure
  /**
   * For `anonymise` and `accounting`: the columns set (SQL after `set`). An accounting record
   * without it holds nothing of hers but its link to a row that is anonymised.
   */
  anonymise?: SQL
  /** Columns left out of the export: secrets (token hashes) and what only the code reads. */
  omit?: readonly string[]
}

const column = (name: string) => sql.raw(`t."${name}"`)

/** The row's address column holds her address (compared as stored: trimmed, lower case). */
const hasAddress =
  (...columns: string[]) =>
  (person: Person) =>
    sql`(${sql.join(
      columns.map((name) => sql`lower(btrim(${column(name)})) = ${person.email}`),
      sql` or `,
    )})`

/** The row points at her contact. */
const isHers =
  (name = 'contact_id') =>
  (person: Person) =>
    person.contactId === null ? sql`false` : sql`${column(name)} = ${person.contactId}`

/** Her contact, or her address. */
const hersOrAddressed =
  (...columns: string[]) =>
  (person: Person) =>
    sql`(${isHers()(person)}) or (${hasAddress(...columns)(person)})`

/** Anywhere in the row's text (for free text that may name her, e.g. an assistant command). */
const mentions = (person: Person) => sql`position(${person.email} in lower(t::text)) > 0`

/** An address that can never be delivered, unique per row, in place of hers. */
const erasedAddress = (table: string) => sql.raw(`'erased-${table}-' || t.id || '@erased.invalid'`)

export const PERSONAL_DATA: readonly PersonalRecord[] = [
  {
    table: 'contacts',
    collection: 'contacts',
    label: 'Her contact: name, address, status, notes, tags and her yes or no to e-mail',
    where: (person) =>
      person.contactId === null
        ? hasAddress('email')(person)
        : sql`t.id = ${person.contactId} or ${hasAddress('email')(person)}`,
    erase: 'delete',
    omit: ['unsubscribe_token', 'salt', 'hash'],
  },
  {
    table: 'contacts_notes',
    label: 'Your notes about her',
    where: isHers('_parent_id'),
    erase: 'cascade',
  },
  {
    table: 'contacts_status_history',
    label: 'How her status changed',
    where: isHers('_parent_id'),
    erase: 'cascade',
  },
  {
    table: 'contacts_texts',
    label: 'How she came in (her sources)',
    where: isHers('parent_id'),
    erase: 'cascade',
  },
  {
    table: 'contacts_rels',
    label: 'Her tags',
    where: isHers('parent_id'),
    erase: 'cascade',
  },
  {
    table: 'leads',
    collection: 'leads',
    label: 'Sign-ups (the meditation, the quiz with her answers, the homepage)',
    where: hersOrAddressed('email'),
    erase: 'delete',
  },
  {
    table: 'waitlist_entries',
    collection: 'waitlist-entries',
    label: 'Waitlist entries',
    where: hersOrAddressed('email'),
    erase: 'delete',
  },
  {
    table: 'contact_messages',
    collection: 'contact-messages',
    label: 'Messages she wrote from the contact form',
    where: hersOrAddressed('email'),
    erase: 'delete',
  },
  {
    table: 'applications',
    collection: 'applications',
    label: 'Mentorship applications with every answer',
    where: hersOrAddressed('email'),
    erase: 'delete',
    omit: ['dedupe_key'],
  },
  {
    table: 'workshop_registrations',
    collection: 'workshop-registrations',
    label: 'Workshop places (a paid one is kept without her name or address, for the accounts)',
    where: hersOrAddressed('participant_email'),
    erase: 'accounting',
    anonymise: sql`participant_name = 'Erased on request', participant_email = ${erasedAddress('workshop')},
      client_address = null, contact_id = null`,
  },
  {
    table: 'orders',
    collection: 'orders',
    label: 'Orders (kept without her name or address, for the accounts)',
    where: hersOrAddressed('email'),
    erase: 'accounting',
    anonymise: sql`email = ${erasedAddress('order')}, name = null, contact_id = null,
      provider_card_fingerprint = null`,
  },
  {
    table: 'order_payments',
    collection: 'order-payments',
    label: 'Payments of her orders (amounts and dates: kept for the accounts)',
    where: (person) =>
      sql`t.order_id in (select o.id from orders o where ${sql.raw('o.contact_id')} = ${person.contactId ?? -1}
        or lower(btrim(o.email)) = ${person.email})`,
    erase: 'accounting',
  },
  {
    table: 'coupon_redemptions',
    collection: 'coupon-redemptions',
    label: 'Coupons she used (kept without her address, so the coupon’s uses still add up)',
    where: (person) =>
      sql`${hasAddress('email')(person)} or t.order_id in (select o.id from orders o
        where o.contact_id = ${person.contactId ?? -1} or lower(btrim(o.email)) = ${person.email})`,
    erase: 'accounting',
    anonymise: sql`email = ${erasedAddress('coupon')}, buyer_key = ${sql.raw(`'erased:' || t.id`)},
      client_key = null`,
    omit: ['buyer_key', 'client_key'],
  },
  {
    table: 'memberships',
    collection: 'memberships',
    label: 'Course access',
    where: hersOrAddressed('email'),
    erase: 'delete',
  },
  {
    table: 'lesson_progress',
    collection: 'lesson-progress',
    label: 'Progress in the lessons',
    where: hasAddress('email'),
    erase: 'delete',
  },
  {
    table: 'member_sessions',
    collection: 'member-sessions',
    label: 'Browsers she is signed in on',
    where: hasAddress('email'),
    erase: 'delete',
    omit: ['token_hash'],
  },
  {
    table: 'access_links',
    collection: 'access-links',
    label: 'Sign-in links e-mailed to her',
    where: hasAddress('email'),
    erase: 'delete',
    omit: ['token_hash'],
  },
  {
    table: 'email_deliveries',
    collection: 'email-deliveries',
    label: 'Campaign and sequence e-mails sent to her, with when she opened them and clicked',
    where: hersOrAddressed('email'),
    erase: 'delete',
    omit: ['links'],
  },
  {
    table: 'email_messages',
    collection: 'email-messages',
    // The owner's own notifications (a new application, a message) name her too.
    label: 'Every e-mail sent to her or about her (the e-mail log, with what it said)',
    where: (person) => sql`${hersOrAddressed('to')(person)} or ${mentions(person)}`,
    erase: 'delete',
    omit: ['html', 'links', 'unsubscribe_url', 'calendar'],
  },
  {
    table: 'sequence_enrollments',
    collection: 'sequence-enrollments',
    label: 'E-mail sequences she is (or was) in',
    where: isHers(),
    erase: 'delete',
  },
  {
    table: 'affiliates',
    collection: 'affiliates',
    label: 'Her affiliate account (kept without her name or address: its commissions are accounts)',
    where: hasAddress('email', 'paypal_email'),
    erase: 'accounting',
    anonymise: sql`name = 'Erased on request', email = ${erasedAddress('affiliate')},
      paypal_email = null, is_active = false`,
  },
  {
    table: 'affiliate_commissions',
    collection: 'affiliate-commissions',
    label: 'Commissions she earned as an affiliate (amounts: kept for the accounts)',
    where: (person) =>
      sql`t.affiliate_id in (select a.id from affiliates a where lower(btrim(a.email)) = ${person.email}
        or lower(btrim(a.paypal_email)) = ${person.email})`,
    erase: 'accounting',
  },
  {
    table: 'assistant_commands',
    collection: 'assistant-commands',
    label: 'Commands to the AI assistant that named her',
    where: mentions,
    erase: 'delete',
  },
  {
    table: 'import_problems',
    collection: 'import-problems',
    label: 'Lines of an import that were not brought in',
    where: (person) => sql`${hasAddress('email')(person)} or ${mentions(person)}`,
    erase: 'delete',
  },
  {
    table: 'import_files',
    collection: 'import-files',
    label: 'Uploaded import files not imported yet that hold her address',
    where: mentions,
    erase: 'delete',
    omit: ['content'],
  },
  {
    table: 'imports',
    collection: 'imports',
    label: 'Imports whose preview shows her',
    where: mentions,
    erase: 'anonymise',
    anonymise: sql`preview = null`,
    omit: ['headers', 'mapping', 'options', 'result'],
  },
  {
    table: 'conversion_events',
    collection: 'conversion-events',
    label: 'Sales and sign-ups recorded for the figures',
    where: (person) => sql`${hasAddress('user_email')(person)} or ${mentions(person)}`,
    erase: 'delete',
  },
  {
    table: 'analytics_events',
    label: 'Visit figures linked to her (the counts stay, without her)',
    where: isHers(),
    erase: 'anonymise',
    anonymise: sql`contact_id = null, props = null`,
  },
  {
    table: 'privacy_requests',
    collection: 'privacy-requests',
    label: 'Her own asks to be erased (the date, and whether it was done)',
    where: isHers(),
    erase: 'anonymise',
    anonymise: sql`contact_id = null`,
  },
  {
    table: 'payload_jobs',
    label: 'Queued and finished work (e-mails waiting to be sent to her)',
    where: (person) =>
      sql`${mentions(person)} or (t.task_slug = 'sendEmail' and t.input->>'messageId' in (
        select m.id::text from email_messages m
         where m.contact_id = ${person.contactId ?? -1} or lower(btrim(m.to)) = ${person.email}))`,
    erase: 'delete',
    omit: ['error', 'log'],
  },
]

/**
 * Collections with an address or a contact field that hold no one's data but the owner's (her
 * own accounts and sessions), or only codes: each with why it is not in the list above.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  users: 'The owner’s own account.',
  'admin-sessions': 'The owner’s own sign-ins.',
  suppressions: 'A code of the address (SHA-256), never the address: kept so she is never mailed.',
  pages: 'Page content: a form’s labels (“Your e-mail”), nobody’s address.',
  'email-campaigns':
    'Campaigns: the owner’s address as their author; each recipient is a delivery.',
  'payload-locked-documents':
    'Which document is open for editing; a lock on her contact goes with it (the database cascades).',
  'payload-preferences':
    'Admin screen preferences; one of a buyer’s goes with her contact (the database cascades).',
}
