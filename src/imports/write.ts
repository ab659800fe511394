import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { addressHashSql } from '@/contacts/suppression'
import { writeAsSystem } from '@/utilities/sql'

import type { ImportConsent } from './cells'

/** One person of a batch, her rows of the file merged (tags and products of every row). */
export type PersonToImport = {
  email: string
  name: string | null
  consent: ImportConsent
  /** When she agreed on the other product (ISO 8601), when its file says. */
  optInAt: string | null
  /** The words her consent proof keeps. */
  words: string
  tagIds: number[]
  /** She bought or was given one of the courses mapped to an offer here. */
  customer: boolean
}

/** What the batch did to one address. */
export type ImportedPerson = {
  email: string
  /** Her contact, or null for a refusal of someone she has no contact for (suppressed only). */
  contactId: number | null
  marketingStatus: string | null
  created: boolean
  /** Anything of hers changed: name, status, consent, a tag, the import's source. */
  changed: boolean
}

const REFUSALS = sql`('unsubscribed', 'bounced', 'complained')`

/**
 * Writes one batch of an import in ONE statement: the refusals go on the suppression list (an
 * address already on it keeps its reason), then each person becomes or updates her contact, with
 * the rules a form follows and one more: nobody is ever subscribed whose address is suppressed or
 * who already said no here, and a refusal in the file is a no here too. Her name is kept when she
 * has one; a customer's status moves to customer (with its history line, as the contacts hook
 * writes it); her tags and the import's source are added. A row that changes nothing is not
 * written at all, so importing the same file again changes nothing. Nothing here sends e-mail or
 * starts a sequence (tags added here start none). Rows must name distinct addresses.
 */
export async function writeImportBatch(
  req: PayloadRequest,
  people: PersonToImport[],
  source: string,
): Promise<ImportedPerson[]> {
  if (!people.length) return []
  const input = JSON.stringify(
    people.map((person) => ({
      email: person.email,
      name: person.name,
      consent: person.consent,
      opt_in_at: person.optInAt,
      // How she agreed on the other product is not in its file: one yes, as far as the site knows.
      method: 'single',
      words: person.words,
      tag_ids: person.tagIds,
      customer: person.customer,
      token: randomBytes(24).toString('base64url'),
    })),
  )
  // What her marketing status becomes: a refusal in the file wins over anything but an earlier
  // refusal; a yes counts only for someone who has not answered here yet.
  const newStatus = sql`case
      when excluded.marketing_status in ${REFUSALS}
        then case when contacts.marketing_status in ${REFUSALS} then contacts.marketing_status
                  else excluded.marketing_status end
      when excluded.marketing_status = 'subscribed'
       and contacts.marketing_status in ('never_asked', 'awaiting_confirmation')
        then excluded.marketing_status
      else contacts.marketing_status end`
  const takesConsent = sql`(excluded.marketing_status = 'subscribed'
      and contacts.marketing_status in ('never_asked', 'awaiting_confirmation'))`
  const consentColumn = (column: string) =>
    sql`${sql.identifier(column)} = case when ${takesConsent} then excluded.${sql.identifier(column)}
          else contacts.${sql.identifier(column)} end`
  const rows = await writeAsSystem<{
    email: string
    id: number | null
    marketing_status: string | null
    created: boolean | null
    changed: boolean
  }>(
    'importPeople',
    req.payload,
    sql`with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as x(
          email text, name text, consent text, opt_in_at timestamptz, method text, words text,
          tag_ids int[], customer boolean, token text)
      ), existing as (
        select c.id, c.email, c.status, c.marketing_status
          from contacts c where c.email in (select email from input)
      ), prior_suppression as (
        select i.email, s.reason::text as reason
          from input i join suppressions s on s.address_hash = ${addressHashSql(sql`i.email`)}
      ), refusals as (
        insert into suppressions (address_hash, reason, updated_at, created_at)
        select ${addressHashSql(sql`i.email`)},
               (case i.consent when 'bounced' then 'bounced' when 'complained' then 'complained'
                  else 'unsubscribed' end)::enum_suppressions_reason, now(), now()
          from input i where i.consent in ${REFUSALS}
        on conflict (address_hash) do nothing
      ), wanted as (
        select i.*,
               (case
                  when i.consent in ${REFUSALS} then i.consent
                  when p.reason in ('bounced', 'complained') then p.reason
                  when p.reason is not null then 'unsubscribed'
                  when i.consent = 'subscribed' then 'subscribed'
                  else 'never_asked' end)::enum_contacts_marketing_status as marketing
          from input i left join prior_suppression p on p.email = i.email
         where i.consent not in ${REFUSALS} or i.customer
            or exists (select 1 from existing e where e.email = i.email)
      ), contact as (
        insert into contacts (email, name, status, first_seen_at, last_seen_at, marketing_status,
                              subscribed, subscription_changed_at, subscription_changed_via,
                              consent_source, consent_at, consent_words, consent_method,
                              unsubscribe_token, updated_at, created_at)
        select w.email, w.name,
               (case when w.customer then 'customer' else 'new' end)::enum_contacts_status,
               now(), now(), w.marketing, w.marketing = 'subscribed', now(),
               'import'::enum_contacts_subscription_changed_via,
               case when w.marketing = 'subscribed' then ${source} end,
               case when w.marketing = 'subscribed' then coalesce(w.opt_in_at, now()) end,
               case when w.marketing = 'subscribed' then w.words end,
               case when w.marketing = 'subscribed' then w.method::enum_contacts_consent_method end,
               w.token, now(), now()
          from wanted w
        on conflict (email) do update set
          name = coalesce(contacts.name, excluded.name),
          status = case when excluded.status = 'customer' then excluded.status
                        else contacts.status end,
          marketing_status = ${newStatus},
          subscribed = (${newStatus}) = 'subscribed',
          subscription_changed_at = case when (${newStatus}) is distinct from contacts.marketing_status
            then now() else contacts.subscription_changed_at end,
          subscription_changed_via = case when (${newStatus}) is distinct from contacts.marketing_status
            then excluded.subscription_changed_via else contacts.subscription_changed_via end,
          ${consentColumn('consent_source')}, ${consentColumn('consent_at')},
          ${consentColumn('consent_words')}, ${consentColumn('consent_method')},
          updated_at = now()
        where (contacts.name is null and excluded.name is not null)
           or (excluded.status = 'customer' and contacts.status <> 'customer')
           or (${newStatus}) is distinct from contacts.marketing_status
        returning id, email, status, marketing_status, (xmax = 0) as created
      ), everyone as (
        select id, email, status, marketing_status, created, true as written from contact
        union all
        select e.id, e.email, e.status, e.marketing_status, false, false from existing e
         where not exists (select 1 from contact c where c.id = e.id)
      ), sources as (
        insert into contacts_texts ("order", parent_id, path, text)
        select coalesce((select max(t."order") from contacts_texts t
                          where t.parent_id = e.id and t.path = 'sources'), 0) + 1,
               e.id, 'sources', ${source}
          from everyone e
         where not exists (select 1 from contacts_texts t
                            where t.parent_id = e.id and t.path = 'sources' and t.text = ${source})
        returning parent_id
      ), tagged as (
        insert into contacts_rels ("order", parent_id, path, tags_id)
        select coalesce((select max(r."order") from contacts_rels r
                          where r.parent_id = e.id and r.path = 'tags'), 0)
                 + row_number() over (partition by e.id order by t.tag_id),
               e.id, 'tags', t.tag_id
          from everyone e
          join input i on i.email = e.email
         cross join lateral (select distinct unnest(i.tag_ids) as tag_id) t
         where not exists (select 1 from contacts_rels r
                            where r.parent_id = e.id and r.path = 'tags' and r.tags_id = t.tag_id)
        returning parent_id
      ), history as (
        insert into contacts_status_history (_order, _parent_id, id, status, changed_by, changed_at)
        select coalesce((select max(h._order) from contacts_status_history h
                          where h._parent_id = c.id), 0) + 1,
               c.id, substr(md5(random()::text || c.id::text), 1, 24),
               c.status::text::enum_contacts_status_history_status, 'import', now()
          from contact c left join existing e on e.id = c.id
         where e.status is distinct from c.status
      )
      select i.email, e.id, e.marketing_status::text as marketing_status, e.created,
             coalesce(e.written, false)
               or exists (select 1 from sources s where s.parent_id = e.id)
               or exists (select 1 from tagged t where t.parent_id = e.id) as changed
        from input i left join everyone e on e.email = i.email`,
    req,
  )
  return rows.map((row) => ({
    email: row.email,
    contactId: row.id === null ? null : Number(row.id),
    marketingStatus: row.marketing_status,
    created: row.created === true,
    changed: row.changed === true,
  }))
}
