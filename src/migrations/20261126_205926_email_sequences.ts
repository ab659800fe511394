import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_sequences_steps_delay_unit" AS ENUM('days', 'hours');
  CREATE TYPE "public"."enum_email_sequences_steps_send_window" AS ENUM('any', 'morning', 'afternoon', 'evening');
  CREATE TYPE "public"."enum_email_sequences_trigger" AS ENUM('meditation', 'quiz-any', 'quiz_people_pleaser', 'quiz_perfectionist', 'quiz_rebel', 'waitlist', 'purchase', 'workshop', 'application-accepted', 'tag-added');
  CREATE TYPE "public"."enum_sequence_enrollments_status" AS ENUM('active', 'completed', 'exited');
  CREATE TYPE "public"."enum_sequence_enrollments_exit_reason" AS ENUM('unsubscribed', 'bought', 'tag-removed', 'left-segment');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSequenceStep' BEFORE 'adminSignInLink';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSequenceStep' BEFORE 'adminSignInLink';
  CREATE TABLE "email_sequences_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"template_id" integer NOT NULL,
  	"delay" numeric DEFAULT 0 NOT NULL,
  	"delay_unit" "enum_email_sequences_steps_delay_unit" DEFAULT 'days' NOT NULL,
  	"send_window" "enum_email_sequences_steps_send_window" DEFAULT 'any' NOT NULL,
  	"active" boolean DEFAULT true
  );
  
  CREATE TABLE "email_sequences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"active" boolean DEFAULT true,
  	"trigger" "enum_email_sequences_trigger" NOT NULL,
  	"trigger_product_id" integer,
  	"trigger_tag_id" integer,
  	"exit_on_purchase" boolean DEFAULT false,
  	"seeded_for" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sequence_enrollments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sequence_id" integer NOT NULL,
  	"contact_id" integer NOT NULL,
  	"status" "enum_sequence_enrollments_status" DEFAULT 'active' NOT NULL,
  	"exit_reason" "enum_sequence_enrollments_exit_reason",
  	"next_step" numeric DEFAULT 0 NOT NULL,
  	"next_step_at" timestamp(3) with time zone,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "email_deliveries" ALTER COLUMN "campaign_id" DROP NOT NULL;
  ALTER TABLE "email_templates" ADD COLUMN "name" varchar;
  ALTER TABLE "_email_templates_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "email_deliveries" ADD COLUMN "sequence_id" integer;
  ALTER TABLE "email_deliveries" ADD COLUMN "enrollment_id" integer;
  ALTER TABLE "email_deliveries" ADD COLUMN "step" numeric;
  ALTER TABLE "email_deliveries" ADD COLUMN "message_id" integer;
  ALTER TABLE "email_deliveries" ADD COLUMN "links" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_sequences_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sequence_enrollments_id" integer;
  ALTER TABLE "email_sequences_steps" ADD CONSTRAINT "email_sequences_steps_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_sequences_steps" ADD CONSTRAINT "email_sequences_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_sequences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_sequences" ADD CONSTRAINT "email_sequences_trigger_product_id_products_id_fk" FOREIGN KEY ("trigger_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_sequences" ADD CONSTRAINT "email_sequences_trigger_tag_id_tags_id_fk" FOREIGN KEY ("trigger_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_sequence_id_email_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."email_sequences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "email_sequences_steps_order_idx" ON "email_sequences_steps" USING btree ("_order");
  CREATE INDEX "email_sequences_steps_parent_id_idx" ON "email_sequences_steps" USING btree ("_parent_id");
  CREATE INDEX "email_sequences_steps_template_idx" ON "email_sequences_steps" USING btree ("template_id");
  CREATE INDEX "email_sequences_trigger_product_idx" ON "email_sequences" USING btree ("trigger_product_id");
  CREATE INDEX "email_sequences_trigger_tag_idx" ON "email_sequences" USING btree ("trigger_tag_id");
  CREATE INDEX "email_sequences_updated_at_idx" ON "email_sequences" USING btree ("updated_at");
  CREATE INDEX "email_sequences_created_at_idx" ON "email_sequences" USING btree ("created_at");
  CREATE INDEX "sequence_enrollments_sequence_idx" ON "sequence_enrollments" USING btree ("sequence_id");
  CREATE INDEX "sequence_enrollments_contact_idx" ON "sequence_enrollments" USING btree ("contact_id");
  CREATE INDEX "sequence_enrollments_status_idx" ON "sequence_enrollments" USING btree ("status");
  CREATE INDEX "sequence_enrollments_next_step_at_idx" ON "sequence_enrollments" USING btree ("next_step_at");
  CREATE INDEX "sequence_enrollments_updated_at_idx" ON "sequence_enrollments" USING btree ("updated_at");
  CREATE INDEX "sequence_enrollments_created_at_idx" ON "sequence_enrollments" USING btree ("created_at");
  CREATE UNIQUE INDEX "sequence_contact_idx" ON "sequence_enrollments" USING btree ("sequence_id","contact_id");
  ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_sequence_id_email_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."email_sequences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_message_id_email_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."email_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_sequences_fk" FOREIGN KEY ("email_sequences_id") REFERENCES "public"."email_sequences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sequence_enrollments_fk" FOREIGN KEY ("sequence_enrollments_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "email_deliveries_sequence_idx" ON "email_deliveries" USING btree ("sequence_id");
  CREATE INDEX "email_deliveries_enrollment_idx" ON "email_deliveries" USING btree ("enrollment_id");
  CREATE INDEX "email_deliveries_message_idx" ON "email_deliveries" USING btree ("message_id");
  CREATE UNIQUE INDEX "enrollment_step_idx" ON "email_deliveries" USING btree ("enrollment_id","step");
  CREATE INDEX "payload_locked_documents_rels_email_sequences_id_idx" ON "payload_locked_documents_rels" USING btree ("email_sequences_id");
  CREATE INDEX "payload_locked_documents_rels_sequence_enrollments_id_idx" ON "payload_locked_documents_rels" USING btree ("sequence_enrollments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_sequences_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_sequences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sequence_enrollments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_sequences_steps" CASCADE;
  DROP TABLE "email_sequences" CASCADE;
  DROP TABLE "sequence_enrollments" CASCADE;
  ALTER TABLE "email_deliveries" DROP CONSTRAINT "email_deliveries_sequence_id_email_sequences_id_fk";
  
  ALTER TABLE "email_deliveries" DROP CONSTRAINT "email_deliveries_enrollment_id_sequence_enrollments_id_fk";
  
  ALTER TABLE "email_deliveries" DROP CONSTRAINT "email_deliveries_message_id_email_messages_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_sequences_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sequence_enrollments_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'adminSignInLink', 'housekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'adminSignInLink', 'housekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "email_deliveries_sequence_idx";
  DROP INDEX "email_deliveries_enrollment_idx";
  DROP INDEX "email_deliveries_message_idx";
  DROP INDEX "enrollment_step_idx";
  DROP INDEX "payload_locked_documents_rels_email_sequences_id_idx";
  DROP INDEX "payload_locked_documents_rels_sequence_enrollments_id_idx";
  ALTER TABLE "email_deliveries" ALTER COLUMN "campaign_id" SET NOT NULL;
  ALTER TABLE "email_templates" DROP COLUMN "name";
  ALTER TABLE "_email_templates_v" DROP COLUMN "version_name";
  ALTER TABLE "email_deliveries" DROP COLUMN "sequence_id";
  ALTER TABLE "email_deliveries" DROP COLUMN "enrollment_id";
  ALTER TABLE "email_deliveries" DROP COLUMN "step";
  ALTER TABLE "email_deliveries" DROP COLUMN "message_id";
  ALTER TABLE "email_deliveries" DROP COLUMN "links";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_sequences_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sequence_enrollments_id";
  DROP TYPE "public"."enum_email_sequences_steps_delay_unit";
  DROP TYPE "public"."enum_email_sequences_steps_send_window";
  DROP TYPE "public"."enum_email_sequences_trigger";
  DROP TYPE "public"."enum_sequence_enrollments_status";
  DROP TYPE "public"."enum_sequence_enrollments_exit_reason";`)
}
