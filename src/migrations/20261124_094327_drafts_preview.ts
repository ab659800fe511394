import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_variant" AS ENUM('banner', 'profile');
  CREATE TYPE "public"."enum__pages_v_blocks_content_tone" AS ENUM('light', 'blush');
  CREATE TYPE "public"."enum__pages_v_blocks_features_style" AS ENUM('cards', 'numbered', 'checklist');
  CREATE TYPE "public"."enum__pages_v_blocks_features_tone" AS ENUM('light', 'blush');
  CREATE TYPE "public"."enum__pages_v_blocks_offer_cards_layout" AS ENUM('grid', 'stack');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_tone" AS ENUM('dark', 'blush');
  CREATE TYPE "public"."enum__pages_v_version_footer" AS ENUM('standard', 'contact', 'masterclass', 'link-in-bio');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alternate_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alternate_home_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_pages_v_blocks_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"external" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_hero_variant" DEFAULT 'banner',
  	"eyebrow" varchar,
  	"heading" varchar,
  	"tagline" varchar,
  	"image_id" integer,
  	"product_id" integer,
  	"price_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"tone" "enum__pages_v_blocks_content_tone" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"style" "enum__pages_v_blocks_features_style" DEFAULT 'cards',
  	"tone" "enum__pages_v_blocks_features_tone" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"description" varchar,
  	"product_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_external" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"layout" "enum__pages_v_blocks_offer_cards_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"visitor_counter_enabled" boolean DEFAULT false,
  	"visitor_counter_label" varchar DEFAULT 'women exploring this page right now',
  	"visitor_counter_start" numeric DEFAULT 2847,
  	"visitor_counter_max_increment" numeric DEFAULT 2,
  	"visitor_counter_interval_seconds" numeric DEFAULT 45,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"interval_seconds" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_video_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"duration_seconds" numeric DEFAULT 45,
  	"play_label" varchar DEFAULT 'Play my story',
  	"voice_id" varchar,
  	"completion_title" varchar DEFAULT 'Thank you for listening',
  	"completion_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar DEFAULT '/checkout',
  	"guarantee" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"external" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"product_id" integer,
  	"tone" "enum__pages_v_blocks_cta_tone" DEFAULT 'dark',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_waitlist_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Join the Radiant Alchemy Waitlist',
  	"intro" varchar,
  	"name_label" varchar DEFAULT 'Name',
  	"email_label" varchar DEFAULT 'Email',
  	"source_label" varchar DEFAULT 'How did you find us?',
  	"source_placeholder" varchar DEFAULT 'Choose one (optional)',
  	"source_options_instagram" varchar DEFAULT 'Instagram',
  	"source_options_website" varchar DEFAULT 'Website',
  	"source_options_friend" varchar DEFAULT 'A friend',
  	"source_options_masterclass" varchar DEFAULT 'The masterclass',
  	"source_options_quiz" varchar DEFAULT 'The Good Girl Quiz',
  	"source_options_meditation" varchar DEFAULT 'The free meditation',
  	"source_options_search" varchar DEFAULT 'A search engine',
  	"source_options_other" varchar DEFAULT 'Other',
  	"button_label" varchar DEFAULT 'Join the Waitlist',
  	"pending_label" varchar DEFAULT 'Joining...',
  	"success_message" varchar DEFAULT 'Welcome to the Waitlist! You''ll be the first to know when Radiant Alchemy opens.',
  	"program" varchar DEFAULT 'radiant-alchemy',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_footer" "enum__pages_v_version_footer" DEFAULT 'standard',
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "_alternate_home_v_version_nav_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v_version_pain_points_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v_version_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v_version_method_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v_version_offer_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v_version_story_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"at_second" numeric,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v_version_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alternate_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"version_meta_image_id" integer,
  	"version_banner_rating" varchar,
  	"version_banner_rating_source" varchar,
  	"version_banner_confidential" varchar,
  	"version_banner_members" varchar,
  	"version_nav_brand" varchar,
  	"version_nav_badge" varchar,
  	"version_nav_join_label" varchar,
  	"version_nav_menu_label" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_subheading" varchar,
  	"version_hero_trusted" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_story_label" varchar,
  	"version_hero_live_badge" varchar,
  	"version_hero_joined_badge" varchar,
  	"version_pain_points_heading" varchar,
  	"version_pain_points_closing" varchar,
  	"version_stats_heading" varchar,
  	"version_testimonials_heading" varchar,
  	"version_testimonials_pause_label" varchar,
  	"version_testimonials_play_label" varchar,
  	"version_method_heading" varchar,
  	"version_method_intro" varchar,
  	"version_method_phase_label" varchar,
  	"version_workshop_eyebrow" varchar,
  	"version_workshop_title" varchar,
  	"version_workshop_description" varchar,
  	"version_workshop_date" varchar,
  	"version_workshop_time" varchar,
  	"version_workshop_duration" varchar,
  	"version_workshop_capacity" varchar,
  	"version_workshop_spots_left" varchar,
  	"version_workshop_product_id" integer,
  	"version_workshop_button_label" varchar,
  	"version_workshop_button_href" varchar,
  	"version_offer_eyebrow" varchar,
  	"version_offer_heading" varchar,
  	"version_offer_text" varchar,
  	"version_offer_countdown_label" varchar,
  	"version_offer_countdown_days" numeric DEFAULT 2,
  	"version_offer_countdown_hours" numeric DEFAULT 14,
  	"version_offer_countdown_minutes" numeric DEFAULT 23,
  	"version_offer_days_label" varchar,
  	"version_offer_hours_label" varchar,
  	"version_offer_minutes_label" varchar,
  	"version_offer_email_label" varchar,
  	"version_offer_email_placeholder" varchar,
  	"version_offer_name_label" varchar,
  	"version_offer_name_placeholder" varchar,
  	"version_offer_button_label" varchar,
  	"version_offer_pending_label" varchar,
  	"version_offer_note" varchar,
  	"version_offer_missing_email_title" varchar,
  	"version_offer_missing_email_description" varchar,
  	"version_offer_success_title" varchar,
  	"version_offer_success_description" varchar,
  	"version_offer_failure_title" varchar,
  	"version_offer_failure_description" varchar,
  	"version_quiz_modal_title" varchar,
  	"version_quiz_modal_description" varchar,
  	"version_quiz_modal_confirm_label" varchar,
  	"version_quiz_modal_confirm_href" varchar,
  	"version_quiz_modal_cancel_label" varchar,
  	"version_story_title" varchar,
  	"version_story_live_label" varchar,
  	"version_story_duration_seconds" numeric DEFAULT 45,
  	"version_story_discover_label" varchar,
  	"version_story_close_label" varchar,
  	"version_story_mute_label" varchar,
  	"version_story_unmute_label" varchar,
  	"version_footer_tagline" varchar,
  	"version_footer_links_label" varchar,
  	"version_floating_button_label" varchar,
  	"version__status" "enum__alternate_home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_alternate_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "pages_blocks_features_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_features" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_offer_cards_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_offer_cards_cards" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_offer_cards_cards" ALTER COLUMN "link_href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_testimonial_carousel" ALTER COLUMN "interval_seconds" DROP NOT NULL;
  ALTER TABLE "pages_blocks_story_video_lines" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "duration_seconds" DROP NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "play_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "completion_title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "product_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "button_href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta_actions" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta_actions" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "name_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "email_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_placeholder" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_instagram" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_website" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_friend" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_masterclass" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_quiz" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_meditation" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_search" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_other" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "pending_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "success_message" DROP NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "program" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "footer" DROP NOT NULL;
  ALTER TABLE "alternate_home_nav_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "alternate_home_nav_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "alternate_home_pain_points_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "alternate_home_stats_items" ALTER COLUMN "number" DROP NOT NULL;
  ALTER TABLE "alternate_home_stats_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "alternate_home_method_phases" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "alternate_home_method_phases" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "alternate_home_offer_includes" ALTER COLUMN "item" DROP NOT NULL;
  ALTER TABLE "alternate_home_story_lines" ALTER COLUMN "at_second" DROP NOT NULL;
  ALTER TABLE "alternate_home_story_lines" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "alternate_home_footer_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "alternate_home_footer_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "meta_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "meta_description" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_rating" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_rating_source" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_confidential" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_members" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_brand" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_badge" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_join_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_menu_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_eyebrow" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_subheading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_trusted" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_primary_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_story_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_live_badge" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_joined_badge" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "pain_points_heading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "pain_points_closing" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "stats_heading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "testimonials_heading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "testimonials_pause_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "testimonials_play_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "method_heading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "method_intro" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "method_phase_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_eyebrow" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_description" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_date" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_time" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_duration" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_capacity" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_spots_left" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_button_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_button_href" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_eyebrow" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_heading" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_text" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_days" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_hours" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_minutes" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_days_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_hours_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_minutes_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_email_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_name_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_button_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_pending_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_missing_email_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_missing_email_description" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_success_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_success_description" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_failure_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_failure_description" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_description" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_confirm_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_confirm_href" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_cancel_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_title" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_live_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_duration_seconds" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_discover_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_close_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_mute_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_unmute_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "footer_tagline" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "footer_links_label" DROP NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "floating_button_label" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "alternate_home" ADD COLUMN "_status" "enum_alternate_home_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD CONSTRAINT "_pages_v_blocks_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_items" ADD CONSTRAINT "_pages_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features" ADD CONSTRAINT "_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial_carousel" ADD CONSTRAINT "_pages_v_blocks_testimonial_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_video_lines" ADD CONSTRAINT "_pages_v_blocks_story_video_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_story_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_video" ADD CONSTRAINT "_pages_v_blocks_story_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_card" ADD CONSTRAINT "_pages_v_blocks_pricing_card_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_card" ADD CONSTRAINT "_pages_v_blocks_pricing_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_actions" ADD CONSTRAINT "_pages_v_blocks_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_waitlist_form" ADD CONSTRAINT "_pages_v_blocks_waitlist_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_nav_links" ADD CONSTRAINT "_alternate_home_v_version_nav_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_pain_points_items" ADD CONSTRAINT "_alternate_home_v_version_pain_points_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_stats_items" ADD CONSTRAINT "_alternate_home_v_version_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_method_phases" ADD CONSTRAINT "_alternate_home_v_version_method_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_offer_includes" ADD CONSTRAINT "_alternate_home_v_version_offer_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_story_lines" ADD CONSTRAINT "_alternate_home_v_version_story_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_version_footer_links" ADD CONSTRAINT "_alternate_home_v_version_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v" ADD CONSTRAINT "_alternate_home_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alternate_home_v" ADD CONSTRAINT "_alternate_home_v_version_workshop_product_id_products_id_fk" FOREIGN KEY ("version_workshop_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_rels" ADD CONSTRAINT "_alternate_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_alternate_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alternate_home_v_rels" ADD CONSTRAINT "_alternate_home_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_blocks_hero_actions_order_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_actions_parent_id_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_product_idx" ON "_pages_v_blocks_hero" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_image_idx" ON "_pages_v_blocks_content" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_features_items_order_idx" ON "_pages_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_items_parent_id_idx" ON "_pages_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_order_idx" ON "_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_parent_id_idx" ON "_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_path_idx" ON "_pages_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offer_cards_cards_order_idx" ON "_pages_v_blocks_offer_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_cards_cards_parent_id_idx" ON "_pages_v_blocks_offer_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_cards_product_idx" ON "_pages_v_blocks_offer_cards_cards" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_order_idx" ON "_pages_v_blocks_offer_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_cards_parent_id_idx" ON "_pages_v_blocks_offer_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_path_idx" ON "_pages_v_blocks_offer_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonial_carousel_order_idx" ON "_pages_v_blocks_testimonial_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonial_carousel_parent_id_idx" ON "_pages_v_blocks_testimonial_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonial_carousel_path_idx" ON "_pages_v_blocks_testimonial_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_story_video_lines_order_idx" ON "_pages_v_blocks_story_video_lines" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_video_lines_parent_id_idx" ON "_pages_v_blocks_story_video_lines" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_video_order_idx" ON "_pages_v_blocks_story_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_video_parent_id_idx" ON "_pages_v_blocks_story_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_video_path_idx" ON "_pages_v_blocks_story_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_card_order_idx" ON "_pages_v_blocks_pricing_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_card_parent_id_idx" ON "_pages_v_blocks_pricing_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_card_path_idx" ON "_pages_v_blocks_pricing_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_card_product_idx" ON "_pages_v_blocks_pricing_card" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_actions_order_idx" ON "_pages_v_blocks_cta_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_actions_parent_id_idx" ON "_pages_v_blocks_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_product_idx" ON "_pages_v_blocks_cta" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_waitlist_form_order_idx" ON "_pages_v_blocks_waitlist_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_waitlist_form_parent_id_idx" ON "_pages_v_blocks_waitlist_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_waitlist_form_path_idx" ON "_pages_v_blocks_waitlist_form" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_testimonials_id_idx" ON "_pages_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "_alternate_home_v_version_nav_links_order_idx" ON "_alternate_home_v_version_nav_links" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_nav_links_parent_id_idx" ON "_alternate_home_v_version_nav_links" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_pain_points_items_order_idx" ON "_alternate_home_v_version_pain_points_items" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_pain_points_items_parent_id_idx" ON "_alternate_home_v_version_pain_points_items" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_stats_items_order_idx" ON "_alternate_home_v_version_stats_items" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_stats_items_parent_id_idx" ON "_alternate_home_v_version_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_method_phases_order_idx" ON "_alternate_home_v_version_method_phases" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_method_phases_parent_id_idx" ON "_alternate_home_v_version_method_phases" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_offer_includes_order_idx" ON "_alternate_home_v_version_offer_includes" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_offer_includes_parent_id_idx" ON "_alternate_home_v_version_offer_includes" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_story_lines_order_idx" ON "_alternate_home_v_version_story_lines" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_story_lines_parent_id_idx" ON "_alternate_home_v_version_story_lines" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_footer_links_order_idx" ON "_alternate_home_v_version_footer_links" USING btree ("_order");
  CREATE INDEX "_alternate_home_v_version_footer_links_parent_id_idx" ON "_alternate_home_v_version_footer_links" USING btree ("_parent_id");
  CREATE INDEX "_alternate_home_v_version_meta_version_meta_image_idx" ON "_alternate_home_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_alternate_home_v_version_workshop_version_workshop_prod_idx" ON "_alternate_home_v" USING btree ("version_workshop_product_id");
  CREATE INDEX "_alternate_home_v_version_version__status_idx" ON "_alternate_home_v" USING btree ("version__status");
  CREATE INDEX "_alternate_home_v_created_at_idx" ON "_alternate_home_v" USING btree ("created_at");
  CREATE INDEX "_alternate_home_v_updated_at_idx" ON "_alternate_home_v" USING btree ("updated_at");
  CREATE INDEX "_alternate_home_v_latest_idx" ON "_alternate_home_v" USING btree ("latest");
  CREATE INDEX "_alternate_home_v_autosave_idx" ON "_alternate_home_v" USING btree ("autosave");
  CREATE INDEX "_alternate_home_v_rels_order_idx" ON "_alternate_home_v_rels" USING btree ("order");
  CREATE INDEX "_alternate_home_v_rels_parent_idx" ON "_alternate_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_alternate_home_v_rels_path_idx" ON "_alternate_home_v_rels" USING btree ("path");
  CREATE INDEX "_alternate_home_v_rels_testimonials_id_idx" ON "_alternate_home_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "alternate_home__status_idx" ON "alternate_home" USING btree ("_status");`)
  // Everything visitors saw before drafts existed stays live: it was published by being saved.
  await db.execute(sql`
  UPDATE "pages" SET "_status" = 'published' WHERE "_status" IS DISTINCT FROM 'published';
  UPDATE "alternate_home" SET "_status" = 'published' WHERE "_status" IS DISTINCT FROM 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v_blocks_hero_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonial_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_story_video_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_story_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_waitlist_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_nav_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_pain_points_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_method_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_offer_includes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_story_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_version_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alternate_home_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_features_items" CASCADE;
  DROP TABLE "_pages_v_blocks_features" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_story_video_lines" CASCADE;
  DROP TABLE "_pages_v_blocks_story_video" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_card" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_waitlist_form" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "_alternate_home_v_version_nav_links" CASCADE;
  DROP TABLE "_alternate_home_v_version_pain_points_items" CASCADE;
  DROP TABLE "_alternate_home_v_version_stats_items" CASCADE;
  DROP TABLE "_alternate_home_v_version_method_phases" CASCADE;
  DROP TABLE "_alternate_home_v_version_offer_includes" CASCADE;
  DROP TABLE "_alternate_home_v_version_story_lines" CASCADE;
  DROP TABLE "_alternate_home_v_version_footer_links" CASCADE;
  DROP TABLE "_alternate_home_v" CASCADE;
  DROP TABLE "_alternate_home_v_rels" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'housekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'housekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages__status_idx";
  DROP INDEX "alternate_home__status_idx";
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "pages_blocks_features_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_features" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_offer_cards_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_offer_cards_cards" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_offer_cards_cards" ALTER COLUMN "link_href" SET NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_testimonial_carousel" ALTER COLUMN "interval_seconds" SET NOT NULL;
  ALTER TABLE "pages_blocks_story_video_lines" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "duration_seconds" SET NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "play_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_story_video" ALTER COLUMN "completion_title" SET NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "product_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_pricing_card" ALTER COLUMN "button_href" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta_actions" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta_actions" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "name_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "email_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_placeholder" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_instagram" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_website" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_friend" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_masterclass" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_quiz" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_meditation" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_search" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "source_options_other" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "pending_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "success_message" SET NOT NULL;
  ALTER TABLE "pages_blocks_waitlist_form" ALTER COLUMN "program" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "footer" SET NOT NULL;
  ALTER TABLE "alternate_home_nav_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "alternate_home_nav_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "alternate_home_pain_points_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "alternate_home_stats_items" ALTER COLUMN "number" SET NOT NULL;
  ALTER TABLE "alternate_home_stats_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "alternate_home_method_phases" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "alternate_home_method_phases" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "alternate_home_offer_includes" ALTER COLUMN "item" SET NOT NULL;
  ALTER TABLE "alternate_home_story_lines" ALTER COLUMN "at_second" SET NOT NULL;
  ALTER TABLE "alternate_home_story_lines" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "alternate_home_footer_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "alternate_home_footer_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "meta_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "meta_description" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_rating" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_rating_source" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_confidential" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "banner_members" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_brand" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_badge" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_join_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "nav_menu_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_eyebrow" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_subheading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_trusted" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_primary_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_story_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_live_badge" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "hero_joined_badge" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "pain_points_heading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "pain_points_closing" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "stats_heading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "testimonials_heading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "testimonials_pause_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "testimonials_play_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "method_heading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "method_intro" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "method_phase_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_eyebrow" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_description" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_date" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_time" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_duration" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_capacity" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_spots_left" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_button_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "workshop_button_href" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_eyebrow" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_heading" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_text" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_days" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_hours" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_countdown_minutes" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_days_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_hours_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_minutes_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_email_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_name_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_button_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_pending_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_missing_email_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_missing_email_description" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_success_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_success_description" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_failure_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "offer_failure_description" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_description" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_confirm_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_confirm_href" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "quiz_modal_cancel_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_title" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_live_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_duration_seconds" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_discover_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_close_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_mute_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "story_unmute_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "footer_tagline" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "footer_links_label" SET NOT NULL;
  ALTER TABLE "alternate_home" ALTER COLUMN "floating_button_label" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "alternate_home" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_variant";
  DROP TYPE "public"."enum__pages_v_blocks_content_tone";
  DROP TYPE "public"."enum__pages_v_blocks_features_style";
  DROP TYPE "public"."enum__pages_v_blocks_features_tone";
  DROP TYPE "public"."enum__pages_v_blocks_offer_cards_layout";
  DROP TYPE "public"."enum__pages_v_blocks_cta_tone";
  DROP TYPE "public"."enum__pages_v_version_footer";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_alternate_home_status";
  DROP TYPE "public"."enum__alternate_home_v_version_status";`)
}
