import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_campaigns_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  CREATE TYPE "public"."enum_email_deliveries_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCampaign' BEFORE 'adminSignInLink';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCampaign' BEFORE 'adminSignInLink';
  CREATE TABLE "email_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"audience" varchar NOT NULL,
  	"status" "enum_email_campaigns_status" DEFAULT 'draft' NOT NULL,
  	"archived" boolean DEFAULT false,
  	"scheduled_for" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"recipient_count" numeric,
  	"created_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"contact_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_email_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"provider_message_id" varchar,
  	"error" varchar,
  	"opened_at" timestamp(3) with time zone,
  	"machine_opened_at" timestamp(3) with time zone,
  	"opens" numeric DEFAULT 0,
  	"clicked_at" timestamp(3) with time zone,
  	"clicks" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_deliveries_id" integer;
  ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "email_campaigns_audience_idx" ON "email_campaigns" USING btree ("audience");
  CREATE INDEX "email_campaigns_status_idx" ON "email_campaigns" USING btree ("status");
  CREATE INDEX "email_campaigns_archived_idx" ON "email_campaigns" USING btree ("archived");
  CREATE INDEX "email_campaigns_scheduled_for_idx" ON "email_campaigns" USING btree ("scheduled_for");
  CREATE INDEX "email_campaigns_updated_at_idx" ON "email_campaigns" USING btree ("updated_at");
  CREATE INDEX "email_campaigns_created_at_idx" ON "email_campaigns" USING btree ("created_at");
  CREATE INDEX "email_deliveries_campaign_idx" ON "email_deliveries" USING btree ("campaign_id");
  CREATE INDEX "email_deliveries_contact_idx" ON "email_deliveries" USING btree ("contact_id");
  CREATE INDEX "email_deliveries_status_idx" ON "email_deliveries" USING btree ("status");
  CREATE INDEX "email_deliveries_sent_at_idx" ON "email_deliveries" USING btree ("sent_at");
  CREATE INDEX "email_deliveries_clicked_at_idx" ON "email_deliveries" USING btree ("clicked_at");
  CREATE INDEX "email_deliveries_updated_at_idx" ON "email_deliveries" USING btree ("updated_at");
  CREATE INDEX "email_deliveries_created_at_idx" ON "email_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "campaign_contact_idx" ON "email_deliveries" USING btree ("campaign_id","contact_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_campaigns_fk" FOREIGN KEY ("email_campaigns_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_deliveries_fk" FOREIGN KEY ("email_deliveries_id") REFERENCES "public"."email_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("email_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_email_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("email_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_campaigns" CASCADE;
  DROP TABLE "email_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'adminSignInLink', 'housekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'adminSignInLink', 'housekeeping', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_email_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_deliveries_id";
  DROP TYPE "public"."enum_email_campaigns_status";
  DROP TYPE "public"."enum_email_deliveries_status";`)
}
