import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { ANALYTICS_RECORD_FUNCTION } from '../analytics/recordFunction'

/*
 * Payment-scoped member sessions (the orders they cover), an order's payment shortfall and card
 * fingerprint, the network address holding a coupon use, and the new visitors a network address
 * may bring a day (analytics_record counts them by address_key).
 */

/** analytics_record as it was before this migration, for `down`. */
const FUNCTION_WITHOUT_ADDRESS_CAP = `
  CREATE OR REPLACE FUNCTION analytics_record(events jsonb) RETURNS integer LANGUAGE plpgsql AS $fn$
  DECLARE
    e jsonb;
    at_ timestamptz;
    ids bigint[];
    visit_ bigint;
    visit_day date;
    is_view boolean;
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
      IF visit_ IS NULL AND e ? 'visit' AND e->>'name' <> 'engagement' THEN
        INSERT INTO analytics_visits (visitor, day, started_at, last_at, entry_path, exit_path,
          pageviews, source, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
          utm_content, device, browser, os)
        VALUES (ids[1], (e->>'day')::date, at_, at_, coalesce(e->>'path', '/'),
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

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "member_sessions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"orders_id" integer
  );
  
  ALTER TABLE "analytics_visits" ADD COLUMN "address_key" bigint;
  ALTER TABLE "orders" ADD COLUMN "payment_shortfall" varchar;
  ALTER TABLE "orders" ADD COLUMN "provider_card_fingerprint" varchar;
  ALTER TABLE "coupon_redemptions" ADD COLUMN "client_key" varchar;
  ALTER TABLE "member_sessions_rels" ADD CONSTRAINT "member_sessions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_sessions_rels" ADD CONSTRAINT "member_sessions_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "member_sessions_rels_order_idx" ON "member_sessions_rels" USING btree ("order");
  CREATE INDEX "member_sessions_rels_parent_idx" ON "member_sessions_rels" USING btree ("parent_id");
  CREATE INDEX "member_sessions_rels_path_idx" ON "member_sessions_rels" USING btree ("path");
  CREATE INDEX "member_sessions_rels_orders_id_idx" ON "member_sessions_rels" USING btree ("orders_id");
  CREATE INDEX "analytics_visits_address_idx" ON "analytics_visits" USING btree ("address_key","day") WHERE address_key is not null;
  CREATE INDEX "orders_provider_provider_card_fingerprint_idx" ON "orders" USING btree ("provider_card_fingerprint");
  CREATE INDEX "coupon_redemptions_client_key_idx" ON "coupon_redemptions" USING btree ("client_key");`)
  await db.execute(sql.raw(ANALYTICS_RECORD_FUNCTION))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_sessions_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "member_sessions_rels" CASCADE;
  DROP INDEX "analytics_visits_address_idx";
  DROP INDEX "orders_provider_provider_card_fingerprint_idx";
  DROP INDEX "coupon_redemptions_client_key_idx";
  ALTER TABLE "analytics_visits" DROP COLUMN "address_key";
  ALTER TABLE "orders" DROP COLUMN "payment_shortfall";
  ALTER TABLE "orders" DROP COLUMN "provider_card_fingerprint";
  ALTER TABLE "coupon_redemptions" DROP COLUMN "client_key";`)
  await db.execute(sql.raw(FUNCTION_WITHOUT_ADDRESS_CAP))
}
