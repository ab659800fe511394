import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_archetypes_key" AS ENUM('people_pleaser', 'perfectionist', 'rebel');
  CREATE TYPE "public"."enum_archetypes_icon_kind" AS ENUM('symbol', 'emoji');
  CREATE TYPE "public"."enum_archetypes_icon_symbol" AS ENUM('heart', 'crown', 'flame', 'lotus', 'moon', 'sparkle');
  CREATE TYPE "public"."enum_leads_quiz_result" AS ENUM('people_pleaser', 'perfectionist', 'rebel');
  CREATE TYPE "public"."enum_waitlist_entries_source" AS ENUM('instagram', 'website', 'friend', 'masterclass', 'quiz', 'meditation', 'search', 'other');
  CREATE TYPE "public"."enum_waitlist_entries_status" AS ENUM('active', 'invited', 'removed');
  CREATE TYPE "public"."enum_meditation_breathing_phases_motion" AS ENUM('grow', 'stay', 'shrink');
  CREATE TABLE "pages_blocks_waitlist_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Join the Radiant Alchemy Waitlist' NOT NULL,
  	"intro" varchar,
  	"name_label" varchar DEFAULT 'Name' NOT NULL,
  	"email_label" varchar DEFAULT 'Email' NOT NULL,
  	"source_label" varchar DEFAULT 'How did you find us?' NOT NULL,
  	"source_placeholder" varchar DEFAULT 'Choose one (optional)' NOT NULL,
  	"source_options_instagram" varchar DEFAULT 'Instagram' NOT NULL,
  	"source_options_website" varchar DEFAULT 'Website' NOT NULL,
  	"source_options_friend" varchar DEFAULT 'A friend' NOT NULL,
  	"source_options_masterclass" varchar DEFAULT 'The masterclass' NOT NULL,
  	"source_options_quiz" varchar DEFAULT 'The Good Girl Quiz' NOT NULL,
  	"source_options_meditation" varchar DEFAULT 'The free meditation' NOT NULL,
  	"source_options_search" varchar DEFAULT 'A search engine' NOT NULL,
  	"source_options_other" varchar DEFAULT 'Other' NOT NULL,
  	"button_label" varchar DEFAULT 'Join the Waitlist' NOT NULL,
  	"pending_label" varchar DEFAULT 'Joining...' NOT NULL,
  	"success_message" varchar DEFAULT 'Welcome to the Waitlist! You''ll be the first to know when Radiant Alchemy opens.' NOT NULL,
  	"program" varchar DEFAULT 'radiant-alchemy' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "quiz_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"points_people_pleaser" numeric DEFAULT 0 NOT NULL,
  	"points_perfectionist" numeric DEFAULT 0 NOT NULL,
  	"points_rebel" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "quiz_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question_id" varchar NOT NULL,
  	"order" numeric NOT NULL,
  	"question" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "archetypes_traits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"trait" varchar NOT NULL
  );
  
  CREATE TABLE "archetypes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_archetypes_key" NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"transformation" varchar NOT NULL,
  	"next_step" varchar NOT NULL,
  	"colour" varchar DEFAULT '#6b2f5f' NOT NULL,
  	"icon_kind" "enum_archetypes_icon_kind" DEFAULT 'symbol' NOT NULL,
  	"icon_symbol" "enum_archetypes_icon_symbol" DEFAULT 'heart',
  	"icon_emoji" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"source" varchar DEFAULT 'meditation-download' NOT NULL,
  	"quiz_result" "enum_leads_quiz_result",
  	"quiz_answers" varchar,
  	"last_seen_at" timestamp(3) with time zone,
  	"unsubscribed" boolean DEFAULT false,
  	"unsubscribe_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waitlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"program" varchar DEFAULT 'radiant-alchemy' NOT NULL,
  	"source" "enum_waitlist_entries_source",
  	"status" "enum_waitlist_entries_status" DEFAULT 'active' NOT NULL,
  	"admin_notes" varchar,
  	"unsubscribed" boolean DEFAULT false,
  	"unsubscribe_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "meditation_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" numeric NOT NULL,
  	"end" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"visual" varchar NOT NULL,
  	"colour" varchar NOT NULL,
  	"intensity" numeric NOT NULL
  );
  
  CREATE TABLE "meditation_breathing_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"seconds" numeric NOT NULL,
  	"motion" "enum_meditation_breathing_phases_motion" NOT NULL
  );
  
  CREATE TABLE "meditation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_title" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"meta_keywords" varchar,
  	"meta_image_id" integer,
  	"share_heading" varchar NOT NULL,
  	"share_text" varchar NOT NULL,
  	"share_device_label" varchar NOT NULL,
  	"share_copy_label" varchar NOT NULL,
  	"share_copied_message" varchar NOT NULL,
  	"share_copy_failed_title" varchar NOT NULL,
  	"share_copy_failed_description" varchar NOT NULL,
  	"share_network_label" varchar NOT NULL,
  	"eyebrow" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar NOT NULL,
  	"access_intro" varchar NOT NULL,
  	"form_heading" varchar NOT NULL,
  	"form_name_label" varchar NOT NULL,
  	"form_name_placeholder" varchar,
  	"form_email_label" varchar NOT NULL,
  	"form_email_placeholder" varchar,
  	"form_button_label" varchar NOT NULL,
  	"form_pending_label" varchar NOT NULL,
  	"form_privacy_note" varchar,
  	"form_success_message" varchar NOT NULL,
  	"form_failure_title" varchar NOT NULL,
  	"form_failure_description" varchar NOT NULL,
  	"recording_id" integer NOT NULL,
  	"duration_seconds" numeric NOT NULL,
  	"download_file_name" varchar NOT NULL,
  	"player_heading" varchar NOT NULL,
  	"player_play_label" varchar NOT NULL,
  	"player_pause_label" varchar NOT NULL,
  	"player_progress_label" varchar NOT NULL,
  	"player_download_label" varchar NOT NULL,
  	"player_timeline_heading" varchar NOT NULL,
  	"player_current_label" varchar NOT NULL,
  	"player_intensity_label" varchar NOT NULL,
  	"breathing_heading" varchar NOT NULL,
  	"breathing_intro" varchar NOT NULL,
  	"breathing_seconds_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "quiz_settings_result_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "quiz_settings_voices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider_voice_id" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"is_default" boolean DEFAULT false
  );
  
  CREATE TABLE "quiz_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_title" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"meta_keywords" varchar NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro_title" varchar NOT NULL,
  	"intro_text" varchar NOT NULL,
  	"intro_hint" varchar NOT NULL,
  	"intro_no_script" varchar NOT NULL,
  	"questions_progress" varchar NOT NULL,
  	"questions_progress_bar_label" varchar NOT NULL,
  	"questions_options_label" varchar NOT NULL,
  	"questions_chosen" varchar NOT NULL,
  	"form_title" varchar NOT NULL,
  	"form_text" varchar NOT NULL,
  	"form_name_label" varchar NOT NULL,
  	"form_email_label" varchar NOT NULL,
  	"form_submit_label" varchar NOT NULL,
  	"form_submitting_label" varchar NOT NULL,
  	"form_privacy" varchar NOT NULL,
  	"result_eyebrow" varchar NOT NULL,
  	"result_traits_heading" varchar NOT NULL,
  	"result_transformation_heading" varchar NOT NULL,
  	"result_next_step_heading" varchar NOT NULL,
  	"result_retake_label" varchar NOT NULL,
  	"narration_toggle_label" varchar NOT NULL,
  	"narration_read_label" varchar NOT NULL,
  	"narration_loading_label" varchar NOT NULL,
  	"narration_pause_label" varchar NOT NULL,
  	"narration_resume_label" varchar NOT NULL,
  	"narration_replay_label" varchar NOT NULL,
  	"messages_name_required_title" varchar NOT NULL,
  	"messages_name_required_description" varchar NOT NULL,
  	"messages_email_required_title" varchar NOT NULL,
  	"messages_email_required_description" varchar NOT NULL,
  	"messages_invalid_email_title" varchar NOT NULL,
  	"messages_invalid_email_description" varchar NOT NULL,
  	"messages_name_too_long_title" varchar NOT NULL,
  	"messages_name_too_long_description" varchar NOT NULL,
  	"messages_email_too_long_title" varchar NOT NULL,
  	"messages_email_too_long_description" varchar NOT NULL,
  	"messages_submitted_title" varchar NOT NULL,
  	"messages_submitted_description" varchar,
  	"messages_submit_failed_title" varchar NOT NULL,
  	"messages_submit_failed_description" varchar NOT NULL,
  	"messages_narration_failed_title" varchar NOT NULL,
  	"messages_narration_failed_description" varchar NOT NULL,
  	"messages_narration_too_soon_title" varchar NOT NULL,
  	"messages_narration_too_soon_description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quiz_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "archetypes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_entries_id" integer;
  ALTER TABLE "pages_blocks_waitlist_form" ADD CONSTRAINT "pages_blocks_waitlist_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_questions_options" ADD CONSTRAINT "quiz_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "archetypes_traits" ADD CONSTRAINT "archetypes_traits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."archetypes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meditation_segments" ADD CONSTRAINT "meditation_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meditation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meditation_breathing_phases" ADD CONSTRAINT "meditation_breathing_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meditation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meditation" ADD CONSTRAINT "meditation_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meditation" ADD CONSTRAINT "meditation_recording_id_media_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_settings_result_links" ADD CONSTRAINT "quiz_settings_result_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quiz_settings_voices" ADD CONSTRAINT "quiz_settings_voices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quiz_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_waitlist_form_order_idx" ON "pages_blocks_waitlist_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_waitlist_form_parent_id_idx" ON "pages_blocks_waitlist_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_waitlist_form_path_idx" ON "pages_blocks_waitlist_form" USING btree ("_path");
  CREATE INDEX "quiz_questions_options_order_idx" ON "quiz_questions_options" USING btree ("_order");
  CREATE INDEX "quiz_questions_options_parent_id_idx" ON "quiz_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quiz_questions_question_id_idx" ON "quiz_questions" USING btree ("question_id");
  CREATE INDEX "quiz_questions_updated_at_idx" ON "quiz_questions" USING btree ("updated_at");
  CREATE INDEX "quiz_questions_created_at_idx" ON "quiz_questions" USING btree ("created_at");
  CREATE INDEX "archetypes_traits_order_idx" ON "archetypes_traits" USING btree ("_order");
  CREATE INDEX "archetypes_traits_parent_id_idx" ON "archetypes_traits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "archetypes_key_idx" ON "archetypes" USING btree ("key");
  CREATE INDEX "archetypes_updated_at_idx" ON "archetypes" USING btree ("updated_at");
  CREATE INDEX "archetypes_created_at_idx" ON "archetypes" USING btree ("created_at");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "leads_unsubscribed_idx" ON "leads" USING btree ("unsubscribed");
  CREATE UNIQUE INDEX "leads_unsubscribe_token_idx" ON "leads" USING btree ("unsubscribe_token");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_source_idx" ON "leads" USING btree ("email","source");
  CREATE INDEX "waitlist_entries_email_idx" ON "waitlist_entries" USING btree ("email");
  CREATE UNIQUE INDEX "waitlist_entries_unsubscribe_token_idx" ON "waitlist_entries" USING btree ("unsubscribe_token");
  CREATE INDEX "waitlist_entries_updated_at_idx" ON "waitlist_entries" USING btree ("updated_at");
  CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_program_idx" ON "waitlist_entries" USING btree ("email","program");
  CREATE INDEX "meditation_segments_order_idx" ON "meditation_segments" USING btree ("_order");
  CREATE INDEX "meditation_segments_parent_id_idx" ON "meditation_segments" USING btree ("_parent_id");
  CREATE INDEX "meditation_breathing_phases_order_idx" ON "meditation_breathing_phases" USING btree ("_order");
  CREATE INDEX "meditation_breathing_phases_parent_id_idx" ON "meditation_breathing_phases" USING btree ("_parent_id");
  CREATE INDEX "meditation_meta_meta_image_idx" ON "meditation" USING btree ("meta_image_id");
  CREATE INDEX "meditation_recording_idx" ON "meditation" USING btree ("recording_id");
  CREATE INDEX "quiz_settings_result_links_order_idx" ON "quiz_settings_result_links" USING btree ("_order");
  CREATE INDEX "quiz_settings_result_links_parent_id_idx" ON "quiz_settings_result_links" USING btree ("_parent_id");
  CREATE INDEX "quiz_settings_voices_order_idx" ON "quiz_settings_voices" USING btree ("_order");
  CREATE INDEX "quiz_settings_voices_parent_id_idx" ON "quiz_settings_voices" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quiz_questions_fk" FOREIGN KEY ("quiz_questions_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_archetypes_fk" FOREIGN KEY ("archetypes_id") REFERENCES "public"."archetypes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk" FOREIGN KEY ("waitlist_entries_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quiz_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("quiz_questions_id");
  CREATE INDEX "payload_locked_documents_rels_archetypes_id_idx" ON "payload_locked_documents_rels" USING btree ("archetypes_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_waitlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_waitlist_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "archetypes_traits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "archetypes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waitlist_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meditation_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meditation_breathing_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meditation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_settings_result_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_settings_voices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_waitlist_form" CASCADE;
  DROP TABLE "quiz_questions_options" CASCADE;
  DROP TABLE "quiz_questions" CASCADE;
  DROP TABLE "archetypes_traits" CASCADE;
  DROP TABLE "archetypes" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "waitlist_entries" CASCADE;
  DROP TABLE "meditation_segments" CASCADE;
  DROP TABLE "meditation_breathing_phases" CASCADE;
  DROP TABLE "meditation" CASCADE;
  DROP TABLE "quiz_settings_result_links" CASCADE;
  DROP TABLE "quiz_settings_voices" CASCADE;
  DROP TABLE "quiz_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quiz_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_archetypes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_quiz_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_archetypes_id_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_waitlist_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quiz_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "archetypes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_entries_id";
  DROP TYPE "public"."enum_archetypes_key";
  DROP TYPE "public"."enum_archetypes_icon_kind";
  DROP TYPE "public"."enum_archetypes_icon_symbol";
  DROP TYPE "public"."enum_leads_quiz_result";
  DROP TYPE "public"."enum_waitlist_entries_source";
  DROP TYPE "public"."enum_waitlist_entries_status";
  DROP TYPE "public"."enum_meditation_breathing_phases_motion";`)
}
