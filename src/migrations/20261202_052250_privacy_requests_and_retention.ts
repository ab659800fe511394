import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('export', 'erasure');
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"done_by" varchar NOT NULL,
  	"counts" jsonb,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "retention_email_body_days" numeric DEFAULT 90;
  ALTER TABLE "site_settings" ADD COLUMN "retention_import_leftover_days" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN "retention_assistant_history_days" numeric DEFAULT 365;
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "site_settings" DROP COLUMN "retention_email_body_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_import_leftover_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_assistant_history_days";
  DROP TYPE "public"."enum_privacy_requests_kind";`)
}
