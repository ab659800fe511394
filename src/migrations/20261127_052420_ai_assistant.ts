import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_assistant_commands_source" AS ENUM('typed', 'voice', 'mcp');
  CREATE TYPE "public"."enum_assistant_commands_engine" AS ENUM('openai', 'offline');
  CREATE TYPE "public"."enum_assistant_commands_status" AS ENUM('answered', 'proposed', 'accepted', 'dismissed', 'failed');
  CREATE TABLE "mcp_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"key_hash" varchar NOT NULL,
  	"prefix" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_commands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"command" varchar NOT NULL,
  	"source" "enum_assistant_commands_source" DEFAULT 'typed' NOT NULL,
  	"source_label" varchar,
  	"engine" "enum_assistant_commands_engine" NOT NULL,
  	"action" varchar,
  	"summary" varchar,
  	"details" varchar,
  	"recommendations" jsonb,
  	"proposal" jsonb,
  	"status" "enum_assistant_commands_status" NOT NULL,
  	"outcome" varchar,
  	"error" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"created_by" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "email_campaigns_audience_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mcp_keys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_commands_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "assistant_voice" varchar DEFAULT 'Warm, grounded and honest, like a letter from a friend who happens to be a coach.
  Short paragraphs. Speak to one woman, by her first name. Invite, never push: no hype, no fake urgency, no promises of results.
  Bring it back to the body: a breath, a sensation, a small practice she can try today.
  Sign off simply, with my first name.';
  ALTER TABLE "mcp_keys" ADD CONSTRAINT "mcp_keys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "mcp_keys_key_hash_idx" ON "mcp_keys" USING btree ("key_hash");
  CREATE INDEX "mcp_keys_owner_idx" ON "mcp_keys" USING btree ("owner_id");
  CREATE INDEX "mcp_keys_revoked_at_idx" ON "mcp_keys" USING btree ("revoked_at");
  CREATE INDEX "mcp_keys_created_at_idx" ON "mcp_keys" USING btree ("created_at");
  CREATE INDEX "mcp_keys_updated_at_idx" ON "mcp_keys" USING btree ("updated_at");
  CREATE INDEX "assistant_commands_status_idx" ON "assistant_commands" USING btree ("status");
  CREATE INDEX "assistant_commands_created_at_idx" ON "assistant_commands" USING btree ("created_at");
  CREATE INDEX "assistant_commands_updated_at_idx" ON "assistant_commands" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_keys_fk" FOREIGN KEY ("mcp_keys_id") REFERENCES "public"."mcp_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_commands_fk" FOREIGN KEY ("assistant_commands_id") REFERENCES "public"."assistant_commands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mcp_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_keys_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_commands_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_commands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_commands" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mcp_keys" CASCADE;
  DROP TABLE "assistant_commands" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mcp_keys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_commands_fk";
  
  DROP INDEX "payload_locked_documents_rels_mcp_keys_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_commands_id_idx";
  CREATE INDEX "email_campaigns_audience_idx" ON "email_campaigns" USING btree ("audience");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mcp_keys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_commands_id";
  ALTER TABLE "site_settings" DROP COLUMN "assistant_voice";
  DROP TYPE "public"."enum_assistant_commands_source";
  DROP TYPE "public"."enum_assistant_commands_engine";
  DROP TYPE "public"."enum_assistant_commands_status";`)
}
