import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" varchar,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" varchar,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "alternate_home" DROP CONSTRAINT "alternate_home_workshop_product_id_products_id_fk";
  
  ALTER TABLE "_alternate_home_v" DROP CONSTRAINT "_alternate_home_v_version_workshop_product_id_products_id_fk";
  
  DROP INDEX "alternate_home_workshop_workshop_product_idx";
  DROP INDEX "_alternate_home_v_version_workshop_version_workshop_prod_idx";
  ALTER TABLE "courses" ADD COLUMN "ebook_document_id" integer;
  ALTER TABLE "courses" ADD COLUMN "integration_guide_document_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "alternate_home" ADD COLUMN "offer_countdown_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_offer_countdown_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  ALTER TABLE "courses" ADD CONSTRAINT "courses_ebook_document_id_documents_id_fk" FOREIGN KEY ("ebook_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_integration_guide_document_id_documents_id_fk" FOREIGN KEY ("integration_guide_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "courses_ebook_document_idx" ON "courses" USING btree ("ebook_document_id");
  CREATE INDEX "courses_integration_guide_document_idx" ON "courses" USING btree ("integration_guide_document_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  ALTER TABLE "alternate_home" DROP COLUMN "workshop_date";
  ALTER TABLE "alternate_home" DROP COLUMN "workshop_time";
  ALTER TABLE "alternate_home" DROP COLUMN "workshop_duration";
  ALTER TABLE "alternate_home" DROP COLUMN "workshop_capacity";
  ALTER TABLE "alternate_home" DROP COLUMN "workshop_spots_left";
  ALTER TABLE "alternate_home" DROP COLUMN "workshop_product_id";
  ALTER TABLE "alternate_home" DROP COLUMN "offer_countdown_days";
  ALTER TABLE "alternate_home" DROP COLUMN "offer_countdown_hours";
  ALTER TABLE "alternate_home" DROP COLUMN "offer_countdown_minutes";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_workshop_date";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_workshop_time";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_workshop_duration";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_workshop_capacity";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_workshop_spots_left";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_workshop_product_id";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_offer_countdown_days";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_offer_countdown_hours";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_offer_countdown_minutes";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  ALTER TABLE "courses" DROP CONSTRAINT "courses_ebook_document_id_documents_id_fk";
  
  ALTER TABLE "courses" DROP CONSTRAINT "courses_integration_guide_document_id_documents_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "courses_ebook_document_idx";
  DROP INDEX "courses_integration_guide_document_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "alternate_home" ADD COLUMN "workshop_date" varchar;
  ALTER TABLE "alternate_home" ADD COLUMN "workshop_time" varchar;
  ALTER TABLE "alternate_home" ADD COLUMN "workshop_duration" varchar;
  ALTER TABLE "alternate_home" ADD COLUMN "workshop_capacity" varchar;
  ALTER TABLE "alternate_home" ADD COLUMN "workshop_spots_left" varchar;
  ALTER TABLE "alternate_home" ADD COLUMN "workshop_product_id" integer;
  ALTER TABLE "alternate_home" ADD COLUMN "offer_countdown_days" numeric DEFAULT 2;
  ALTER TABLE "alternate_home" ADD COLUMN "offer_countdown_hours" numeric DEFAULT 14;
  ALTER TABLE "alternate_home" ADD COLUMN "offer_countdown_minutes" numeric DEFAULT 23;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_workshop_date" varchar;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_workshop_time" varchar;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_workshop_duration" varchar;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_workshop_capacity" varchar;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_workshop_spots_left" varchar;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_workshop_product_id" integer;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_offer_countdown_days" numeric DEFAULT 2;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_offer_countdown_hours" numeric DEFAULT 14;
  ALTER TABLE "_alternate_home_v" ADD COLUMN "version_offer_countdown_minutes" numeric DEFAULT 23;
  ALTER TABLE "alternate_home" ADD CONSTRAINT "alternate_home_workshop_product_id_products_id_fk" FOREIGN KEY ("workshop_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alternate_home_v" ADD CONSTRAINT "_alternate_home_v_version_workshop_product_id_products_id_fk" FOREIGN KEY ("version_workshop_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alternate_home_workshop_workshop_product_idx" ON "alternate_home" USING btree ("workshop_product_id");
  CREATE INDEX "_alternate_home_v_version_workshop_version_workshop_prod_idx" ON "_alternate_home_v" USING btree ("version_workshop_product_id");
  ALTER TABLE "courses" DROP COLUMN "ebook_document_id";
  ALTER TABLE "courses" DROP COLUMN "integration_guide_document_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "alternate_home" DROP COLUMN "offer_countdown_ends_at";
  ALTER TABLE "_alternate_home_v" DROP COLUMN "version_offer_countdown_ends_at";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_status";`)
}
