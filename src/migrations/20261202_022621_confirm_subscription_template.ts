import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The confirmation e-mail of double opt-in becomes one of her editable templates.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_email_templates_key" ADD VALUE 'confirm-subscription' BEFORE 'access-link';
  ALTER TYPE "public"."enum__email_templates_v_version_key" ADD VALUE 'confirm-subscription' BEFORE 'access-link';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_templates_key";
  CREATE TYPE "public"."enum_email_templates_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'purchase-course', 'access-link', 'workshop-confirmation', 'application-received', 'admin-sign-in', 'application-accepted', 'application-call', 'application-declined', 'purchase-refunded', 'affiliate-page-link');
  ALTER TABLE "email_templates" ALTER COLUMN "key" SET DATA TYPE "public"."enum_email_templates_key" USING "key"::"public"."enum_email_templates_key";
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__email_templates_v_version_key";
  CREATE TYPE "public"."enum__email_templates_v_version_key" AS ENUM('meditation-welcome', 'quiz-result', 'waitlist-welcome', 'purchase-masterclass', 'purchase-bonus', 'purchase-course', 'access-link', 'workshop-confirmation', 'application-received', 'admin-sign-in', 'application-accepted', 'application-call', 'application-declined', 'purchase-refunded', 'affiliate-page-link');
  ALTER TABLE "_email_templates_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__email_templates_v_version_key" USING "version_key"::"public"."enum__email_templates_v_version_key";`)
}
