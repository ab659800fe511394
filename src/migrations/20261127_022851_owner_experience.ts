import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_stats_live_figure_show" AS ENUM('none', 'signups', 'visits');
  CREATE TYPE "public"."enum_pages_blocks_stats_live_figure_days" AS ENUM('7', '30', '90');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_carousel_show" AS ENUM('all', 'chosen');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_show" AS ENUM('all', 'chosen');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_live_figure_show" AS ENUM('none', 'signups', 'visits');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_live_figure_days" AS ENUM('7', '30', '90');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_carousel_show" AS ENUM('all', 'chosen');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_show" AS ENUM('all', 'chosen');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_time_zone" AS ENUM('America/Phoenix', 'America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York', 'America/Anchorage', 'Pacific/Honolulu', 'America/Toronto', 'America/Vancouver', 'America/Mexico_City', 'Europe/London', 'Europe/Dublin', 'Europe/Lisbon', 'Europe/Paris', 'Europe/Athens', 'Asia/Dubai', 'Asia/Kolkata', 'Asia/Singapore', 'Asia/Tokyo', 'Australia/Perth', 'Australia/Sydney', 'Pacific/Auckland', 'UTC');
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_text" varchar,
  	"version_name" varchar,
  	"version_result" varchar,
  	"version_stars" numeric DEFAULT 5,
  	"version_timeframe" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "testimonials" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "stars" DROP NOT NULL;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "live_figure_show" "enum_pages_blocks_stats_live_figure_show" DEFAULT 'none';
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "live_figure_days" "enum_pages_blocks_stats_live_figure_days" DEFAULT '30';
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "live_figure_minimum" numeric DEFAULT 50;
  ALTER TABLE "pages_blocks_testimonial_carousel" ADD COLUMN "show" "enum_pages_blocks_testimonial_carousel_show" DEFAULT 'all';
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "show" "enum_pages_blocks_testimonials_show" DEFAULT 'all';
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "live_figure_show" "enum__pages_v_blocks_stats_live_figure_show" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "live_figure_days" "enum__pages_v_blocks_stats_live_figure_days" DEFAULT '30';
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "live_figure_minimum" numeric DEFAULT 50;
  ALTER TABLE "_pages_v_blocks_testimonial_carousel" ADD COLUMN "show" "enum__pages_v_blocks_testimonial_carousel_show" DEFAULT 'all';
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "show" "enum__pages_v_blocks_testimonials_show" DEFAULT 'all';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "email_messages" ADD COLUMN "calendar" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "time_zone" "enum_site_settings_time_zone" DEFAULT 'America/Phoenix' NOT NULL;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "visitor_counter_enabled";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "visitor_counter_label";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "visitor_counter_start";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "visitor_counter_max_increment";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "visitor_counter_interval_seconds";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "visitor_counter_enabled";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "visitor_counter_label";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "visitor_counter_start";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "visitor_counter_max_increment";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "visitor_counter_interval_seconds";`)

  // Testimonials gain drafts: every one she already has was public, so it stays published, with
  // the version Payload's draft-aware reads (the admin list) look for.
  await db.execute(sql`
  UPDATE "testimonials" SET "_status" = 'published';
  INSERT INTO "_testimonials_v" ("parent_id", "version_text", "version_name", "version_result",
    "version_stars", "version_timeframe", "version_updated_at", "version_created_at",
    "version__status", "created_at", "updated_at", "latest")
  SELECT "id", "text", "name", "result", "stars", "timeframe", "updated_at", "created_at",
    'published', "updated_at", "updated_at", true
  FROM "testimonials";`)

  // A carousel or grid made before the choice existed is a hand-picked list: it keeps showing
  // exactly the testimonials she picked (the seed's one-time step moves the home page to "all").
  await db.execute(sql`
  UPDATE "pages_blocks_testimonial_carousel" SET "show" = 'chosen';
  UPDATE "pages_blocks_testimonials" SET "show" = 'chosen';
  UPDATE "_pages_v_blocks_testimonial_carousel" SET "show" = 'chosen';
  UPDATE "_pages_v_blocks_testimonials" SET "show" = 'chosen';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP INDEX "testimonials__status_idx";
  ALTER TABLE "testimonials" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "stars" SET NOT NULL;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "visitor_counter_enabled" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "visitor_counter_label" varchar DEFAULT 'women exploring this page right now';
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "visitor_counter_start" numeric DEFAULT 2847;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "visitor_counter_max_increment" numeric DEFAULT 2;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "visitor_counter_interval_seconds" numeric DEFAULT 45;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "visitor_counter_enabled" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "visitor_counter_label" varchar DEFAULT 'women exploring this page right now';
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "visitor_counter_start" numeric DEFAULT 2847;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "visitor_counter_max_increment" numeric DEFAULT 2;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "visitor_counter_interval_seconds" numeric DEFAULT 45;
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "live_figure_show";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "live_figure_days";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "live_figure_minimum";
  ALTER TABLE "pages_blocks_testimonial_carousel" DROP COLUMN "show";
  ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "show";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "live_figure_show";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "live_figure_days";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "live_figure_minimum";
  ALTER TABLE "_pages_v_blocks_testimonial_carousel" DROP COLUMN "show";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "show";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "email_messages" DROP COLUMN "calendar";
  ALTER TABLE "site_settings" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_pages_blocks_stats_live_figure_show";
  DROP TYPE "public"."enum_pages_blocks_stats_live_figure_days";
  DROP TYPE "public"."enum_pages_blocks_testimonial_carousel_show";
  DROP TYPE "public"."enum_pages_blocks_testimonials_show";
  DROP TYPE "public"."enum__pages_v_blocks_stats_live_figure_show";
  DROP TYPE "public"."enum__pages_v_blocks_stats_live_figure_days";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_carousel_show";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_show";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_site_settings_time_zone";`)
}
