import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Each delivery remembers whether her address refused it for good or she marked it as spam, for
// the per-campaign figures.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_deliveries" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "email_deliveries" ADD COLUMN "complained_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_deliveries" DROP COLUMN "bounced_at";
  ALTER TABLE "email_deliveries" DROP COLUMN "complained_at";`)
}
