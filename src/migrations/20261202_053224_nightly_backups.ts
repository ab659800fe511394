import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Each nightly backup's record (src/collections/Backups.ts), and the job that makes it.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_backups_status" AS ENUM('succeeded', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'nightlyBackup' BEFORE 'sumTraffic';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'nightlyBackup' BEFORE 'sumTraffic';
  CREATE TABLE "backups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_backups_status" NOT NULL,
  	"file_name" varchar,
  	"location" varchar,
  	"bytes" numeric,
  	"duration_ms" numeric,
  	"error" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "backups_id" integer;
  CREATE INDEX "backups_status_idx" ON "backups" USING btree ("status");
  CREATE INDEX "backups_created_at_idx" ON "backups" USING btree ("created_at");
  CREATE INDEX "backups_updated_at_idx" ON "backups" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_backups_fk" FOREIGN KEY ("backups_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_backups_id_idx" ON "payload_locked_documents_rels" USING btree ("backups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "backups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "backups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_backups_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'runImport', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'sumTraffic', 'demoBilling', 'syncOfferToStripe', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'runImport', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'sumTraffic', 'demoBilling', 'syncOfferToStripe', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_backups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "backups_id";
  DROP TYPE "public"."enum_backups_status";`)
}
