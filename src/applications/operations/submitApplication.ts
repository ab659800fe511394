import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { businessEventRecord } from '@/analytics/count'
import { storedEventCte } from '@/analytics/store'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactUpsertCtes } from '@/contacts/contactSql'
import { inOperation } from '@/core/operation'
import { WELCOME_INTERVAL_HOURS } from '@/email/welcome'
import { lockAddressReading } from '@/contacts/addressLock'
import { queueMailCtes, renderSiteEmail } from '@/email/siteEmail'
import { SNAPSHOT_VERSION, snapshotAt } from '@/content/snapshot'
import { writeAsSystem } from '@/utilities/sql'

import { ownerNotificationText, ownerSubject } from '../emails'
import { type ApplicationInput, REPLY_WITHIN_HOURS } from '../schema'
import { recordOptIn } from '@/contacts/consent'

/** A second submission from the same address this soon after the first is the same application. */
const REPEAT_WINDOW_MS = 60_000

export type SubmittedApplication = {
  application: { id: number; email: string; createdAt: string }
  created: boolean
}

/**
 * POST /api/applications: stores an application, or refreshes the one the same address sent less
 * than a minute ago (a double submit, or a retry after an answer that got lost on the way), so
 * the owner never reads the same application twice. Submissions for one address take turns under
 * its lock; the latest application of each address also carries the address in its unique
 * `dedupeKey`, so the database itself refuses a second "latest".
 *
 * One transaction of two statements: the address's lock (with the content's version, so her
 * settings, addresses and templates come from memory), then her contact, the application and,
 * for a new one, its two e-mails (the applicant's confirmation at most once a day, the owner's
 * notification), their jobs and the business event, in one statement. Mail trouble never
 * loses an application: the mail is only queued here, and sent by the jobs.
 */
export async function submitApplication(
  req: PayloadRequest,
  input: ApplicationInput & { marketingConsent?: boolean },
): Promise<SubmittedApplication> {
  return inOperation(req, async (req) => {
    const { payload } = req
    const now = new Date()
    const createdAt = now.toISOString()
    const { version } = await lockAddressReading<{ version: string }>(
      req,
      input.email,
      sql`${SNAPSHOT_VERSION} as version`,
    )
    const snapshot = snapshotAt(version)
    const [settings, owners, stored] = [
      await snapshot.settings(payload, req),
      await snapshot.owners(payload, req),
      await snapshot.template(payload, 'application-received', req),
    ]
    const confirmation = renderSiteEmail('application-received', stored, settings, {
      name: input.name,
      replyWithinHours: REPLY_WITHIN_HOURS,
    })
    // The owner's e-mail links to the application, whose id the statement gives: a stand-in
    // nobody could have typed is replaced by it there.
    const idMark = `@@application-${randomBytes(8).toString('hex')}@@`
    const notification = ownerNotificationText(input, {
      id: idMark,
      createdAt,
      timeZone: settings.timeZone,
    })
    const created = sql`(select created from application)`
    const answers = {
      experience: input.experience,
      what_draws_you: input.whatDrawsYou,
      hope_to_explore: input.hopeToExplore,
      challenges: input.challenges,
      support: input.support,
      long_to_experience: input.longToExperience,
      afraid_to_express: input.afraidToExpress,
      desire_from_guide: input.desireFromGuide,
    }
    const columns = sql.raw(Object.keys(answers).join(', '))
    const refreshed = sql.raw(
      ['name', 'phone', ...Object.keys(answers)].map((c) => `${c} = excluded.${c}`).join(', '),
    )
    const values = sql.join(
      Object.values(answers).map((answer) => sql`${answer}`),
      sql`, `,
    )
    const mails = [
      queueMailCtes('confirmation', {
        to: input.email,
        ...confirmation,
        template: 'application-received',
        contact: sql`(select id from contact)`,
        // Whether the address sent another application in the last day: it had its
        // confirmation then.
        when: sql`${created} and not exists (
          select 1 from applications a
           where a.email = ${input.email} and a.id <> (select id from application)
             and a.created_at > ${createdAt}::timestamptz - make_interval(hours => ${WELCOME_INTERVAL_HOURS}))`,
      }),
      ...owners.map((to, index) =>
        queueMailCtes(`owner${index}`, {
          to,
          replyTo: input.email,
          subject: ownerSubject(input.name),
          text: notification,
          template: 'owner-notification',
          when: created,
          mark: { text: idMark, by: sql`(select id::text from application)` },
        }),
      ),
    ]
    // The business event is stored by the same statement, for a new application only.
    const event = await businessEventRecord(req, 'application', {}, now)
    const [row] = await writeAsSystem<{
      id: number
      created: boolean
      contact_id: number
      created_at: string
    }>(
      'publicSignUp',
      payload,
      sql`with ${contactUpsertCtes({ email: input.email, name: input.name, source: CONTACT_SOURCES.application })},
        cleared as (
          -- Her latest application from before the window stops being the latest.
          update applications set dedupe_key = null, updated_at = ${createdAt}
           where dedupe_key = ${input.email}
             and created_at <= ${createdAt}::timestamptz - make_interval(secs => ${REPEAT_WINDOW_MS / 1000})
          returning id
        ), application as (
          insert into applications (name, email, phone, status, ${columns}, dedupe_key, contact_id,
                                    created_at, updated_at)
          -- Read from cleared first: the old row gives up the key before this one takes it.
          select ${input.name}, ${input.email}, ${input.phone ?? null}, 'new', ${values},
                 ${input.email}, contact.id, ${createdAt}, ${createdAt}
            from contact, (select count(*) from cleared) as done
          on conflict (dedupe_key) do update set ${refreshed}, updated_at = excluded.updated_at
          returning id, created_at, contact_id, (xmax = 0) as created
        ), ${sql.join(mails, sql`, `)}, ${storedEventCte(event, sql`(select id from contact)`)}
        select id, created, contact_id, created_at,
               -- Read only when the application is new: a refresh counts nothing.
               (select stored from counted where ${created}) as counted
          from application`,
      req,
      { prepare: true },
    )
    if (!row) throw new Error('The application was not stored.')
    await recordOptIn(
      req,
      { email: input.email, name: input.name, source: CONTACT_SOURCES.application },
      input.marketingConsent,
    )
    return {
      application: {
        id: row.id,
        email: input.email,
        createdAt: new Date(row.created_at).toISOString(),
      },
      created: row.created,
    }
  })
}
