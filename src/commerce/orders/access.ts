import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

import { commerceNow } from '../billing/clock'
import { normaliseEmail } from '@/contacts/emailAddress'
import { idOf } from '@/utilities/idOf'

type SQL = ReturnType<typeof sql>

/*
 * What an address may open, decided in one place: every access check (portal, downloads,
 * /api/verify-purchase, lesson progress, dashboards) reads memberships through these functions.
 */

/** One course an address may open now. */
export type CourseAccess = {
  courseId: number
  /** The bonus lessons of the course are open too. */
  includesBonusLessons: boolean
  /** When access began (drip delays count from here). */
  startsAt: string
  /** Null: for good. Otherwise access ends at this instant (a membership cancelled at period end). */
  endsAt: string | null
}

/** The spec's two booleans, for the main offer's course (the masterclass today). */
export type Entitlements = { hasAccess: boolean; hasReturnToBodyAddon: boolean }


/** Reads for an access check: the visitor asking has no rights on memberships herself. */
const accessRead = asSystem('memberCourse')

/**
 * The courses an address may open now: open memberships whose dates include the commerce clock's
 * now (src/commerce/billing/clock.ts), one entry per course (bonus lessons if any row has them).
 *
 * A membership opened by a bonus offer (one with includesBonusLessons, e.g. Return to the Body
 * bought later on its own) opens only the bonus lessons of a course she has through another
 * membership: bonus lessons need the course too.
 */
export async function courseAccessFor(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<CourseAccess[]> {
  const address = normaliseEmail(email)
  if (!address) return []
  const now = (await commerceNow(payload, req)).toISOString()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: {
      and: [
        { email: { equals: address } },
        { status: { equals: 'active' } },
        { startsAt: { less_than_equal: now } },
        { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] },
      ],
    },
    depth: 0,
    limit: 500,
    pagination: false,
    select: { course: true, offer: true, includesBonusLessons: true, startsAt: true, endsAt: true },
    req,
    ...accessRead,
  })
  if (!docs.length) return []

  const offerIds = [...new Set(docs.map((row) => idOf(row.offer)).filter((id) => id !== null))]
  const bonusOffers = new Set(
    offerIds.length
      ? (
          await payload.find({
            collection: 'offers',
            where: {
              and: [{ id: { in: offerIds } }, { includesBonusLessons: { equals: true } }],
            },
            depth: 0,
            limit: offerIds.length,
            pagination: false,
            select: { name: true },
            req,
            ...accessRead,
          })
        ).docs.map((offer) => offer.id)
      : [],
  )
  return accessOf(
    docs.map((row) => {
      const offerId = idOf(row.offer)
      return {
        courseId: idOf(row.course),
        includesBonusLessons: Boolean(row.includesBonusLessons),
        startsAt: row.startsAt,
        endsAt: row.endsAt ?? null,
        opensCourse: offerId === null || !bonusOffers.has(offerId),
      }
    }),
  )
}

/** One membership open now, as courseAccessFor and courseAccessSql read it. */
type OpenMembership = {
  courseId: number | null
  includesBonusLessons: boolean
  startsAt: string
  endsAt: string | null
  /** False when its offer is a bonus (it opens only the bonus lessons of a course owned otherwise). */
  opensCourse: boolean
}

/** The rule, one entry per course: see courseAccessFor. */
function accessOf(rows: OpenMembership[]): CourseAccess[] {
  const byCourse = new Map<number, CourseAccess & { opensCourse: boolean }>()
  for (const row of rows) {
    const { courseId, opensCourse, endsAt } = row
    if (courseId === null) continue
    const seen = byCourse.get(courseId)
    if (!seen) {
      byCourse.set(courseId, {
        courseId,
        includesBonusLessons: row.includesBonusLessons,
        startsAt: row.startsAt,
        endsAt,
        opensCourse,
      })
      continue
    }
    seen.includesBonusLessons ||= row.includesBonusLessons
    seen.opensCourse ||= opensCourse
    // The earliest start (drip counts from her first access), the latest end (null: for good).
    if (row.startsAt < seen.startsAt) seen.startsAt = row.startsAt
    seen.endsAt = seen.endsAt === null || endsAt === null ? null : max(seen.endsAt, endsAt)
  }
  return [...byCourse.values()]
    .filter((entry) => entry.opensCourse)
    .map(({ opensCourse: _opens, ...entry }) => entry)
}

/**
 * courseAccessFor as one scalar of a statement the caller makes anyway (the checkout's first):
 * her open memberships with whether each one's offer is a bonus, as JSON for courseAccessOfJson.
 * `now` is commerceNow as SQL (the demo clock's offset is read in the same statement).
 */
export const courseAccessSql = (email: string, now: SQL) => sql`coalesce((
    select json_agg(json_build_array(m.course_id, m.includes_bonus_lessons, m.starts_at, m.ends_at,
                                     m.offer_id is null or not coalesce(o.includes_bonus_lessons, false)))
      from memberships m left join offers o on o.id = m.offer_id
     where m.email = ${normaliseEmail(email)} and m.status = 'active'
       and m.starts_at <= ${now} and (m.ends_at is null or m.ends_at > ${now})), '[]'::json)`

/** What courseAccessSql read, as courseAccessFor answers. */
export const courseAccessOfJson = (
  rows: [number, boolean | null, string, string | null, boolean][],
) =>
  accessOf(
    rows.map(([courseId, includesBonusLessons, startsAt, endsAt, opensCourse]) => ({
      courseId,
      includesBonusLessons: Boolean(includesBonusLessons),
      startsAt: new Date(startsAt).toISOString(),
      endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
      opensCourse,
    })),
  )

const max = (a: string, b: string) => (new Date(a) > new Date(b) ? a : b)

/** The course the site's main offer opens first (site settings → Your main offer), or null. */
export async function mainCourseId(payload: Payload, req?: PayloadRequest): Promise<number | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { mainOffer: true },
    req,
    ...accessRead,
  })
  const offerId = idOf(settings.mainOffer)
  if (offerId === null) return null
  const { docs } = await payload.find({
    collection: 'offers',
    where: { id: { equals: offerId } },
    depth: 0,
    limit: 1,
    select: { courses: true },
    req,
    ...accessRead,
  })
  return idOf(docs[0]?.courses?.[0])
}

/** /api/verify-purchase's answer: access to the main course, and to its bonus lessons. */
export async function entitlementsFor(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<Entitlements> {
  // One after the other: inside a transaction both share its one connection.
  const courseId = await mainCourseId(payload, req)
  const courses = await courseAccessFor(payload, email, req)
  const main = courseId === null ? undefined : courses.find((entry) => entry.courseId === courseId)
  return { hasAccess: Boolean(main), hasReturnToBodyAddon: Boolean(main?.includesBonusLessons) }
}
