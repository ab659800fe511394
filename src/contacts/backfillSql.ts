/**
 * One contact per distinct (trimmed, lower-cased) e-mail of every row that has one, each row
 * linked to it. Her name is the latest given; first and last seen span her rows; her sources are
 * every lead source, `waitlist:<program>`, `application`, `purchase`, `workshop` and
 * `contact-form` she has, in the order she first came through them; a paid purchase makes her a
 * customer; an unsubscribe on any list unsubscribes her, and her unsubscribe token is the one
 * of her latest sign-up row, so the newest link in her inbox keeps working. Plain SQL, run by
 * the contacts migration while the old columns still exist (and by its test).
 */
export const BACKFILL_CONTACTS_SQL = `
create temporary table contact_sightings on commit drop as
  select lower(trim(email)) as email, nullif(trim(name), '') as name, source,
         created_at, updated_at, unsubscribed, unsubscribe_token from leads
  union all
  select lower(trim(email)), nullif(trim(name), ''), 'waitlist:' || program,
         created_at, updated_at, unsubscribed, unsubscribe_token from waitlist_entries
  union all
  select lower(trim(email)), nullif(trim(name), ''), 'application',
         created_at, updated_at, null, null from applications
  union all
  select lower(trim(email)), null, 'purchase', created_at, updated_at, null, null from purchases
  union all
  select lower(trim(participant_email)), nullif(trim(participant_name), ''), 'workshop',
         created_at, updated_at, null, null from workshop_registrations
  union all
  select lower(trim(email)), nullif(trim(name), ''), 'contact-form',
         created_at, updated_at, null, null from contact_messages;

insert into contacts (email, name, status, first_seen_at, last_seen_at, subscribed,
                      subscription_changed_at, subscription_changed_via, unsubscribe_token,
                      created_at, updated_at)
select s.email,
       (array_agg(s.name order by s.updated_at desc) filter (where s.name is not null))[1],
       case when exists (select 1 from purchases p
                         where lower(trim(p.email)) = s.email and p.status = 'paid')
            then 'customer'::enum_contacts_status else 'new'::enum_contacts_status end,
       min(s.created_at), max(s.updated_at),
       not coalesce(bool_or(s.unsubscribed), false),
       case when coalesce(bool_or(s.unsubscribed), false) then max(s.updated_at)
            else min(s.created_at) end,
       case when coalesce(bool_or(s.unsubscribed), false)
            then 'unsubscribe-link'::enum_contacts_subscription_changed_via
            else 'sign-up'::enum_contacts_subscription_changed_via end,
       coalesce(
         (array_agg(s.unsubscribe_token order by s.created_at desc)
            filter (where s.unsubscribe_token is not null))[1],
         md5(random()::text || clock_timestamp()::text || s.email)
       ),
       now(), now()
from contact_sightings s
group by s.email
on conflict (email) do nothing;

insert into contacts_texts ("order", parent_id, path, text)
select row_number() over (partition by c.id order by first_at, source), c.id, 'sources', source
from (select email, source, min(created_at) as first_at from contact_sightings
      group by email, source) firsts
join contacts c on c.email = firsts.email
where not exists (select 1 from contacts_texts t
                  where t.parent_id = c.id and t.path = 'sources' and t.text = firsts.source);

insert into contacts_status_history (_order, _parent_id, id, status, changed_by, changed_at)
select 1, c.id, substr(md5(random()::text || c.id::text), 1, 24),
       c.status::text::enum_contacts_status_history_status, 'backfill', now()
from contacts c
where not exists (select 1 from contacts_status_history h where h._parent_id = c.id);

update leads r set contact_id = c.id from contacts c where c.email = lower(trim(r.email));
update waitlist_entries r set contact_id = c.id from contacts c where c.email = lower(trim(r.email));
update applications r set contact_id = c.id from contacts c where c.email = lower(trim(r.email));
update purchases r set contact_id = c.id from contacts c where c.email = lower(trim(r.email));
update contact_messages r set contact_id = c.id from contacts c where c.email = lower(trim(r.email));
update workshop_registrations r set contact_id = c.id
  from contacts c where c.email = lower(trim(r.participant_email));
`
