/**
 * The SQL function that stitches visits and stores events (analytics_record), as the analytics
 * migration creates it. Kept here so that a database given its tables by schema push
 * (`npm run dev`, `npm test -- --push`), which runs no migration, gets it too (payload.config.ts
 * onInit): without it every sign-up would fail there.
 */
export const ANALYTICS_RECORD_FUNCTION = `
  CREATE OR REPLACE FUNCTION analytics_record(events jsonb) RETURNS integer LANGUAGE plpgsql AS $fn$
  DECLARE
    e jsonb;
    at_ timestamptz;
    ids bigint[];
    visit_ bigint;
    visit_day date;
    is_view boolean;
    address_ bigint;
    stored integer := 0;
  BEGIN
    FOR e IN SELECT value FROM jsonb_array_elements(events) LOOP
      at_ := (e->>'at')::timestamptz;
      is_view := e->>'name' = 'pageview';
      visit_ := NULL;
      visit_day := NULL;
      IF jsonb_typeof(e->'visitors') = 'array' THEN
        ids := ARRAY(SELECT jsonb_array_elements_text(e->'visitors')::bigint);
        -- Two first views of one browser at once begin one visit, not two.
        PERFORM pg_advisory_xact_lock(ids[1]);
        SELECT id, day INTO visit_, visit_day FROM analytics_visits
         WHERE visitor = ANY(ids) AND last_at > at_ - interval '30 minutes'
         ORDER BY last_at DESC LIMIT 1;
      END IF;
      -- A network address brings at most so many new visitors a day (each user agent behind it is
      -- one): past that, a visitor not seen today is not counted at all.
      address_ := (e->>'address')::bigint;
      IF visit_ IS NULL AND address_ IS NOT NULL AND e ? 'visit'
         AND NOT EXISTS (SELECT 1 FROM analytics_visits
                          WHERE visitor = ANY(ids) AND day = (e->>'day')::date)
         AND (SELECT count(DISTINCT visitor) FROM analytics_visits
               WHERE address_key = address_ AND day = (e->>'day')::date)
             >= coalesce((e->>'address_cap')::int, 2147483647) THEN
        CONTINUE;
      END IF;
      IF visit_ IS NULL AND e ? 'visit' AND e->>'name' <> 'engagement' THEN
        INSERT INTO analytics_visits (visitor, address_key, day, started_at, last_at, entry_path, exit_path,
          pageviews, source, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
          utm_content, device, browser, os)
        VALUES (ids[1], address_, (e->>'day')::date, at_, at_, coalesce(e->>'path', '/'),
          coalesce(e->>'path', '/'), CASE WHEN is_view THEN 1 ELSE 0 END,
          e->'visit'->>'source', e->'visit'->>'referrer_host', e->'visit'->>'utm_source',
          e->'visit'->>'utm_medium', e->'visit'->>'utm_campaign', e->'visit'->>'utm_term',
          e->'visit'->>'utm_content', e->'visit'->>'device', e->'visit'->>'browser',
          e->'visit'->>'os')
        RETURNING id, day INTO visit_, visit_day;
      ELSIF visit_ IS NOT NULL AND e ? 'visit' THEN
        UPDATE analytics_visits
           SET last_at = greatest(last_at, at_),
               pageviews = pageviews + CASE WHEN is_view THEN 1 ELSE 0 END,
               exit_path = CASE WHEN is_view THEN coalesce(e->>'path', exit_path) ELSE exit_path END
         WHERE id = visit_;
      END IF;
      IF visit_ IS NULL AND (e->>'link') IS NOT NULL THEN
        SELECT v.id, v.day INTO visit_, visit_day
          FROM analytics_events x JOIN analytics_visits v ON v.id = x.visit_id
         WHERE x.link = e->>'link'
         ORDER BY x.at DESC LIMIT 1;
      END IF;
      IF visit_ IS NULL AND (e->>'contact_id') IS NOT NULL THEN
        SELECT v.id, v.day INTO visit_, visit_day
          FROM analytics_events x JOIN analytics_visits v ON v.id = x.visit_id
         WHERE x.contact_id = (e->>'contact_id')::int AND x.at > at_ - interval '30 days'
         ORDER BY x.at DESC LIMIT 1;
      END IF;
      IF visit_day IS NOT NULL AND visit_day < (e->>'day')::date THEN
        DELETE FROM analytics_rolled_days WHERE day = visit_day;
      END IF;
      -- An engagement ping only keeps the visit going (its length); it is not an event to list.
      IF e->>'name' <> 'engagement' THEN
        INSERT INTO analytics_events (at, day, name, visit_id, path, contact_id, link, value_cents,
          props)
        VALUES (at_, (e->>'day')::date, e->>'name', visit_, e->>'path',
          (e->>'contact_id')::int, e->>'link', (e->>'value_cents')::int, e->'props');
        stored := stored + 1;
      END IF;
    END LOOP;
    RETURN stored;
  END
  $fn$;`
