import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { ANALYTICS_RECORD_FUNCTION } from '../analytics/recordFunction'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sumTraffic' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sumTraffic' BEFORE 'schedulePublish';
  CREATE TABLE "analytics_salts" (
  	"day" date PRIMARY KEY NOT NULL,
  	"salt" varchar(64) NOT NULL
  );
  
  CREATE TABLE "analytics_visits" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"visitor" bigint NOT NULL,
  	"day" date NOT NULL,
  	"started_at" timestamp with time zone NOT NULL,
  	"last_at" timestamp with time zone NOT NULL,
  	"entry_path" varchar(300) NOT NULL,
  	"exit_path" varchar(300) NOT NULL,
  	"pageviews" integer DEFAULT 0 NOT NULL,
  	"source" varchar(100) NOT NULL,
  	"referrer_host" varchar(200),
  	"utm_source" varchar(200),
  	"utm_medium" varchar(200),
  	"utm_campaign" varchar(200),
  	"utm_term" varchar(200),
  	"utm_content" varchar(200),
  	"device" varchar(20) NOT NULL,
  	"browser" varchar(40) NOT NULL,
  	"os" varchar(40) NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"at" timestamp with time zone NOT NULL,
  	"day" date NOT NULL,
  	"name" varchar(40) NOT NULL,
  	"visit_id" bigint,
  	"path" varchar(300),
  	"contact_id" integer,
  	"value_cents" integer,
  	"link" varchar(100),
  	"props" jsonb
  );
  
  CREATE TABLE "analytics_daily" (
  	"filter_kind" varchar(10) NOT NULL,
  	"filter_value" varchar(300) NOT NULL,
  	"day" date NOT NULL,
  	"dim" varchar(10) NOT NULL,
  	"value" varchar(300) NOT NULL,
  	"visitors" integer NOT NULL,
  	"visits" integer NOT NULL,
  	"pageviews" integer NOT NULL,
  	"bounces" integer NOT NULL,
  	"seconds" bigint NOT NULL,
  	"leads" integer NOT NULL,
  	"buyers" integer NOT NULL,
  	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("filter_kind","filter_value","day","dim","value")
  );
  
  CREATE TABLE "analytics_rolled_days" (
  	"day" date PRIMARY KEY NOT NULL,
  	"rolled_at" timestamp with time zone NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "visit_records_months" numeric DEFAULT 13 NOT NULL;
  CREATE INDEX "analytics_visits_visitor_idx" ON "analytics_visits" USING btree ("visitor");
  CREATE INDEX "analytics_visits_day_idx" ON "analytics_visits" USING btree ("day");
  CREATE INDEX "analytics_events_link_idx" ON "analytics_events" USING btree ("link") WHERE link is not null;
  CREATE INDEX "analytics_events_visit_idx" ON "analytics_events" USING btree ("visit_id");
  CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");
  CREATE INDEX "analytics_events_contact_idx" ON "analytics_events" USING btree ("contact_id","at") WHERE contact_id is not null;`)

  // Room on each page for a visit's updates in place (HOT updates: no index entry per page view).
  await db.execute(sql`ALTER TABLE "analytics_visits" SET (fillfactor = 85);`)

  /*
   * Stores a batch of events (src/analytics/store.ts) in one round trip: each joins the visit in
   * progress of its visitor (today's or yesterday's id, idle under 30 minutes), or for a request
   * from no browser of hers the visit where the same payment began, else the visit of her last
   * event; a page's event with no visit begins one (an engagement ping does not).
   * An event that joins a visit of a day already summed takes that day out of the sums, so the
   * scheduled job sums it again.
   */
  await db.execute(sql.raw(ANALYTICS_RECORD_FUNCTION))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP FUNCTION analytics_record(jsonb);
  DROP TABLE "analytics_salts" CASCADE;
  DROP TABLE "analytics_visits" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "analytics_daily" CASCADE;
  DROP TABLE "analytics_rolled_days" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "visit_records_months";`)
}
