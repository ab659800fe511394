import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'admin-sign-in';
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'application-accepted';
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'application-call';
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'application-declined';
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'purchase-refunded';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'admin-sign-in';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'application-accepted';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'application-call';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'application-declined';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'purchase-refunded';
  CREATE TABLE "applications_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"email_messages_id" integer
  );
  
  CREATE TABLE "admin_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "decided_by" varchar;
  ALTER TABLE "applications" ADD COLUMN "call_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_sessions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "booking_link" varchar;
  ALTER TABLE "applications_rels" ADD CONSTRAINT "applications_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_rels" ADD CONSTRAINT "applications_rels_email_messages_fk" FOREIGN KEY ("email_messages_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_rels_order_idx" ON "applications_rels" USING btree ("order");
  CREATE INDEX "applications_rels_parent_idx" ON "applications_rels" USING btree ("parent_id");
  CREATE INDEX "applications_rels_path_idx" ON "applications_rels" USING btree ("path");
  CREATE INDEX "applications_rels_email_messages_id_idx" ON "applications_rels" USING btree ("email_messages_id");
  CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");
  CREATE UNIQUE INDEX "admin_sessions_token_hash_idx" ON "admin_sessions" USING btree ("token_hash");
  CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions" USING btree ("expires_at");
  CREATE INDEX "admin_sessions_updated_at_idx" ON "admin_sessions" USING btree ("updated_at");
  CREATE INDEX "admin_sessions_created_at_idx" ON "admin_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk" FOREIGN KEY ("admin_sessions_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admin_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admin_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications_rels" CASCADE;
  DROP TABLE "admin_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk";
  
  ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_templates_key";
  CREATE TYPE "public"."enum_email_templates_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'access-link', 'workshop-confirmation', 'application-received');
  ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE "public"."enum_email_templates_key" USING "key"::"public"."enum_email_templates_key";
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__email_templates_v_version_key";
  CREATE TYPE "public"."enum__email_templates_v_version_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'access-link', 'workshop-confirmation', 'application-received');
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__email_templates_v_version_key" USING "version_key"::"public"."enum__email_templates_v_version_key";
  DROP INDEX "payload_locked_documents_rels_admin_sessions_id_idx";
  ALTER TABLE "applications" DROP COLUMN "decided_at";
  ALTER TABLE "applications" DROP COLUMN "decided_by";
  ALTER TABLE "applications" DROP COLUMN "call_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_sessions_id";
  ALTER TABLE "site_settings" DROP COLUMN "booking_link";`)
}
