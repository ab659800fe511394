import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { BACKFILL_CONTACTS_SQL } from '@/contacts/backfillSql'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_status_history_status" AS ENUM('new', 'contacted', 'customer', 'not_a_fit');
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('new', 'contacted', 'customer', 'not_a_fit');
  CREATE TYPE "public"."enum_contacts_subscription_changed_via" AS ENUM('sign-up', 'unsubscribe-link', 'admin', 're-subscribed');
  CREATE TABLE "contacts_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_contacts_status_history_status" NOT NULL,
  	"changed_by" varchar,
  	"changed_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "contacts_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"admin_email" varchar,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"status" "enum_contacts_status" DEFAULT 'new' NOT NULL,
  	"first_seen_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"subscribed" boolean DEFAULT true,
  	"subscription_changed_at" timestamp(3) with time zone,
  	"subscription_changed_via" "enum_contacts_subscription_changed_via",
  	"unsubscribe_token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "contacts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"color" varchar DEFAULT '#6B7280' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "leads_unsubscribed_idx";
  DROP INDEX "leads_unsubscribe_token_idx";
  DROP INDEX "waitlist_entries_unsubscribe_token_idx";
  ALTER TABLE "leads" ADD COLUMN "contact_id" integer;
  ALTER TABLE "waitlist_entries" ADD COLUMN "contact_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "contact_id" integer;
  ALTER TABLE "applications" ADD COLUMN "contact_id" integer;
  ALTER TABLE "purchases" ADD COLUMN "contact_id" integer;
  ALTER TABLE "workshop_registrations" ADD COLUMN "contact_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "contacts_status_history" ADD CONSTRAINT "contacts_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_notes" ADD CONSTRAINT "contacts_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_texts" ADD CONSTRAINT "contacts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_rels" ADD CONSTRAINT "contacts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_rels" ADD CONSTRAINT "contacts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_status_history_order_idx" ON "contacts_status_history" USING btree ("_order");
  CREATE INDEX "contacts_status_history_parent_id_idx" ON "contacts_status_history" USING btree ("_parent_id");
  CREATE INDEX "contacts_notes_order_idx" ON "contacts_notes" USING btree ("_order");
  CREATE INDEX "contacts_notes_parent_id_idx" ON "contacts_notes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");
  CREATE INDEX "contacts_last_seen_at_idx" ON "contacts" USING btree ("last_seen_at");
  CREATE INDEX "contacts_subscribed_idx" ON "contacts" USING btree ("subscribed");
  CREATE UNIQUE INDEX "contacts_unsubscribe_token_idx" ON "contacts" USING btree ("unsubscribe_token");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "contacts_texts_order_parent" ON "contacts_texts" USING btree ("order","parent_id");
  CREATE INDEX "contacts_rels_order_idx" ON "contacts_rels" USING btree ("order");
  CREATE INDEX "contacts_rels_parent_idx" ON "contacts_rels" USING btree ("parent_id");
  CREATE INDEX "contacts_rels_path_idx" ON "contacts_rels" USING btree ("path");
  CREATE INDEX "contacts_rels_tags_id_idx" ON "contacts_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree ("name");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchases" ADD CONSTRAINT "purchases_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_contact_idx" ON "leads" USING btree ("contact_id");
  CREATE INDEX "waitlist_entries_contact_idx" ON "waitlist_entries" USING btree ("contact_id");
  CREATE INDEX "contact_messages_contact_idx" ON "contact_messages" USING btree ("contact_id");
  CREATE INDEX "applications_contact_idx" ON "applications" USING btree ("contact_id");
  CREATE INDEX "purchases_contact_idx" ON "purchases" USING btree ("contact_id");
  CREATE INDEX "workshop_registrations_contact_idx" ON "workshop_registrations" USING btree ("contact_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_preferences_rels_contacts_id_idx" ON "payload_preferences_rels" USING btree ("contacts_id");
`)
  // Every existing row gets its contact while the old subscription columns can still be read.
  await db.execute(sql.raw(BACKFILL_CONTACTS_SQL))
  await db.execute(sql`
    ALTER TABLE "leads" DROP COLUMN "unsubscribed";
  ALTER TABLE "leads" DROP COLUMN "unsubscribe_token";
  ALTER TABLE "waitlist_entries" DROP COLUMN "unsubscribed";
  ALTER TABLE "waitlist_entries" DROP COLUMN "unsubscribe_token";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contacts_status_history" CASCADE;
  DROP TABLE "contacts_notes" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "contacts_texts" CASCADE;
  DROP TABLE "contacts_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_contact_id_contacts_id_fk";
  
  ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_contact_id_contacts_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_contact_id_contacts_id_fk";
  
  ALTER TABLE "applications" DROP CONSTRAINT "applications_contact_id_contacts_id_fk";
  
  ALTER TABLE "purchases" DROP CONSTRAINT "purchases_contact_id_contacts_id_fk";
  
  ALTER TABLE "workshop_registrations" DROP CONSTRAINT "workshop_registrations_contact_id_contacts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tags_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_contacts_fk";
  
  DROP INDEX "leads_contact_idx";
  DROP INDEX "waitlist_entries_contact_idx";
  DROP INDEX "contact_messages_contact_idx";
  DROP INDEX "applications_contact_idx";
  DROP INDEX "purchases_contact_idx";
  DROP INDEX "workshop_registrations_contact_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_tags_id_idx";
  DROP INDEX "payload_preferences_rels_contacts_id_idx";
  ALTER TABLE "leads" ADD COLUMN "unsubscribed" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "unsubscribe_token" varchar;
  ALTER TABLE "waitlist_entries" ADD COLUMN "unsubscribed" boolean DEFAULT false;
  ALTER TABLE "waitlist_entries" ADD COLUMN "unsubscribe_token" varchar;
  CREATE INDEX "leads_unsubscribed_idx" ON "leads" USING btree ("unsubscribed");
  CREATE UNIQUE INDEX "leads_unsubscribe_token_idx" ON "leads" USING btree ("unsubscribe_token");
  CREATE UNIQUE INDEX "waitlist_entries_unsubscribe_token_idx" ON "waitlist_entries" USING btree ("unsubscribe_token");
  ALTER TABLE "leads" DROP COLUMN "contact_id";
  ALTER TABLE "waitlist_entries" DROP COLUMN "contact_id";
  ALTER TABLE "contact_messages" DROP COLUMN "contact_id";
  ALTER TABLE "applications" DROP COLUMN "contact_id";
  ALTER TABLE "purchases" DROP COLUMN "contact_id";
  ALTER TABLE "workshop_registrations" DROP COLUMN "contact_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tags_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "contacts_id";
  DROP TYPE "public"."enum_contacts_status_history_status";
  DROP TYPE "public"."enum_contacts_status";
  DROP TYPE "public"."enum_contacts_subscription_changed_via";`)
}
