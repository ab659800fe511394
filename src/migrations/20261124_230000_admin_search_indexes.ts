import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the Admin Center's searches (§5: a case-insensitive substring of e-mail, name or
 * source) are ILIKE '%…%', which a btree cannot serve. Trigram GIN indexes can, so a search over
 * 100,000 leads reads only the rows that contain the text. pg_trgm ships with Postgres (and the
 * embedded one) but creating an extension may need a privilege a hosted database withholds: then
 * the searches still work, by a scan, and the log says why.
 *
 * fastupdate is off: with it on, new rows wait in a pending list that every search scans row by
 * row until (auto)vacuum merges it, which made searches after a bulk import several times
 * slower (npm run bench:admin). A lead's insert pays the small cost of updating the index now.
 *
 * The (created_at, id) indexes serve "newest first" and the CSV export's keyset paging, whose
 * ties on created_at (bulk imports) are broken by id.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm is not available (%): admin searches will scan instead of using an index', SQLERRM;
  END
  $$;

  DO $$
  BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE INDEX IF NOT EXISTS "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);
      CREATE INDEX IF NOT EXISTS "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
      CREATE INDEX IF NOT EXISTS "leads_source_trgm_idx" ON "leads" USING gin ("source" gin_trgm_ops) WITH (fastupdate = off);
      CREATE INDEX IF NOT EXISTS "applications_email_trgm_idx" ON "applications" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);
      CREATE INDEX IF NOT EXISTS "applications_name_trgm_idx" ON "applications" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
    END IF;
  END
  $$;

  CREATE INDEX IF NOT EXISTS "leads_created_at_id_idx" ON "leads" USING btree ("created_at", "id");
  CREATE INDEX IF NOT EXISTS "applications_created_at_id_idx" ON "applications" USING btree ("created_at", "id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The extension stays: other databases' objects on this server may use it.
  await db.execute(sql`
  DROP INDEX IF EXISTS "leads_email_trgm_idx";
  DROP INDEX IF EXISTS "leads_name_trgm_idx";
  DROP INDEX IF EXISTS "leads_source_trgm_idx";
  DROP INDEX IF EXISTS "applications_email_trgm_idx";
  DROP INDEX IF EXISTS "applications_name_trgm_idx";
  DROP INDEX IF EXISTS "leads_created_at_id_idx";
  DROP INDEX IF EXISTS "applications_created_at_id_idx";
  `)
}
