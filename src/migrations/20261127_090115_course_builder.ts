import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lessons_content_type" AS ENUM('video', 'file', 'text');
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'purchase-course' BEFORE 'access-link';
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'affiliate-page-link';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'purchase-course' BEFORE 'access-link';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'affiliate-page-link';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'demoBilling' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncOfferToStripe' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'demoBilling' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncOfferToStripe' BEFORE 'schedulePublish';
  CREATE TABLE "lessons_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  ALTER TABLE "purchases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_purchases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_purchases_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_orders_id_idx";
  ALTER TABLE "lessons" ALTER COLUMN "video_host_id" DROP NOT NULL;
  ALTER TABLE "lessons" ADD COLUMN "content_type" "enum_lessons_content_type" DEFAULT 'video' NOT NULL;
  ALTER TABLE "lessons" ADD COLUMN "file_id" integer;
  ALTER TABLE "lessons" ADD COLUMN "text" varchar;
  ALTER TABLE "lessons" ADD COLUMN "is_free" boolean DEFAULT false;
  ALTER TABLE "lessons" ADD COLUMN "drip_days" numeric DEFAULT 0;
  ALTER TABLE "lessons" ADD COLUMN "prerequisite_id" integer;
  ALTER TABLE "lessons_downloads" ADD CONSTRAINT "lessons_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons_downloads" ADD CONSTRAINT "lessons_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lessons_downloads_order_idx" ON "lessons_downloads" USING btree ("_order");
  CREATE INDEX "lessons_downloads_parent_id_idx" ON "lessons_downloads" USING btree ("_parent_id");
  CREATE INDEX "lessons_downloads_file_idx" ON "lessons_downloads" USING btree ("file_id");
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_prerequisite_id_lessons_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lessons_file_idx" ON "lessons" USING btree ("file_id");
  CREATE INDEX "lessons_prerequisite_idx" ON "lessons" USING btree ("prerequisite_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "purchases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_orders_id";
  -- Their rows became orders in 20261127_074115_offers_orders (src/migrations/data).
  DROP TABLE "purchases" CASCADE;
  DROP TABLE "course_orders" CASCADE;
  DROP TYPE "public"."enum_purchases_status";
  DROP TYPE "public"."enum_purchases_mode";
  DROP TYPE "public"."enum_course_orders_kind";
  DROP TYPE "public"."enum_course_orders_status";
  DROP TYPE "public"."enum_course_orders_mode";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_purchases_status" AS ENUM('paid', 'refunded');
  CREATE TYPE "public"."enum_purchases_mode" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_course_orders_kind" AS ENUM('masterclass', 'bonus-upgrade');
  CREATE TYPE "public"."enum_course_orders_status" AS ENUM('pending', 'paid', 'refunded');
  CREATE TYPE "public"."enum_course_orders_mode" AS ENUM('stripe', 'demo');
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
  	"contact_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "lessons_downloads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lessons_downloads" CASCADE;
  ALTER TABLE "lessons" DROP CONSTRAINT "lessons_file_id_media_id_fk";
  
  ALTER TABLE "lessons" DROP CONSTRAINT "lessons_prerequisite_id_lessons_id_fk";
  
  ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_templates_key";
  CREATE TYPE "public"."enum_email_templates_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'access-link', 'workshop-confirmation', 'application-received', 'admin-sign-in', 'application-accepted', 'application-call', 'application-declined', 'purchase-refunded');
  ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE "public"."enum_email_templates_key" USING "key"::"public"."enum_email_templates_key";
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__email_templates_v_version_key";
  CREATE TYPE "public"."enum__email_templates_v_version_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'access-link', 'workshop-confirmation', 'application-received', 'admin-sign-in', 'application-accepted', 'application-call', 'application-declined', 'purchase-refunded');
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__email_templates_v_version_key" USING "version_key"::"public"."enum__email_templates_v_version_key";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'sumTraffic', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'sumTraffic', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "lessons_file_idx";
  DROP INDEX "lessons_prerequisite_idx";
  ALTER TABLE "lessons" ALTER COLUMN "video_host_id" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "purchases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_orders_id" integer;
  ALTER TABLE "purchases" ADD CONSTRAINT "purchases_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "purchases_email_idx" ON "purchases" USING btree ("email");
  CREATE UNIQUE INDEX "purchases_payment_intent_id_idx" ON "purchases" USING btree ("payment_intent_id");
  CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status");
  CREATE INDEX "purchases_contact_idx" ON "purchases" USING btree ("contact_id");
  CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");
  CREATE INDEX "purchases_updated_at_idx" ON "purchases" USING btree ("updated_at");
  CREATE INDEX "course_orders_email_idx" ON "course_orders" USING btree ("email");
  CREATE UNIQUE INDEX "course_orders_payment_intent_id_idx" ON "course_orders" USING btree ("payment_intent_id");
  CREATE INDEX "course_orders_created_at_idx" ON "course_orders" USING btree ("created_at");
  CREATE INDEX "course_orders_updated_at_idx" ON "course_orders" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_purchases_fk" FOREIGN KEY ("purchases_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_orders_fk" FOREIGN KEY ("course_orders_id") REFERENCES "public"."course_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_purchases_id_idx" ON "payload_locked_documents_rels" USING btree ("purchases_id");
  CREATE INDEX "payload_locked_documents_rels_course_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("course_orders_id");
  ALTER TABLE "lessons" DROP COLUMN "content_type";
  ALTER TABLE "lessons" DROP COLUMN "file_id";
  ALTER TABLE "lessons" DROP COLUMN "text";
  ALTER TABLE "lessons" DROP COLUMN "is_free";
  ALTER TABLE "lessons" DROP COLUMN "drip_days";
  ALTER TABLE "lessons" DROP COLUMN "prerequisite_id";
  DROP TYPE "public"."enum_lessons_content_type";`)
}
