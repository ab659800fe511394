import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { writeAsSystem } from '@/utilities/sql'

import type { BrowserEventName, BusinessEventName } from './constants'

/** What a visit is counted under, taken from the first event of it. */
export type VisitAttributes = {
  source: string
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  device: string
  browser: string
  os: string
}

/** One row for analytics_record() (src/migrations, the analytics migration). */
export type EventRecord = {
  at: string
  /** The owner's day of `at`. */
  day: string
  name: BrowserEventName | BusinessEventName
  /** Today's visitor id and yesterday's: the event joins a visit of either. */
  visitors: string[] | null
  /** The network it came from (visitor.ts addressKeyOf), and how many new visitors it may bring a day. */
  address?: string
  address_cap?: number
  path: string | null
  /** Present for the page's own events: a visit may begin with them. */
  visit?: VisitAttributes
  contact_id?: number | null
  /** A payment's id, tying a sale reported later to the checkout begun in her browser. */
  link?: string | null
  value_cents?: number | null
  props?: Record<string, unknown> | null
}

const record = (payload: Payload, records: EventRecord[], req?: PayloadRequest) =>
  writeAsSystem<{ stored: number }>(
    'analytics',
    payload,
    sql`select analytics_record(${JSON.stringify(records)}::jsonb) as stored`,
    req,
  )

/*
 * A batch of page events commits without waiting for its WAL to reach the disk
 * (synchronous_commit off for that transaction only): the rows are stored and visible when the
 * visitor's 202 goes out, and a power cut could lose the last fraction of a second of page views,
 * never anything else (business events commit with their operation, durably). Waiting for the
 * disk on every batch was most of a page view's time.
 */
const recordBatch = (payload: Payload, records: EventRecord[]) =>
  writeAsSystem<{ stored: number }>(
    'analytics',
    payload,
    sql`select set_config('synchronous_commit', 'off', true),
               analytics_record(${JSON.stringify(records)}::jsonb) as stored`,
  )

/** The most events one statement carries. */
const MAX_BATCH = 500

/*
 * Group commit: while one statement is writing, the requests that arrive wait together and go
 * in the next one. A quiet site writes each page view at once; at a launch, one statement
 * carries every view of the last few milliseconds, and each visitor's answer still waits until
 * her view is stored.
 */
type Waiting = { record: EventRecord; done: (error?: unknown) => void }
const waiting: Waiting[] = []
let writing = false

async function drain(payload: Payload) {
  writing = true
  try {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH)
      try {
        await recordBatch(
          payload,
          batch.map((entry) => entry.record),
        )
        for (const entry of batch) entry.done()
      } catch (error) {
        for (const entry of batch) entry.done(error)
      }
    }
  } finally {
    writing = false
  }
}

/** Stores an event outside any transaction, together with the others arriving at once. */
export function storeBatched(payload: Payload, event: EventRecord): Promise<void> {
  return new Promise((resolve, reject) => {
    waiting.push({ record: event, done: (error) => (error ? reject(error) : resolve()) })
    if (!writing) void drain(payload)
  })
}

/**
 * A CTE (`counted`) that stores `event` inside a bigger statement, its contact being the id
 * `contactId` (an SQL expression of that statement, e.g. the contact it upserts): the event is
 * counted by the statement that writes what it counts, in the same transaction.
 */
export const storedEventCte = (event: EventRecord, contactId: ReturnType<typeof sql>) =>
  sql`counted as (
      select analytics_record(jsonb_build_array(
        ${JSON.stringify(event)}::jsonb || jsonb_build_object('contact_id', ${contactId})
      )) as stored
    )`

/** Stores a business event in the caller's transaction: it is counted only if it happened. */
export async function storeBusinessEvent(req: PayloadRequest, event: EventRecord) {
  await record(req.payload, [event], req)
}
