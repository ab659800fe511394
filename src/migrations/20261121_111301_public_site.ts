import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_variant" AS ENUM('banner', 'profile');
  CREATE TYPE "public"."enum_pages_blocks_content_tone" AS ENUM('light', 'blush');
  CREATE TYPE "public"."enum_pages_blocks_features_style" AS ENUM('cards', 'numbered', 'checklist');
  CREATE TYPE "public"."enum_pages_blocks_features_tone" AS ENUM('light', 'blush');
  CREATE TYPE "public"."enum_pages_blocks_offer_cards_layout" AS ENUM('grid', 'stack');
  CREATE TYPE "public"."enum_pages_blocks_cta_tone" AS ENUM('dark', 'blush');
  CREATE TYPE "public"."enum_pages_footer" AS ENUM('standard', 'contact', 'masterclass', 'link-in-bio');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'replied', 'archived');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  CREATE TABLE "pages_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"style" "enum_pages_blocks_features_style" DEFAULT 'cards',
  	"tone" "enum_pages_blocks_features_tone" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offer_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"product_id" integer,
  	"link_label" varchar NOT NULL,
  	"link_href" varchar NOT NULL,
  	"link_external" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_offer_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"layout" "enum_pages_blocks_offer_cards_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"visitor_counter_enabled" boolean DEFAULT false,
  	"visitor_counter_label" varchar DEFAULT 'women exploring this page right now',
  	"visitor_counter_start" numeric DEFAULT 2847,
  	"visitor_counter_max_increment" numeric DEFAULT 2,
  	"visitor_counter_interval_seconds" numeric DEFAULT 45,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonial_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"interval_seconds" numeric DEFAULT 8 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_story_video_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_story_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"duration_seconds" numeric DEFAULT 45 NOT NULL,
  	"play_label" varchar DEFAULT 'Play my story' NOT NULL,
  	"voice_id" varchar,
  	"completion_title" varchar DEFAULT 'Thank you for listening' NOT NULL,
  	"completion_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"button_label" varchar NOT NULL,
  	"button_href" varchar DEFAULT '/checkout' NOT NULL,
  	"guarantee" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"external" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"product_id" integer,
  	"tone" "enum_pages_blocks_cta_tone" DEFAULT 'dark',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"result" varchar,
  	"stars" numeric DEFAULT 5 NOT NULL,
  	"timeframe" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"price_in_cents" numeric NOT NULL,
  	"compare_at_price_in_cents" numeric,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"admin_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seed_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"hide_on_checkout" boolean DEFAULT false
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_standard_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer_masterclass_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"admin_link_label" varchar DEFAULT 'Admin' NOT NULL,
  	"contact_heading" varchar NOT NULL,
  	"contact_intro" varchar,
  	"signup_heading" varchar NOT NULL,
  	"signup_text" varchar,
  	"signup_button_label" varchar NOT NULL,
  	"signup_button_href" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "alternate_home_nav_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home_pain_points_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home_method_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home_offer_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home_story_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at_second" numeric NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "alternate_home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_title" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"meta_keywords" varchar,
  	"meta_image_id" integer,
  	"banner_rating" varchar NOT NULL,
  	"banner_rating_source" varchar NOT NULL,
  	"banner_confidential" varchar NOT NULL,
  	"banner_members" varchar NOT NULL,
  	"nav_brand" varchar NOT NULL,
  	"nav_badge" varchar NOT NULL,
  	"nav_join_label" varchar NOT NULL,
  	"nav_menu_label" varchar NOT NULL,
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_subheading" varchar NOT NULL,
  	"hero_trusted" varchar NOT NULL,
  	"hero_primary_label" varchar NOT NULL,
  	"hero_story_label" varchar NOT NULL,
  	"hero_live_badge" varchar NOT NULL,
  	"hero_joined_badge" varchar NOT NULL,
  	"pain_points_heading" varchar NOT NULL,
  	"pain_points_closing" varchar NOT NULL,
  	"stats_heading" varchar NOT NULL,
  	"testimonials_heading" varchar NOT NULL,
  	"testimonials_pause_label" varchar NOT NULL,
  	"testimonials_play_label" varchar NOT NULL,
  	"method_heading" varchar NOT NULL,
  	"method_intro" varchar NOT NULL,
  	"method_phase_label" varchar NOT NULL,
  	"workshop_eyebrow" varchar NOT NULL,
  	"workshop_title" varchar NOT NULL,
  	"workshop_description" varchar NOT NULL,
  	"workshop_date" varchar NOT NULL,
  	"workshop_time" varchar NOT NULL,
  	"workshop_duration" varchar NOT NULL,
  	"workshop_capacity" varchar NOT NULL,
  	"workshop_spots_left" varchar NOT NULL,
  	"workshop_product_id" integer,
  	"workshop_button_label" varchar NOT NULL,
  	"workshop_button_href" varchar NOT NULL,
  	"offer_eyebrow" varchar NOT NULL,
  	"offer_heading" varchar NOT NULL,
  	"offer_text" varchar NOT NULL,
  	"offer_countdown_label" varchar NOT NULL,
  	"offer_countdown_days" numeric DEFAULT 2 NOT NULL,
  	"offer_countdown_hours" numeric DEFAULT 14 NOT NULL,
  	"offer_countdown_minutes" numeric DEFAULT 23 NOT NULL,
  	"offer_days_label" varchar NOT NULL,
  	"offer_hours_label" varchar NOT NULL,
  	"offer_minutes_label" varchar NOT NULL,
  	"offer_email_label" varchar NOT NULL,
  	"offer_email_placeholder" varchar,
  	"offer_name_label" varchar NOT NULL,
  	"offer_name_placeholder" varchar,
  	"offer_button_label" varchar NOT NULL,
  	"offer_pending_label" varchar NOT NULL,
  	"offer_note" varchar,
  	"offer_missing_email_title" varchar NOT NULL,
  	"offer_missing_email_description" varchar NOT NULL,
  	"offer_success_title" varchar NOT NULL,
  	"offer_success_description" varchar NOT NULL,
  	"offer_failure_title" varchar NOT NULL,
  	"offer_failure_description" varchar NOT NULL,
  	"quiz_modal_title" varchar NOT NULL,
  	"quiz_modal_description" varchar NOT NULL,
  	"quiz_modal_confirm_label" varchar NOT NULL,
  	"quiz_modal_confirm_href" varchar NOT NULL,
  	"quiz_modal_cancel_label" varchar NOT NULL,
  	"story_title" varchar NOT NULL,
  	"story_live_label" varchar NOT NULL,
  	"story_duration_seconds" numeric DEFAULT 45 NOT NULL,
  	"story_discover_label" varchar NOT NULL,
  	"story_close_label" varchar NOT NULL,
  	"story_mute_label" varchar NOT NULL,
  	"story_unmute_label" varchar NOT NULL,
  	"footer_tagline" varchar NOT NULL,
  	"footer_links_label" varchar NOT NULL,
  	"floating_button_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "alternate_home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "external" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "variant" "enum_pages_blocks_hero_variant" DEFAULT 'banner';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "product_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "price_note" varchar;
  ALTER TABLE "pages_blocks_content" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_content" ADD COLUMN "tone" "enum_pages_blocks_content_tone" DEFAULT 'light';
  ALTER TABLE "pages" ADD COLUMN "footer" "enum_pages_footer" DEFAULT 'standard' NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "meta_keywords" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seed_runs_id" integer;
  ALTER TABLE "pages_blocks_features_items" ADD CONSTRAINT "pages_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features" ADD CONSTRAINT "pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_cards" ADD CONSTRAINT "pages_blocks_offer_cards_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_cards" ADD CONSTRAINT "pages_blocks_offer_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards" ADD CONSTRAINT "pages_blocks_offer_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial_carousel" ADD CONSTRAINT "pages_blocks_testimonial_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_video_lines" ADD CONSTRAINT "pages_blocks_story_video_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_story_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_video" ADD CONSTRAINT "pages_blocks_story_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_card" ADD CONSTRAINT "pages_blocks_pricing_card_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_card" ADD CONSTRAINT "pages_blocks_pricing_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_actions" ADD CONSTRAINT "pages_blocks_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_includes" ADD CONSTRAINT "products_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_standard_links" ADD CONSTRAINT "footer_standard_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_masterclass_links" ADD CONSTRAINT "footer_masterclass_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_nav_links" ADD CONSTRAINT "alternate_home_nav_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_pain_points_items" ADD CONSTRAINT "alternate_home_pain_points_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_stats_items" ADD CONSTRAINT "alternate_home_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_method_phases" ADD CONSTRAINT "alternate_home_method_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_offer_includes" ADD CONSTRAINT "alternate_home_offer_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_story_lines" ADD CONSTRAINT "alternate_home_story_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_footer_links" ADD CONSTRAINT "alternate_home_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home" ADD CONSTRAINT "alternate_home_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alternate_home" ADD CONSTRAINT "alternate_home_workshop_product_id_products_id_fk" FOREIGN KEY ("workshop_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alternate_home_rels" ADD CONSTRAINT "alternate_home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alternate_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alternate_home_rels" ADD CONSTRAINT "alternate_home_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_features_items_order_idx" ON "pages_blocks_features_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_items_parent_id_idx" ON "pages_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_order_idx" ON "pages_blocks_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_parent_id_idx" ON "pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_path_idx" ON "pages_blocks_features" USING btree ("_path");
  CREATE INDEX "pages_blocks_offer_cards_cards_order_idx" ON "pages_blocks_offer_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_cards_cards_parent_id_idx" ON "pages_blocks_offer_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_cards_product_idx" ON "pages_blocks_offer_cards_cards" USING btree ("product_id");
  CREATE INDEX "pages_blocks_offer_cards_order_idx" ON "pages_blocks_offer_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_cards_parent_id_idx" ON "pages_blocks_offer_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_path_idx" ON "pages_blocks_offer_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonial_carousel_order_idx" ON "pages_blocks_testimonial_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonial_carousel_parent_id_idx" ON "pages_blocks_testimonial_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonial_carousel_path_idx" ON "pages_blocks_testimonial_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_story_video_lines_order_idx" ON "pages_blocks_story_video_lines" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_video_lines_parent_id_idx" ON "pages_blocks_story_video_lines" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_video_order_idx" ON "pages_blocks_story_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_video_parent_id_idx" ON "pages_blocks_story_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_video_path_idx" ON "pages_blocks_story_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_card_order_idx" ON "pages_blocks_pricing_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_card_parent_id_idx" ON "pages_blocks_pricing_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_card_path_idx" ON "pages_blocks_pricing_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_card_product_idx" ON "pages_blocks_pricing_card" USING btree ("product_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_actions_order_idx" ON "pages_blocks_cta_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_actions_parent_id_idx" ON "pages_blocks_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_product_idx" ON "pages_blocks_cta" USING btree ("product_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_testimonials_id_idx" ON "pages_rels" USING btree ("testimonials_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "products_includes_order_idx" ON "products_includes" USING btree ("_order");
  CREATE INDEX "products_includes_parent_id_idx" ON "products_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "seed_runs_key_idx" ON "seed_runs" USING btree ("key");
  CREATE INDEX "seed_runs_updated_at_idx" ON "seed_runs" USING btree ("updated_at");
  CREATE INDEX "seed_runs_created_at_idx" ON "seed_runs" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "header_nav_items_order_idx" ON "header_nav_items" USING btree ("_order");
  CREATE INDEX "header_nav_items_parent_id_idx" ON "header_nav_items" USING btree ("_parent_id");
  CREATE INDEX "footer_standard_links_order_idx" ON "footer_standard_links" USING btree ("_order");
  CREATE INDEX "footer_standard_links_parent_id_idx" ON "footer_standard_links" USING btree ("_parent_id");
  CREATE INDEX "footer_masterclass_links_order_idx" ON "footer_masterclass_links" USING btree ("_order");
  CREATE INDEX "footer_masterclass_links_parent_id_idx" ON "footer_masterclass_links" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_nav_links_order_idx" ON "alternate_home_nav_links" USING btree ("_order");
  CREATE INDEX "alternate_home_nav_links_parent_id_idx" ON "alternate_home_nav_links" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_pain_points_items_order_idx" ON "alternate_home_pain_points_items" USING btree ("_order");
  CREATE INDEX "alternate_home_pain_points_items_parent_id_idx" ON "alternate_home_pain_points_items" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_stats_items_order_idx" ON "alternate_home_stats_items" USING btree ("_order");
  CREATE INDEX "alternate_home_stats_items_parent_id_idx" ON "alternate_home_stats_items" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_method_phases_order_idx" ON "alternate_home_method_phases" USING btree ("_order");
  CREATE INDEX "alternate_home_method_phases_parent_id_idx" ON "alternate_home_method_phases" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_offer_includes_order_idx" ON "alternate_home_offer_includes" USING btree ("_order");
  CREATE INDEX "alternate_home_offer_includes_parent_id_idx" ON "alternate_home_offer_includes" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_story_lines_order_idx" ON "alternate_home_story_lines" USING btree ("_order");
  CREATE INDEX "alternate_home_story_lines_parent_id_idx" ON "alternate_home_story_lines" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_footer_links_order_idx" ON "alternate_home_footer_links" USING btree ("_order");
  CREATE INDEX "alternate_home_footer_links_parent_id_idx" ON "alternate_home_footer_links" USING btree ("_parent_id");
  CREATE INDEX "alternate_home_meta_meta_image_idx" ON "alternate_home" USING btree ("meta_image_id");
  CREATE INDEX "alternate_home_workshop_workshop_product_idx" ON "alternate_home" USING btree ("workshop_product_id");
  CREATE INDEX "alternate_home_rels_order_idx" ON "alternate_home_rels" USING btree ("order");
  CREATE INDEX "alternate_home_rels_parent_idx" ON "alternate_home_rels" USING btree ("parent_id");
  CREATE INDEX "alternate_home_rels_path_idx" ON "alternate_home_rels" USING btree ("path");
  CREATE INDEX "alternate_home_rels_testimonials_id_idx" ON "alternate_home_rels" USING btree ("testimonials_id");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seed_runs_fk" FOREIGN KEY ("seed_runs_id") REFERENCES "public"."seed_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_product_idx" ON "pages_blocks_hero" USING btree ("product_id");
  CREATE INDEX "pages_blocks_content_image_idx" ON "pages_blocks_content" USING btree ("image_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_seed_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("seed_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offer_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offer_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonial_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_story_video_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_story_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_includes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seed_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_nav_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_standard_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_masterclass_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_nav_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_pain_points_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_method_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_offer_includes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_story_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alternate_home_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_features_items" CASCADE;
  DROP TABLE "pages_blocks_features" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_offer_cards" CASCADE;
  DROP TABLE "pages_blocks_stats_items" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_testimonial_carousel" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_story_video_lines" CASCADE;
  DROP TABLE "pages_blocks_story_video" CASCADE;
  DROP TABLE "pages_blocks_pricing_card" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_cta_actions" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "products_includes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "seed_runs" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "header_nav_items" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_standard_links" CASCADE;
  DROP TABLE "footer_masterclass_links" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "alternate_home_nav_links" CASCADE;
  DROP TABLE "alternate_home_pain_points_items" CASCADE;
  DROP TABLE "alternate_home_stats_items" CASCADE;
  DROP TABLE "alternate_home_method_phases" CASCADE;
  DROP TABLE "alternate_home_offer_includes" CASCADE;
  DROP TABLE "alternate_home_story_lines" CASCADE;
  DROP TABLE "alternate_home_footer_links" CASCADE;
  DROP TABLE "alternate_home" CASCADE;
  DROP TABLE "alternate_home_rels" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_product_id_products_id_fk";
  
  ALTER TABLE "pages_blocks_content" DROP CONSTRAINT "pages_blocks_content_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seed_runs_fk";
  
  DROP INDEX "pages_blocks_hero_product_idx";
  DROP INDEX "pages_blocks_content_image_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_seed_runs_id_idx";
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "external";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "variant";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "product_id";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "price_note";
  ALTER TABLE "pages_blocks_content" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_content" DROP COLUMN "tone";
  ALTER TABLE "pages" DROP COLUMN "footer";
  ALTER TABLE "pages" DROP COLUMN "meta_keywords";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seed_runs_id";
  DROP TYPE "public"."enum_pages_blocks_hero_variant";
  DROP TYPE "public"."enum_pages_blocks_content_tone";
  DROP TYPE "public"."enum_pages_blocks_features_style";
  DROP TYPE "public"."enum_pages_blocks_features_tone";
  DROP TYPE "public"."enum_pages_blocks_offer_cards_layout";
  DROP TYPE "public"."enum_pages_blocks_cta_tone";
  DROP TYPE "public"."enum_pages_footer";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
