import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Her imports from Kit, Mailchimp, Kajabi and Teachable: the imports, their files while needed,
// the rows they could not bring in, the import job, and complimentary orders for her customers.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_imports_platform" AS ENUM('kit', 'mailchimp', 'kajabi', 'teachable', 'csv');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('uploaded', 'previewed', 'queued', 'running', 'done', 'failed');
  ALTER TYPE "public"."enum_orders_mode" ADD VALUE 'complimentary';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'runImport' BEFORE 'sendSequenceStep';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'runImport' BEFORE 'sendSequenceStep';
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar NOT NULL,
  	"byte_length" numeric NOT NULL,
  	"content_hash" varchar NOT NULL,
  	"platform" "enum_imports_platform" NOT NULL,
  	"status" "enum_imports_status" DEFAULT 'uploaded' NOT NULL,
  	"headers" jsonb NOT NULL,
  	"mapping" jsonb NOT NULL,
  	"options" jsonb,
  	"preview" jsonb,
  	"total_rows" numeric,
  	"processed_rows" numeric DEFAULT 0,
  	"result" jsonb,
  	"error" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"uploaded_by_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "import_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"import_id" integer NOT NULL,
  	"content" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "import_problems" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"import_id" integer NOT NULL,
  	"line" numeric NOT NULL,
  	"email" varchar,
  	"reason" varchar NOT NULL,
  	"cells" jsonb NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_problems_id" integer;
  ALTER TABLE "imports" ADD CONSTRAINT "imports_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_files" ADD CONSTRAINT "import_files_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_problems" ADD CONSTRAINT "import_problems_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "imports_content_hash_idx" ON "imports" USING btree ("content_hash");
  CREATE INDEX "imports_status_idx" ON "imports" USING btree ("status");
  CREATE INDEX "imports_uploaded_by_idx" ON "imports" USING btree ("uploaded_by_id");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE UNIQUE INDEX "import_files_import_idx" ON "import_files" USING btree ("import_id");
  CREATE INDEX "import_files_created_at_idx" ON "import_files" USING btree ("created_at");
  CREATE INDEX "import_files_updated_at_idx" ON "import_files" USING btree ("updated_at");
  CREATE INDEX "import_problems_import_idx" ON "import_problems" USING btree ("import_id");
  CREATE INDEX "import_problems_email_idx" ON "import_problems" USING btree ("email");
  CREATE INDEX "import_problems_created_at_idx" ON "import_problems" USING btree ("created_at");
  CREATE INDEX "import_problems_updated_at_idx" ON "import_problems" USING btree ("updated_at");
  CREATE UNIQUE INDEX "import_line_idx" ON "import_problems" USING btree ("import_id","line");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_imports_fk" FOREIGN KEY ("imports_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_files_fk" FOREIGN KEY ("import_files_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_problems_fk" FOREIGN KEY ("import_problems_id") REFERENCES "public"."import_problems"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("imports_id");
  CREATE INDEX "payload_locked_documents_rels_import_files_id_idx" ON "payload_locked_documents_rels" USING btree ("import_files_id");
  CREATE INDEX "payload_locked_documents_rels_import_problems_id_idx" ON "payload_locked_documents_rels" USING btree ("import_problems_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "import_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "import_problems" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "import_files" CASCADE;
  DROP TABLE "import_problems" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_problems_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "mode" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "mode" SET DEFAULT 'stripe'::text;
  DROP TYPE "public"."enum_orders_mode";
  CREATE TYPE "public"."enum_orders_mode" AS ENUM('stripe', 'demo');
  ALTER TABLE "orders" ALTER COLUMN "mode" SET DEFAULT 'stripe'::"public"."enum_orders_mode";
  ALTER TABLE "orders" ALTER COLUMN "mode" SET DATA TYPE "public"."enum_orders_mode" USING "mode"::"public"."enum_orders_mode";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'sumTraffic', 'demoBilling', 'syncOfferToStripe', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendCampaign', 'sendSequenceStep', 'adminSignInLink', 'housekeeping', 'sumTraffic', 'demoBilling', 'syncOfferToStripe', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_import_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_import_problems_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_problems_id";
  DROP TYPE "public"."enum_imports_platform";
  DROP TYPE "public"."enum_imports_status";`)
}
