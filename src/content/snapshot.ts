import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import { publishedTemplate } from '@/email/send'
import { ownerAddresses } from '@/jobs/queueEmail'
import type { TemplateKey } from '@/email/templates'
import { ownerZoneOf, type OwnerTimeZone } from '@/settings/timeZone'
import { idOf } from '@/utilities/idOf'

/*
 * What the two heavier public forms (an application, a checkout) read on every submission but the
 * owner changes a few times a year: her site settings, her own addresses, the e-mail templates
 * she published, her offers and which offers a workshop sells. Each web process keeps them in
 * memory, checked on every submission against a version read from Postgres inside a statement the
 * submission makes anyway (SNAPSHOT_VERSION): an edit in any process is seen by the next
 * submission in every process, and a submission costs no statement of its own for them.
 */

/**
 * The content's version: each table's row count and latest change (Payload stamps updated_at on
 * every write; the count sees a deletion). One scalar, for a statement's select list.
 */
export const SNAPSHOT_VERSION = sql`(select concat_ws('|',
    (select max(updated_at)::text from site_settings),
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from offers),
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from email_templates),
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from users),
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from workshops)))`

export type SiteBasics = {
  ownerName: string
  siteName: string
  supportEmail: string
  timeZone: OwnerTimeZone
  mainOfferId: number | null
}

/** Public content, read as the public site reads it. */
const publicRead = asSystem('publicContent')

/** Parts kept per version at most: far more than the site's offers, templates and settings. */
const MAX_KEPT = 1000

/** One version of the content: each part loaded on first use, at most once. */
export class Snapshot {
  readonly version: string
  private readonly memo = new Map<string, Promise<unknown>>()

  constructor(version: string) {
    this.version = version
  }

  /**
   * `load` once per key for this version. A load runs on its caller's request (its transaction's
   * connection); should it fail, it is not kept, and a request that was waiting for it loads on
   * its own instead of failing with another request's error.
   */
  async once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const shared = this.memo.get(key) as Promise<T> | undefined
    if (shared) return shared.catch(() => load())
    const promise = load()
    // Keys can come from a visitor (an offer's web address she typed): a bounded memory.
    if (this.memo.size >= MAX_KEPT) this.memo.clear()
    this.memo.set(key, promise)
    promise.catch(() => {
      if (this.memo.get(key) === promise) this.memo.delete(key)
    })
    return promise
  }

  settings(payload: Payload, req?: PayloadRequest): Promise<SiteBasics> {
    return this.once('settings', async () => {
      const settings = await payload.findGlobal({
        slug: 'site-settings',
        depth: 0,
        req,
        ...publicRead,
      })
      return {
        ownerName: settings.ownerName,
        siteName: settings.siteName,
        supportEmail: settings.supportEmail,
        timeZone: ownerZoneOf(settings.timeZone),
        mainOfferId: idOf(settings.mainOffer),
      } as SiteBasics
    })
  }

  /** The owner's addresses: every account with the admin role. */
  owners(payload: Payload, req?: PayloadRequest): Promise<string[]> {
    return this.once('owners', () => ownerAddresses(payload, req))
  }

  /** The published version of a template she edited, or null (the built-in words are sent). */
  template(payload: Payload, key: TemplateKey, req?: PayloadRequest) {
    return this.once(`template:${key}`, () => publishedTemplate(payload, key, req))
  }
}

let current: Snapshot | undefined

/**
 * The content as of `version` (read by SNAPSHOT_VERSION in the caller's statement): this
 * process's copy when it is that version, else a new one, which replaces it.
 */
export function snapshotAt(version: string): Snapshot {
  if (current?.version !== version) current = new Snapshot(version)
  return current
}
