import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from '@payloadcms/db-postgres/drizzle/pg-core'

/*
 * The visit counter's tables are plain tables beside Payload's collections, not collections:
 * a page view is written a thousand times a second at a launch and read only as sums, so it gets
 * exact column types (a 64-bit visitor hash, a calendar day) and no `updated_at`, version or
 * admin screen. They still live in Payload's schema, so `migrate:create` writes their migration.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/** One secret per day of the owner's calendar: today's and yesterday's exist, older are deleted. */
const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
})

/** A visit: a visitor's page views with no gap of VISIT_IDLE_MINUTES, counted where it began. */
const analyticsVisits = pgTable(
  'analytics_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    /**
     * The network the visit came from, hashed with the day's secret as the visitor is (an IPv6
     * address by its /64): how many new visitors one address brings a day is capped by it.
     */
    addressKey: bigint('address_key', { mode: 'bigint' }),
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
    entryPath: varchar('entry_path', { length: 300 }).notNull(),
    exitPath: varchar('exit_path', { length: 300 }).notNull(),
    pageviews: integer('pageviews').notNull().default(0),
    source: varchar('source', { length: 100 }).notNull(),
    referrerHost: varchar('referrer_host', { length: 200 }),
    utmSource: varchar('utm_source', { length: 200 }),
    utmMedium: varchar('utm_medium', { length: 200 }),
    utmCampaign: varchar('utm_campaign', { length: 200 }),
    utmTerm: varchar('utm_term', { length: 200 }),
    utmContent: varchar('utm_content', { length: 200 }),
    device: varchar('device', { length: 20 }).notNull(),
    browser: varchar('browser', { length: 40 }).notNull(),
    os: varchar('os', { length: 40 }).notNull(),
  },
  // The visitor alone, not with last_at: a page view then updates its visit in place (a HOT
  // update, no index touched), and a visitor has a handful of visits a day to look through.
  (table) => [
    index('analytics_visits_visitor_idx').on(table.visitor),
    index('analytics_visits_day_idx').on(table.day),
    index('analytics_visits_address_idx')
      .on(table.addressKey, table.day)
      .where(sql`address_key is not null`),
  ],
)

/** Page views, the page's own events and the business's events, one row each. */
const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    visitId: bigint('visit_id', { mode: 'number' }),
    path: varchar('path', { length: 300 }),
    contactId: integer('contact_id'),
    valueCents: integer('value_cents'),
    /** A payment's id: a checkout begun in her browser and the sale confirmed later share it. */
    link: varchar('link', { length: 100 }),
    props: jsonb('props'),
  },
  (table) => [
    index('analytics_events_link_idx')
      .on(table.link)
      .where(sql`link is not null`),
    // As few as the reads need: a page view, the most written row, touches three.
    index('analytics_events_visit_idx').on(table.visitId),
    index('analytics_events_at_idx').on(table.at),
    index('analytics_events_contact_idx')
      .on(table.contactId, table.at)
      .where(sql`contact_id is not null`),
  ],
)

/**
 * Daily sums of finished days, for every filter the Overview offers (none, one page, one source,
 * one campaign) crossed with every list it shows (total, pages, sources, campaigns, devices).
 */
const analyticsDaily = pgTable(
  'analytics_daily',
  {
    filterKind: varchar('filter_kind', { length: 10 }).notNull(),
    filterValue: varchar('filter_value', { length: 300 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dim: varchar('dim', { length: 10 }).notNull(),
    value: varchar('value', { length: 300 }).notNull(),
    visitors: integer('visitors').notNull(),
    visits: integer('visits').notNull(),
    pageviews: integer('pageviews').notNull(),
    bounces: integer('bounces').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    leads: integer('leads').notNull(),
    buyers: integer('buyers').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_daily_pk',
      columns: [table.filterKind, table.filterValue, table.day, table.dim, table.value],
    }),
  ],
)

/** Days whose sums are in analytics_daily; a late purchase attributed to a day takes it out. */
const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamptz('rolled_at').notNull(),
})

/** Adds the tables to Payload's Drizzle schema (payload.config.ts, beforeSchemaInit). */
type SchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

export const addAnalyticsTables: SchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    analytics_salts: analyticsSalts,
    analytics_visits: analyticsVisits,
    analytics_events: analyticsEvents,
    analytics_daily: analyticsDaily,
    analytics_rolled_days: analyticsRolledDays,
  },
})
