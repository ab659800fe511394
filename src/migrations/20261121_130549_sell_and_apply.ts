import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'accepted', 'declined', 'call-scheduled');
  CREATE TYPE "public"."enum_lessons_type" AS ENUM('main', 'addon');
  CREATE TYPE "public"."enum_purchases_status" AS ENUM('paid', 'refunded');
  CREATE TYPE "public"."enum_purchases_mode" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_course_orders_kind" AS ENUM('masterclass', 'bonus-upgrade');
  CREATE TYPE "public"."enum_course_orders_status" AS ENUM('pending', 'paid', 'refunded');
  CREATE TYPE "public"."enum_course_orders_mode" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_workshops_date_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  CREATE TYPE "public"."enum_workshop_registrations_payment_status" AS ENUM('pending', 'paid', 'expired', 'refunded');
  CREATE TYPE "public"."enum_workshop_registrations_mode" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_member_sessions_source" AS ENUM('payment', 'access-link');
  CREATE TYPE "public"."enum_access_links_purpose" AS ENUM('member', 'admin');
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"status" "enum_applications_status" DEFAULT 'new' NOT NULL,
  	"experience" varchar NOT NULL,
  	"what_draws_you" varchar NOT NULL,
  	"hope_to_explore" varchar NOT NULL,
  	"challenges" varchar NOT NULL,
  	"support" varchar NOT NULL,
  	"long_to_experience" varchar NOT NULL,
  	"afraid_to_express" varchar NOT NULL,
  	"desire_from_guide" varchar NOT NULL,
  	"dedupe_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"thumbnail_id" integer,
  	"is_published" boolean DEFAULT false,
  	"product_id" integer NOT NULL,
  	"bonus_product_id" integer,
  	"ebook_id" integer,
  	"integration_guide_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"is_published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lessons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"module_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"video_host_id" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"type" "enum_lessons_type" DEFAULT 'main' NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"is_published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "purchases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"payment_intent_id" varchar NOT NULL,
  	"amount_in_cents" numeric NOT NULL,
  	"includes_masterclass" boolean DEFAULT true,
  	"has_return_to_body_addon" boolean DEFAULT false,
  	"status" "enum_purchases_status" DEFAULT 'paid' NOT NULL,
  	"refunded_at" timestamp(3) with time zone,
  	"mode" "enum_purchases_mode" DEFAULT 'stripe' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"payment_intent_id" varchar NOT NULL,
  	"kind" "enum_course_orders_kind" DEFAULT 'masterclass' NOT NULL,
  	"amount_in_cents" numeric NOT NULL,
  	"has_return_to_body_addon" boolean DEFAULT false,
  	"status" "enum_course_orders_status" DEFAULT 'pending' NOT NULL,
  	"mode" "enum_course_orders_mode" DEFAULT 'stripe' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conversion_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_type" varchar NOT NULL,
  	"event_value" numeric,
  	"user_email" varchar,
  	"metadata" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"date_tz" "enum_workshops_date_tz" DEFAULT 'America/Phoenix' NOT NULL,
  	"duration_minutes" numeric DEFAULT 120 NOT NULL,
  	"location" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"max_participants" numeric DEFAULT 20 NOT NULL,
  	"current_registrations" numeric DEFAULT 0 NOT NULL,
  	"landing_page_url" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshop_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"workshop_id" integer NOT NULL,
  	"workshop_title" varchar,
  	"participant_name" varchar NOT NULL,
  	"participant_email" varchar NOT NULL,
  	"payment_status" "enum_workshop_registrations_payment_status" DEFAULT 'pending' NOT NULL,
  	"price_in_cents" numeric NOT NULL,
  	"amount_paid_in_cents" numeric,
  	"mode" "enum_workshop_registrations_mode" DEFAULT 'stripe' NOT NULL,
  	"checkout_session_id" varchar,
  	"payment_intent_id" varchar,
  	"registration_date" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"source" "enum_member_sessions_source" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"purpose" "enum_access_links_purpose" DEFAULT 'member' NOT NULL,
  	"redirect_to" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lesson_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"lesson_id" integer NOT NULL,
  	"progress" numeric DEFAULT 0,
  	"is_completed" boolean DEFAULT false,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "members_only" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lessons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "purchases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversion_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshops_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_progress_id" integer;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_bonus_product_id_products_id_fk" FOREIGN KEY ("bonus_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_ebook_id_media_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_integration_guide_id_media_id_fk" FOREIGN KEY ("integration_guide_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshops" ADD CONSTRAINT "workshops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_email_idx" ON "applications" USING btree ("email");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE UNIQUE INDEX "applications_dedupe_key_idx" ON "applications" USING btree ("dedupe_key");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "courses_slug_idx" ON "courses" USING btree ("slug");
  CREATE INDEX "courses_thumbnail_idx" ON "courses" USING btree ("thumbnail_id");
  CREATE INDEX "courses_product_idx" ON "courses" USING btree ("product_id");
  CREATE INDEX "courses_bonus_product_idx" ON "courses" USING btree ("bonus_product_id");
  CREATE INDEX "courses_ebook_idx" ON "courses" USING btree ("ebook_id");
  CREATE INDEX "courses_integration_guide_idx" ON "courses" USING btree ("integration_guide_id");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "sections_course_idx" ON "sections" USING btree ("course_id");
  CREATE INDEX "sections_updated_at_idx" ON "sections" USING btree ("updated_at");
  CREATE INDEX "sections_created_at_idx" ON "sections" USING btree ("created_at");
  CREATE INDEX "lessons_section_idx" ON "lessons" USING btree ("section_id");
  CREATE UNIQUE INDEX "lessons_module_id_idx" ON "lessons" USING btree ("module_id");
  CREATE INDEX "lessons_updated_at_idx" ON "lessons" USING btree ("updated_at");
  CREATE INDEX "lessons_created_at_idx" ON "lessons" USING btree ("created_at");
  CREATE INDEX "purchases_email_idx" ON "purchases" USING btree ("email");
  CREATE UNIQUE INDEX "purchases_payment_intent_id_idx" ON "purchases" USING btree ("payment_intent_id");
  CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status");
  CREATE INDEX "purchases_updated_at_idx" ON "purchases" USING btree ("updated_at");
  CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");
  CREATE INDEX "course_orders_email_idx" ON "course_orders" USING btree ("email");
  CREATE UNIQUE INDEX "course_orders_payment_intent_id_idx" ON "course_orders" USING btree ("payment_intent_id");
  CREATE INDEX "course_orders_updated_at_idx" ON "course_orders" USING btree ("updated_at");
  CREATE INDEX "course_orders_created_at_idx" ON "course_orders" USING btree ("created_at");
  CREATE INDEX "conversion_events_event_type_idx" ON "conversion_events" USING btree ("event_type");
  CREATE INDEX "conversion_events_user_email_idx" ON "conversion_events" USING btree ("user_email");
  CREATE INDEX "conversion_events_updated_at_idx" ON "conversion_events" USING btree ("updated_at");
  CREATE INDEX "conversion_events_created_at_idx" ON "conversion_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "workshops_slug_idx" ON "workshops" USING btree ("slug");
  CREATE INDEX "workshops_date_idx" ON "workshops" USING btree ("date");
  CREATE INDEX "workshops_product_idx" ON "workshops" USING btree ("product_id");
  CREATE INDEX "workshops_updated_at_idx" ON "workshops" USING btree ("updated_at");
  CREATE INDEX "workshops_created_at_idx" ON "workshops" USING btree ("created_at");
  CREATE INDEX "workshop_registrations_workshop_idx" ON "workshop_registrations" USING btree ("workshop_id");
  CREATE INDEX "workshop_registrations_participant_email_idx" ON "workshop_registrations" USING btree ("participant_email");
  CREATE INDEX "workshop_registrations_payment_status_idx" ON "workshop_registrations" USING btree ("payment_status");
  CREATE UNIQUE INDEX "workshop_registrations_checkout_session_id_idx" ON "workshop_registrations" USING btree ("checkout_session_id");
  CREATE INDEX "workshop_registrations_payment_intent_id_idx" ON "workshop_registrations" USING btree ("payment_intent_id");
  CREATE INDEX "workshop_registrations_expires_at_idx" ON "workshop_registrations" USING btree ("expires_at");
  CREATE INDEX "workshop_registrations_updated_at_idx" ON "workshop_registrations" USING btree ("updated_at");
  CREATE INDEX "workshop_registrations_created_at_idx" ON "workshop_registrations" USING btree ("created_at");
  CREATE INDEX "member_sessions_email_idx" ON "member_sessions" USING btree ("email");
  CREATE UNIQUE INDEX "member_sessions_token_hash_idx" ON "member_sessions" USING btree ("token_hash");
  CREATE INDEX "member_sessions_expires_at_idx" ON "member_sessions" USING btree ("expires_at");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "access_links_email_idx" ON "access_links" USING btree ("email");
  CREATE UNIQUE INDEX "access_links_token_hash_idx" ON "access_links" USING btree ("token_hash");
  CREATE INDEX "access_links_updated_at_idx" ON "access_links" USING btree ("updated_at");
  CREATE INDEX "access_links_created_at_idx" ON "access_links" USING btree ("created_at");
  CREATE INDEX "lesson_progress_email_idx" ON "lesson_progress" USING btree ("email");
  CREATE INDEX "lesson_progress_lesson_idx" ON "lesson_progress" USING btree ("lesson_id");
  CREATE INDEX "lesson_progress_updated_at_idx" ON "lesson_progress" USING btree ("updated_at");
  CREATE INDEX "lesson_progress_created_at_idx" ON "lesson_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_lesson_idx" ON "lesson_progress" USING btree ("email","lesson_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sections_fk" FOREIGN KEY ("sections_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lessons_fk" FOREIGN KEY ("lessons_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_purchases_fk" FOREIGN KEY ("purchases_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_orders_fk" FOREIGN KEY ("course_orders_id") REFERENCES "public"."course_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversion_events_fk" FOREIGN KEY ("conversion_events_id") REFERENCES "public"."conversion_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshops_fk" FOREIGN KEY ("workshops_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_registrations_fk" FOREIGN KEY ("workshop_registrations_id") REFERENCES "public"."workshop_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_links_fk" FOREIGN KEY ("access_links_id") REFERENCES "public"."access_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_progress_fk" FOREIGN KEY ("lesson_progress_id") REFERENCES "public"."lesson_progress"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_members_only_idx" ON "media" USING btree ("members_only");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("sections_id");
  CREATE INDEX "payload_locked_documents_rels_lessons_id_idx" ON "payload_locked_documents_rels" USING btree ("lessons_id");
  CREATE INDEX "payload_locked_documents_rels_purchases_id_idx" ON "payload_locked_documents_rels" USING btree ("purchases_id");
  CREATE INDEX "payload_locked_documents_rels_course_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("course_orders_id");
  CREATE INDEX "payload_locked_documents_rels_conversion_events_id_idx" ON "payload_locked_documents_rels" USING btree ("conversion_events_id");
  CREATE INDEX "payload_locked_documents_rels_workshops_id_idx" ON "payload_locked_documents_rels" USING btree ("workshops_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_access_links_id_idx" ON "payload_locked_documents_rels" USING btree ("access_links_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_progress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lessons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purchases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversion_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lesson_progress" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "sections" CASCADE;
  DROP TABLE "lessons" CASCADE;
  DROP TABLE "purchases" CASCADE;
  DROP TABLE "course_orders" CASCADE;
  DROP TABLE "conversion_events" CASCADE;
  DROP TABLE "workshops" CASCADE;
  DROP TABLE "workshop_registrations" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "access_links" CASCADE;
  DROP TABLE "lesson_progress" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lessons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_purchases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conversion_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshops_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_progress_fk";
  
  DROP INDEX "media_members_only_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_sections_id_idx";
  DROP INDEX "payload_locked_documents_rels_lessons_id_idx";
  DROP INDEX "payload_locked_documents_rels_purchases_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_conversion_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshops_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_lesson_progress_id_idx";
  ALTER TABLE "media" DROP COLUMN "members_only";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lessons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "purchases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversion_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshops_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_progress_id";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_lessons_type";
  DROP TYPE "public"."enum_purchases_status";
  DROP TYPE "public"."enum_purchases_mode";
  DROP TYPE "public"."enum_course_orders_kind";
  DROP TYPE "public"."enum_course_orders_status";
  DROP TYPE "public"."enum_course_orders_mode";
  DROP TYPE "public"."enum_workshops_date_tz";
  DROP TYPE "public"."enum_workshop_registrations_payment_status";
  DROP TYPE "public"."enum_workshop_registrations_mode";
  DROP TYPE "public"."enum_member_sessions_source";
  DROP TYPE "public"."enum_access_links_purpose";`)
}
