import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { ordersFromPurchasesSql } from './data/ordersFromPurchases'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_price_type" AS ENUM('one-time', 'payment-plan', 'subscription');
  CREATE TYPE "public"."enum_offers_billing_interval" AS ENUM('week', 'month', 'year');
  CREATE TYPE "public"."enum_orders_items_kind" AS ENUM('offer', 'bump');
  CREATE TYPE "public"."enum_orders_price_type" AS ENUM('one-time', 'payment-plan', 'subscription');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'past_due', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_orders_mode" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_orders_provider_demo_card" AS ENUM('pays', 'declines-later');
  CREATE TYPE "public"."enum_coupons_discount_type" AS ENUM('percent', 'amount');
  CREATE TYPE "public"."enum_memberships_status" AS ENUM('active', 'paused', 'ended');
  CREATE TYPE "public"."enum_coupon_redemptions_status" AS ENUM('held', 'redeemed', 'released');
  CREATE TYPE "public"."enum_order_payments_kind" AS ENUM('first', 'renewal');
  CREATE TYPE "public"."enum_order_payments_status" AS ENUM('paid', 'failed', 'refunded');
  CREATE TYPE "public"."enum_affiliate_commissions_status" AS ENUM('pending', 'approved', 'paid', 'reversed');
  CREATE TABLE "affiliates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"commission_rate" numeric DEFAULT 0.3 NOT NULL,
  	"paypal_email" varchar,
  	"is_active" boolean DEFAULT true,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers_bumps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"offer_id" integer NOT NULL,
  	"price_in_cents" numeric NOT NULL,
  	"pitch" varchar
  );
  
  -- The products become offers: the table is renamed (prices, pages and courses keep their rows).
  ALTER TABLE "products" RENAME TO "offers";
  ALTER SEQUENCE "products_id_seq" RENAME TO "offers_id_seq";
  ALTER TABLE "offers" RENAME CONSTRAINT "products_pkey" TO "offers_pkey";
  ALTER TABLE "offers" ADD COLUMN "is_active" boolean DEFAULT true;
  ALTER TABLE "offers" ADD COLUMN "includes_bonus_lessons" boolean DEFAULT false;
  ALTER TABLE "offers" ADD COLUMN "price_type" "enum_offers_price_type" DEFAULT 'one-time';
  ALTER TABLE "offers" ADD COLUMN "installments" numeric;
  ALTER TABLE "offers" ADD COLUMN "billing_interval" "enum_offers_billing_interval" DEFAULT 'month';
  ALTER TABLE "offers" ADD COLUMN "trial_days" numeric;
  ALTER TABLE "offers" ADD COLUMN "stripe_product_id" varchar;
  ALTER TABLE "offers" ADD COLUMN "stripe_price_id" varchar;
  ALTER TABLE "offers" ADD COLUMN "stripe_price_key" varchar;
  ALTER TABLE "offers" ADD COLUMN "stripe_synced_at" timestamp(3) with time zone;
  ALTER TABLE "offers" ADD COLUMN "stripe_sync_error" varchar;
  DROP INDEX "products_slug_idx";
  DROP INDEX "products_created_at_idx";
  DROP INDEX "products_updated_at_idx";
  ALTER TABLE "products_includes" RENAME TO "offers_includes";
  ALTER TABLE "offers_includes" RENAME CONSTRAINT "products_includes_pkey" TO "offers_includes_pkey";
  ALTER TABLE "offers_includes" DROP CONSTRAINT "products_includes_parent_id_fk";
  DROP INDEX "products_includes_order_idx";
  DROP INDEX "products_includes_parent_id_idx";
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer
  );
  
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"offer_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"kind" "enum_orders_items_kind" DEFAULT 'offer' NOT NULL,
  	"list_price_in_cents" numeric NOT NULL,
  	"amount_in_cents" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"offer_id" integer NOT NULL,
  	"amount_in_cents" numeric NOT NULL,
  	"discount_in_cents" numeric DEFAULT 0,
  	"paid_in_cents" numeric DEFAULT 0,
  	"coupon_id" integer,
  	"affiliate_id" integer,
  	"price_type" "enum_orders_price_type" DEFAULT 'one-time' NOT NULL,
  	"installments_total" numeric,
  	"installments_paid" numeric DEFAULT 0,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"current_period_end" timestamp(3) with time zone,
  	"cancel_at_period_end" boolean DEFAULT false,
  	"mode" "enum_orders_mode" DEFAULT 'stripe' NOT NULL,
  	"provider_payment_intent_id" varchar,
  	"provider_subscription_id" varchar,
  	"provider_customer_id" varchar,
  	"provider_checkout_session_id" varchar,
  	"provider_demo_card" "enum_orders_provider_demo_card",
  	"legacy_purchase_id" numeric,
  	"contact_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"discount_type" "enum_coupons_discount_type" DEFAULT 'percent' NOT NULL,
  	"percent_off" numeric,
  	"amount_off_in_cents" numeric,
  	"expires_at" timestamp(3) with time zone,
  	"max_redemptions" numeric,
  	"once_per_buyer" boolean DEFAULT true,
  	"is_active" boolean DEFAULT true,
  	"redemption_count" numeric DEFAULT 0,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"offers_id" integer
  );
  
  CREATE TABLE "memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"course_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"offer_id" integer,
  	"order_course" varchar NOT NULL,
  	"includes_bonus_lessons" boolean DEFAULT false,
  	"status" "enum_memberships_status" DEFAULT 'active' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"last_accessed_at" timestamp(3) with time zone,
  	"contact_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupon_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"coupon_id" integer NOT NULL,
  	"order_id" integer,
  	"email" varchar NOT NULL,
  	"buyer_key" varchar NOT NULL,
  	"status" "enum_coupon_redemptions_status" DEFAULT 'held' NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"kind" "enum_order_payments_kind" DEFAULT 'first' NOT NULL,
  	"status" "enum_order_payments_status" DEFAULT 'paid' NOT NULL,
  	"amount_in_cents" numeric NOT NULL,
  	"period_end" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "affiliate_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"affiliate_id" integer NOT NULL,
  	"visitor_hash" varchar,
  	"user_agent" varchar,
  	"referrer" varchar,
  	"landing_page" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "affiliate_commissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"affiliate_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"commission_in_cents" numeric NOT NULL,
  	"commission_rate" numeric NOT NULL,
  	"status" "enum_affiliate_commissions_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_clock" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offset_ms" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_product_id_products_id_fk";
  
  ALTER TABLE "pages_blocks_offer_cards_cards" DROP CONSTRAINT "pages_blocks_offer_cards_cards_product_id_products_id_fk";
  
  ALTER TABLE "pages_blocks_pricing_card" DROP CONSTRAINT "pages_blocks_pricing_card_product_id_products_id_fk";
  
  ALTER TABLE "pages_blocks_cta" DROP CONSTRAINT "pages_blocks_cta_product_id_products_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_product_id_products_id_fk";
  
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" DROP CONSTRAINT "_pages_v_blocks_offer_cards_cards_product_id_products_id_fk";
  
  ALTER TABLE "_pages_v_blocks_pricing_card" DROP CONSTRAINT "_pages_v_blocks_pricing_card_product_id_products_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cta" DROP CONSTRAINT "_pages_v_blocks_cta_product_id_products_id_fk";
  
  ALTER TABLE "email_sequences" DROP CONSTRAINT "email_sequences_trigger_product_id_products_id_fk";
  
  ALTER TABLE "courses" DROP CONSTRAINT "courses_product_id_products_id_fk";
  
  ALTER TABLE "courses" DROP CONSTRAINT "courses_bonus_product_id_products_id_fk";
  
  ALTER TABLE "workshops" DROP CONSTRAINT "workshops_product_id_products_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" RENAME COLUMN "products_id" TO "offers_id";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "memberships_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupon_redemptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliate_clicks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliate_commissions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "main_offer_id" integer;
  ALTER TABLE "offers_bumps" ADD CONSTRAINT "offers_bumps_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_bumps" ADD CONSTRAINT "offers_bumps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_includes" ADD CONSTRAINT "offers_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupons_rels" ADD CONSTRAINT "coupons_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_rels" ADD CONSTRAINT "coupons_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "affiliates_email_idx" ON "affiliates" USING btree ("email");
  CREATE UNIQUE INDEX "affiliates_code_idx" ON "affiliates" USING btree ("code");
  CREATE INDEX "affiliates_created_at_idx" ON "affiliates" USING btree ("created_at");
  CREATE INDEX "affiliates_updated_at_idx" ON "affiliates" USING btree ("updated_at");
  CREATE INDEX "offers_bumps_order_idx" ON "offers_bumps" USING btree ("_order");
  CREATE INDEX "offers_bumps_parent_id_idx" ON "offers_bumps" USING btree ("_parent_id");
  CREATE INDEX "offers_bumps_offer_idx" ON "offers_bumps" USING btree ("offer_id");
  CREATE INDEX "offers_includes_order_idx" ON "offers_includes" USING btree ("_order");
  CREATE INDEX "offers_includes_parent_id_idx" ON "offers_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offers_slug_idx" ON "offers" USING btree ("slug");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_courses_id_idx" ON "offers_rels" USING btree ("courses_id");
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_offer_idx" ON "orders_items" USING btree ("offer_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer_id");
  CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");
  CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_provider_provider_payment_intent_id_idx" ON "orders" USING btree ("provider_payment_intent_id");
  CREATE UNIQUE INDEX "orders_provider_provider_subscription_id_idx" ON "orders" USING btree ("provider_subscription_id");
  CREATE INDEX "orders_provider_provider_customer_id_idx" ON "orders" USING btree ("provider_customer_id");
  CREATE INDEX "orders_legacy_purchase_id_idx" ON "orders" USING btree ("legacy_purchase_id");
  CREATE INDEX "orders_contact_idx" ON "orders" USING btree ("contact_id");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_rels_order_idx" ON "coupons_rels" USING btree ("order");
  CREATE INDEX "coupons_rels_parent_idx" ON "coupons_rels" USING btree ("parent_id");
  CREATE INDEX "coupons_rels_path_idx" ON "coupons_rels" USING btree ("path");
  CREATE INDEX "coupons_rels_offers_id_idx" ON "coupons_rels" USING btree ("offers_id");
  CREATE INDEX "memberships_email_idx" ON "memberships" USING btree ("email");
  CREATE INDEX "memberships_course_idx" ON "memberships" USING btree ("course_id");
  CREATE INDEX "memberships_order_idx" ON "memberships" USING btree ("order_id");
  CREATE INDEX "memberships_offer_idx" ON "memberships" USING btree ("offer_id");
  CREATE UNIQUE INDEX "memberships_order_course_idx" ON "memberships" USING btree ("order_course");
  CREATE INDEX "memberships_status_idx" ON "memberships" USING btree ("status");
  CREATE INDEX "memberships_contact_idx" ON "memberships" USING btree ("contact_id");
  CREATE INDEX "memberships_created_at_idx" ON "memberships" USING btree ("created_at");
  CREATE INDEX "memberships_updated_at_idx" ON "memberships" USING btree ("updated_at");
  CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");
  CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");
  CREATE UNIQUE INDEX "coupon_redemptions_buyer_key_idx" ON "coupon_redemptions" USING btree ("buyer_key");
  CREATE INDEX "coupon_redemptions_status_idx" ON "coupon_redemptions" USING btree ("status");
  CREATE INDEX "coupon_redemptions_created_at_idx" ON "coupon_redemptions" USING btree ("created_at");
  CREATE INDEX "coupon_redemptions_updated_at_idx" ON "coupon_redemptions" USING btree ("updated_at");
  CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");
  CREATE UNIQUE INDEX "order_payments_provider_id_idx" ON "order_payments" USING btree ("provider_id");
  CREATE INDEX "order_payments_created_at_idx" ON "order_payments" USING btree ("created_at");
  CREATE INDEX "order_payments_updated_at_idx" ON "order_payments" USING btree ("updated_at");
  CREATE INDEX "affiliate_clicks_affiliate_idx" ON "affiliate_clicks" USING btree ("affiliate_id");
  CREATE INDEX "affiliate_clicks_visitor_hash_idx" ON "affiliate_clicks" USING btree ("visitor_hash");
  CREATE INDEX "affiliate_clicks_created_at_idx" ON "affiliate_clicks" USING btree ("created_at");
  CREATE INDEX "affiliate_clicks_updated_at_idx" ON "affiliate_clicks" USING btree ("updated_at");
  CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id");
  CREATE UNIQUE INDEX "affiliate_commissions_order_idx" ON "affiliate_commissions" USING btree ("order_id");
  CREATE INDEX "affiliate_commissions_status_idx" ON "affiliate_commissions" USING btree ("status");
  CREATE INDEX "affiliate_commissions_created_at_idx" ON "affiliate_commissions" USING btree ("created_at");
  CREATE INDEX "affiliate_commissions_updated_at_idx" ON "affiliate_commissions" USING btree ("updated_at");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_cards" ADD CONSTRAINT "pages_blocks_offer_cards_cards_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_card" ADD CONSTRAINT "pages_blocks_pricing_card_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_cards_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_card" ADD CONSTRAINT "_pages_v_blocks_pricing_card_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_sequences" ADD CONSTRAINT "email_sequences_trigger_product_id_offers_id_fk" FOREIGN KEY ("trigger_product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_bonus_product_id_offers_id_fk" FOREIGN KEY ("bonus_product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshops" ADD CONSTRAINT "workshops_product_id_offers_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliates_fk" FOREIGN KEY ("affiliates_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_memberships_fk" FOREIGN KEY ("memberships_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk" FOREIGN KEY ("coupon_redemptions_id") REFERENCES "public"."coupon_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_payments_fk" FOREIGN KEY ("order_payments_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliate_clicks_fk" FOREIGN KEY ("affiliate_clicks_id") REFERENCES "public"."affiliate_clicks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliate_commissions_fk" FOREIGN KEY ("affiliate_commissions_id") REFERENCES "public"."affiliate_commissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_main_offer_id_offers_id_fk" FOREIGN KEY ("main_offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_affiliates_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliates_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("memberships_id");
  CREATE INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("coupon_redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_order_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("order_payments_id");
  CREATE INDEX "payload_locked_documents_rels_affiliate_clicks_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliate_clicks_id");
  CREATE INDEX "payload_locked_documents_rels_affiliate_commissions_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliate_commissions_id");
  CREATE INDEX "site_settings_main_offer_idx" ON "site_settings" USING btree ("main_offer_id");
`)
  // A site seeded before offers: each course's product opens it and its bonus product becomes
  // the bonus (its bump, opening the bonus lessons); the masterclass is the main offer.
  await db.execute(sql`
  INSERT INTO "offers_rels" ("order", "parent_id", "path", "courses_id")
    SELECT 1, c."product_id", 'courses', c."id" FROM "courses" c WHERE c."product_id" IS NOT NULL
    UNION
    SELECT 1, c."bonus_product_id", 'courses', c."id" FROM "courses" c
     WHERE c."bonus_product_id" IS NOT NULL;
  UPDATE "offers" SET "includes_bonus_lessons" = true
   WHERE "id" IN (SELECT "bonus_product_id" FROM "courses" WHERE "bonus_product_id" IS NOT NULL);
  INSERT INTO "offers_bumps" ("_order", "_parent_id", "id", "offer_id", "price_in_cents")
    SELECT 1, c."product_id", substr(md5(random()::text || c."id"::text), 1, 24), c."bonus_product_id",
           b."price_in_cents"
      FROM "courses" c JOIN "offers" b ON b."id" = c."bonus_product_id"
     WHERE c."product_id" IS NOT NULL;
  UPDATE "site_settings" SET "main_offer_id" = (SELECT "id" FROM "offers" WHERE "slug" = 'masterclass')
   WHERE "main_offer_id" IS NULL;`)
  // The first shop's purchases and pending checkouts become orders, payments and course access.
  for (const statement of ordersFromPurchasesSql) await db.execute(statement)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "affiliates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_bumps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_includes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupon_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "affiliate_clicks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "affiliate_commissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_clock" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "affiliates" CASCADE;
  DROP TABLE "offers_bumps" CASCADE;
  DROP TABLE "offers_includes" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "coupons_rels" CASCADE;
  DROP TABLE "memberships" CASCADE;
  DROP TABLE "coupon_redemptions" CASCADE;
  DROP TABLE "order_payments" CASCADE;
  DROP TABLE "affiliate_clicks" CASCADE;
  DROP TABLE "affiliate_commissions" CASCADE;
  DROP TABLE "billing_clock" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_product_id_offers_id_fk";
  
  ALTER TABLE "pages_blocks_offer_cards_cards" DROP CONSTRAINT "pages_blocks_offer_cards_cards_product_id_offers_id_fk";
  
  ALTER TABLE "pages_blocks_pricing_card" DROP CONSTRAINT "pages_blocks_pricing_card_product_id_offers_id_fk";
  
  ALTER TABLE "pages_blocks_cta" DROP CONSTRAINT "pages_blocks_cta_product_id_offers_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_product_id_offers_id_fk";
  
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" DROP CONSTRAINT "_pages_v_blocks_offer_cards_cards_product_id_offers_id_fk";
  
  ALTER TABLE "_pages_v_blocks_pricing_card" DROP CONSTRAINT "_pages_v_blocks_pricing_card_product_id_offers_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cta" DROP CONSTRAINT "_pages_v_blocks_cta_product_id_offers_id_fk";
  
  ALTER TABLE "email_sequences" DROP CONSTRAINT "email_sequences_trigger_product_id_offers_id_fk";
  
  ALTER TABLE "courses" DROP CONSTRAINT "courses_product_id_offers_id_fk";
  
  ALTER TABLE "courses" DROP CONSTRAINT "courses_bonus_product_id_offers_id_fk";
  
  ALTER TABLE "workshops" DROP CONSTRAINT "workshops_product_id_offers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_memberships_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliate_clicks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliate_commissions_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_main_offer_id_offers_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_affiliates_id_idx";
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_memberships_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_affiliate_clicks_id_idx";
  DROP INDEX "payload_locked_documents_rels_affiliate_commissions_id_idx";
  DROP INDEX "site_settings_main_offer_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "products_includes" ADD CONSTRAINT "products_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_includes_order_idx" ON "products_includes" USING btree ("_order");
  CREATE INDEX "products_includes_parent_id_idx" ON "products_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_cards" ADD CONSTRAINT "pages_blocks_offer_cards_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_card" ADD CONSTRAINT "pages_blocks_pricing_card_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_card" ADD CONSTRAINT "_pages_v_blocks_pricing_card_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_sequences" ADD CONSTRAINT "email_sequences_trigger_product_id_products_id_fk" FOREIGN KEY ("trigger_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_bonus_product_id_products_id_fk" FOREIGN KEY ("bonus_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshops" ADD CONSTRAINT "workshops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "memberships_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupon_redemptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliate_clicks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliate_commissions_id";
  ALTER TABLE "site_settings" DROP COLUMN "main_offer_id";
  DROP TYPE "public"."enum_offers_price_type";
  DROP TYPE "public"."enum_offers_billing_interval";
  DROP TYPE "public"."enum_orders_items_kind";
  DROP TYPE "public"."enum_orders_price_type";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_mode";
  DROP TYPE "public"."enum_orders_provider_demo_card";
  DROP TYPE "public"."enum_coupons_discount_type";
  DROP TYPE "public"."enum_memberships_status";
  DROP TYPE "public"."enum_coupon_redemptions_status";
  DROP TYPE "public"."enum_order_payments_kind";
  DROP TYPE "public"."enum_order_payments_status";
  DROP TYPE "public"."enum_affiliate_commissions_status";`)
}
