import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A visitor's own data by an e-mailed link: its e-mail template, and her ask to be erased, which
// waits in privacy-requests (her contact's id, a status, when the owner was reminded and when it
// was done).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('pending', 'done');
  ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'my-data-link';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'my-data-link';
  ALTER TYPE "public"."enum_privacy_requests_kind" ADD VALUE 'erasure-asked';
  ALTER TABLE "privacy_requests" ADD COLUMN "status" "enum_privacy_requests_status";
  ALTER TABLE "privacy_requests" ADD COLUMN "contact_id" numeric;
  ALTER TABLE "privacy_requests" ADD COLUMN "reminded_at" timestamp(3) with time zone;
  ALTER TABLE "privacy_requests" ADD COLUMN "closed_at" timestamp(3) with time zone;
  CREATE INDEX "privacy_requests_contact_id_idx" ON "privacy_requests" USING btree ("contact_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_templates_key";
  CREATE TYPE "public"."enum_email_templates_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'purchase-course', 'confirm-subscription', 'access-link', 'workshop-confirmation', 'application-received', 'admin-sign-in', 'application-accepted', 'application-call', 'application-declined', 'purchase-refunded', 'affiliate-page-link');
  ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE "public"."enum_email_templates_key" USING "key"::"public"."enum_email_templates_key";
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__email_templates_v_version_key";
  CREATE TYPE "public"."enum__email_templates_v_version_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'purchase-course', 'confirm-subscription', 'access-link', 'workshop-confirmation', 'application-received', 'admin-sign-in', 'application-accepted', 'application-call', 'application-declined', 'purchase-refunded', 'affiliate-page-link');
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__email_templates_v_version_key" USING "version_key"::"public"."enum__email_templates_v_version_key";
  ALTER TABLE "privacy_requests" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_privacy_requests_kind";
  CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('export', 'erasure');
  ALTER TABLE "privacy_requests" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_privacy_requests_kind" USING "kind"::"public"."enum_privacy_requests_kind";
  DROP INDEX "privacy_requests_contact_id_idx";
  ALTER TABLE "privacy_requests" DROP COLUMN "status";
  ALTER TABLE "privacy_requests" DROP COLUMN "contact_id";
  ALTER TABLE "privacy_requests" DROP COLUMN "reminded_at";
  ALTER TABLE "privacy_requests" DROP COLUMN "closed_at";
  DROP TYPE "public"."enum_privacy_requests_status";`)
}
