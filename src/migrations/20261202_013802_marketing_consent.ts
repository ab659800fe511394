import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Her list becomes consent-based: each contact gets a marketing status and the proof of her yes;
 * addresses that unsubscribed go on a suppression list kept as hashes. Existing contacts: one
 * who is subscribed and came through a form that subscribes (a lead form or a waitlist) stays
 * subscribed, her proof that form and when she was first seen; one who is subscribed only because
 * she bought, registered, applied or wrote was never asked, and leaves the list; one who
 * unsubscribed stays unsubscribed and is suppressed.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_suppressions_reason" AS ENUM('unsubscribed', 'bounced', 'complained', 'erased');
  CREATE TYPE "public"."enum_contacts_marketing_status" AS ENUM('subscribed', 'awaiting_confirmation', 'never_asked', 'unsubscribed', 'bounced', 'complained');
  CREATE TYPE "public"."enum_contacts_consent_method" AS ENUM('single', 'double');
  ALTER TYPE "public"."enum_contacts_subscription_changed_via" ADD VALUE 'confirmed';
  ALTER TYPE "public"."enum_contacts_subscription_changed_via" ADD VALUE 'bounce';
  ALTER TYPE "public"."enum_contacts_subscription_changed_via" ADD VALUE 'complaint';
  ALTER TYPE "public"."enum_contacts_subscription_changed_via" ADD VALUE 'import';
  CREATE TABLE "suppressions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address_hash" varchar NOT NULL,
  	"reason" "enum_suppressions_reason" NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ALTER COLUMN "subscribed" SET DEFAULT false;
  ALTER TABLE "contacts" ADD COLUMN "marketing_status" "enum_contacts_marketing_status" DEFAULT 'never_asked' NOT NULL;
  ALTER TABLE "contacts" ADD COLUMN "consent_source" varchar;
  ALTER TABLE "contacts" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "consent_words" varchar;
  ALTER TABLE "contacts" ADD COLUMN "consent_method" "enum_contacts_consent_method";
  ALTER TABLE "contacts" ADD COLUMN "consent_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "suppressions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "email_consent_consent_line" varchar DEFAULT 'You will also get my e-mails: gentle notes on coming home to your body, about once a week. Unsubscribe any time, in one click.';
  ALTER TABLE "site_settings" ADD COLUMN "email_consent_opt_in_label" varchar DEFAULT 'Yes, send me your e-mails too (gentle notes, about once a week; unsubscribe any time).';
  ALTER TABLE "site_settings" ADD COLUMN "email_consent_double_opt_in" boolean DEFAULT false;
  CREATE UNIQUE INDEX "suppressions_address_hash_idx" ON "suppressions" USING btree ("address_hash");
  CREATE INDEX "suppressions_created_at_idx" ON "suppressions" USING btree ("created_at");
  CREATE INDEX "suppressions_updated_at_idx" ON "suppressions" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_suppressions_fk" FOREIGN KEY ("suppressions_id") REFERENCES "public"."suppressions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_marketing_status_idx" ON "contacts" USING btree ("marketing_status");
  CREATE INDEX "payload_locked_documents_rels_suppressions_id_idx" ON "payload_locked_documents_rels" USING btree ("suppressions_id");`)
  await db.execute(sql`
  UPDATE contacts SET marketing_status = 'unsubscribed' WHERE subscribed = false;
  WITH asked AS (
    SELECT c.id, (SELECT t.text FROM contacts_texts t
                   WHERE t.parent_id = c.id AND t.path = 'sources'
                     AND t.text NOT IN ('purchase', 'workshop', 'application', 'contact-form')
                   ORDER BY t."order" LIMIT 1) AS source
      FROM contacts c WHERE c.subscribed = true
  )
  UPDATE contacts c SET
    marketing_status = CASE WHEN asked.source IS NULL THEN 'never_asked' ELSE 'subscribed' END::enum_contacts_marketing_status,
    subscribed = asked.source IS NOT NULL,
    consent_source = asked.source,
    consent_at = CASE WHEN asked.source IS NULL THEN NULL ELSE c.first_seen_at END,
    consent_words = CASE WHEN asked.source IS NULL THEN NULL
      ELSE 'Signed up through this form before the site kept the words she agreed to.' END,
    consent_method = CASE WHEN asked.source IS NULL THEN NULL ELSE 'single' END::enum_contacts_consent_method
  FROM asked WHERE asked.id = c.id;
  INSERT INTO suppressions (address_hash, reason)
    SELECT encode(sha256(convert_to(lower(btrim(email)), 'UTF8')), 'hex'), 'unsubscribed'
      FROM contacts WHERE marketing_status = 'unsubscribed'
    ON CONFLICT (address_hash) DO NOTHING;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "suppressions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "suppressions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_suppressions_fk";
  
  ALTER TABLE "contacts" ALTER COLUMN "subscription_changed_via" SET DATA TYPE text;
  DROP TYPE "public"."enum_contacts_subscription_changed_via";
  CREATE TYPE "public"."enum_contacts_subscription_changed_via" AS ENUM('sign-up', 'unsubscribe-link', 'admin', 're-subscribed');
  ALTER TABLE "contacts" ALTER COLUMN "subscription_changed_via" SET DATA TYPE "public"."enum_contacts_subscription_changed_via" USING "subscription_changed_via"::"public"."enum_contacts_subscription_changed_via";
  DROP INDEX "contacts_marketing_status_idx";
  DROP INDEX "payload_locked_documents_rels_suppressions_id_idx";
  ALTER TABLE "contacts" ALTER COLUMN "subscribed" SET DEFAULT true;
  ALTER TABLE "contacts" DROP COLUMN "marketing_status";
  ALTER TABLE "contacts" DROP COLUMN "consent_source";
  ALTER TABLE "contacts" DROP COLUMN "consent_at";
  ALTER TABLE "contacts" DROP COLUMN "consent_words";
  ALTER TABLE "contacts" DROP COLUMN "consent_method";
  ALTER TABLE "contacts" DROP COLUMN "consent_confirmed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "suppressions_id";
  ALTER TABLE "site_settings" DROP COLUMN "email_consent_consent_line";
  ALTER TABLE "site_settings" DROP COLUMN "email_consent_opt_in_label";
  ALTER TABLE "site_settings" DROP COLUMN "email_consent_double_opt_in";
  DROP TYPE "public"."enum_suppressions_reason";
  DROP TYPE "public"."enum_contacts_marketing_status";
  DROP TYPE "public"."enum_contacts_consent_method";`)
}
