import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_templates_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'access-link', 'workshop-confirmation', 'application-received');
  CREATE TYPE "public"."enum_email_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__email_templates_v_version_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'access-link', 'workshop-confirmation', 'application-received');
  CREATE TYPE "public"."enum__email_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_email_messages_status" AS ENUM('queued', 'sent', 'failed', 'skipped');
  CREATE TABLE "email_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_email_templates_key",
  	"marketing" boolean,
  	"subject" varchar,
  	"body" jsonb,
  	"button_label" varchar,
  	"button_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_email_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_email_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__email_templates_v_version_key",
  	"version_marketing" boolean,
  	"version_subject" varchar,
  	"version_body" jsonb,
  	"version_button_label" varchar,
  	"version_button_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__email_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "email_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"contact_id" integer,
  	"template" varchar,
  	"subject" varchar NOT NULL,
  	"status" "enum_email_messages_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"provider" varchar,
  	"provider_message_id" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"html" varchar,
  	"text" varchar,
  	"links" jsonb,
  	"reply_to" varchar,
  	"unsubscribe_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- What the outbox kept becomes the start of the message log: nothing sent is forgotten.
  INSERT INTO "email_messages" ("to", "subject", "status", "attempts", "provider", "text", "html", "links", "sent_at", "updated_at", "created_at")
    SELECT "to", "subject", 'sent', 1, 'outbox', "text", "html", "links", "created_at", "updated_at", "created_at" FROM "outbox";
  -- E-mails queued but not yet sent are logged, and their jobs now point at the log entry.
  DO $$
  DECLARE job record; message_id integer;
  BEGIN
    FOR job IN SELECT "id", "input" FROM "payload_jobs"
               WHERE "task_slug" = 'sendEmail' AND "completed_at" IS NULL AND "input" ? 'to' LOOP
      INSERT INTO "email_messages" ("to", "subject", "status", "attempts", "text", "html", "reply_to", "unsubscribe_url")
        VALUES (job."input"->>'to', job."input"->>'subject', 'queued', 0, job."input"->>'text',
                job."input"->>'html', job."input"->>'replyTo', job."input"->>'unsubscribeURL')
        RETURNING "id" INTO message_id;
      UPDATE "payload_jobs" SET "input" = jsonb_build_object('messageId', message_id) WHERE "id" = job."id";
    END LOOP;
  END $$;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_messages_id" integer;
  ALTER TABLE "_email_templates_v" ADD CONSTRAINT "_email_templates_v_parent_id_email_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "email_templates_key_idx" ON "email_templates" USING btree ("key");
  CREATE INDEX "email_templates_updated_at_idx" ON "email_templates" USING btree ("updated_at");
  CREATE INDEX "email_templates_created_at_idx" ON "email_templates" USING btree ("created_at");
  CREATE INDEX "email_templates__status_idx" ON "email_templates" USING btree ("_status");
  CREATE INDEX "_email_templates_v_parent_idx" ON "_email_templates_v" USING btree ("parent_id");
  CREATE INDEX "_email_templates_v_version_version_key_idx" ON "_email_templates_v" USING btree ("version_key");
  CREATE INDEX "_email_templates_v_version_version_updated_at_idx" ON "_email_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_email_templates_v_version_version_created_at_idx" ON "_email_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_email_templates_v_version_version__status_idx" ON "_email_templates_v" USING btree ("version__status");
  CREATE INDEX "_email_templates_v_created_at_idx" ON "_email_templates_v" USING btree ("created_at");
  CREATE INDEX "_email_templates_v_updated_at_idx" ON "_email_templates_v" USING btree ("updated_at");
  CREATE INDEX "_email_templates_v_latest_idx" ON "_email_templates_v" USING btree ("latest");
  CREATE INDEX "_email_templates_v_autosave_idx" ON "_email_templates_v" USING btree ("autosave");
  CREATE INDEX "email_messages_to_idx" ON "email_messages" USING btree ("to");
  CREATE INDEX "email_messages_contact_idx" ON "email_messages" USING btree ("contact_id");
  CREATE INDEX "email_messages_template_idx" ON "email_messages" USING btree ("template");
  CREATE INDEX "email_messages_status_idx" ON "email_messages" USING btree ("status");
  CREATE INDEX "email_messages_updated_at_idx" ON "email_messages" USING btree ("updated_at");
  CREATE INDEX "email_messages_created_at_idx" ON "email_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_templates_fk" FOREIGN KEY ("email_templates_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_messages_fk" FOREIGN KEY ("email_messages_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("email_templates_id");
  CREATE INDEX "payload_locked_documents_rels_email_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("email_messages_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"links" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "email_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_email_templates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_templates" CASCADE;
  DROP TABLE "_email_templates_v" CASCADE;
  DROP TABLE "email_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_email_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_messages_id";
  DROP TYPE "public"."enum_email_templates_key";
  DROP TYPE "public"."enum_email_templates_status";
  DROP TYPE "public"."enum__email_templates_v_version_key";
  DROP TYPE "public"."enum__email_templates_v_version_status";
  DROP TYPE "public"."enum_email_messages_status";`)
}
