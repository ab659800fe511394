import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import type { BillingInterval, PriceType } from '@/commerce/offers/types'
import { commerceNow } from '@/commerce/billing/clock'
import { AppError } from '@/core/errors'
import { queryRows } from '@/utilities/sql'

import { numberOrNull, ORDER_PAID, priceInWords } from './offers'
import { count, dollars, percent } from './reporting'

/** An offer that opens a course, as the course's card lists it. */
export type CourseOffer = {
  id: number
  name: string
  /** "$44 once", "3 payments of $22, one a month", "Membership: $30 a month". */
  priceWords: string
  isActive: boolean
  /** The course's own offer, whose price the Courses tab's form edits. */
  isCourseOffer: boolean
  /** Opens the course's bonus lessons (sold beside the course). */
  includesBonusLessons: boolean
  /** People who paid for it and were not refunded. */
  buyers: number
  editHref: string
}

/** A course as the Courses tab shows it (spec §3 "Course (client-side)"), amounts in dollars. */
export type CourseSummary = {
  id: number
  title: string
  description: string
  slug: string
  isPublished: boolean
  /** Dollars, from the course's own offer (each payment, for instalments and memberships). */
  price: number
  compareAtPrice: number | null
  /** How the course's own offer is paid, for the form. */
  priceType: PriceType
  installments: number | null
  billingInterval: BillingInterval | null
  trialDays: number | null
  /** Whether the course's own offer is on sale. */
  offerIsActive: boolean
  /** Every offer that opens the course, its own first. */
  offers: CourseOffer[]
  /** People whose course access is open today (memberships, whatever offer opened it). */
  enrollments: number
  /** Percent of enrolled buyers who finished every lesson they can open. */
  completionRate: number
  /** Lessons in the CMS for this course (published or not), for "Manage Lessons". */
  lessonCount: number
  /** Whether an offer on sale opens this course (the checkout can sell it). */
  onSale: boolean
  createdAt: string
  updatedAt: string
}

export type CourseAnalytics = CourseSummary & {
  /** Paid orders of the offers that open the course, and how many of them were refunded. */
  sales: number
  refunds: number
  /** Dollars kept from those orders (after coupons, net of refunds). */
  revenue: number
  /** Average progress of enrolled buyers over the lessons they can open (spec §9). */
  averageProgress: number
  lessons: {
    id: number
    title: string
    type: 'main' | 'addon'
    /** Enrolled buyers who completed it, and who may open it. */
    completed: number
    canOpen: number
  }[]
}

type CourseRow = {
  id: number
  title: string
  description: string | null
  slug: string
  is_published: boolean | null
  created_at: string
  updated_at: string
  product_id: number | null
  price_in_cents: string | null
  compare_at_price_in_cents: string | null
  price_type: PriceType | null
  installments: string | null
  billing_interval: BillingInterval | null
  trial_days: string | null
  offer_is_active: boolean | null
  lesson_count: string
}

type OfferOfCourseRow = {
  course_id: number
  id: number
  name: string
  is_active: boolean | null
  price_type: PriceType | null
  price_in_cents: string
  installments: string | null
  billing_interval: BillingInterval | null
  trial_days: string | null
  includes_bonus_lessons: boolean | null
  buyers: string
}

/*
 * Who is enrolled in a course: the people whose course access (memberships) is open today,
 * whatever offer opened it; the bonus lessons open for those whose access includes them (the same
 * rule the portal reads, here for every buyer at once).
 */
const enrolled = (courseId: number, now: Date) => sql`
  select lower(email) as email, bool_or(includes_bonus_lessons) as bonus
    from memberships
   where course_id = ${courseId} and status = 'active'
     and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
   group by lower(email)`

/** The offers that open a course: the offers naming it, and the course's own offer. */
const OFFERS_OF_COURSES = sql`
  select r.courses_id as course_id, r.parent_id as offer_id
    from offers_rels r where r.path = 'courses' and r.courses_id is not null
  union
  select c.id, c.product_id from courses c where c.product_id is not null`

/** Each lesson's percent for one row of progress (src/courses/progress.ts modulePercent). */
const LESSON_PERCENT = sql`case when lp.is_completed then 100
  else least(100, greatest(0, round(coalesce(lp.progress, 0)))) end`

type Completion = { enrolled: number; completed: number; averageProgress: number }

/**
 * Enrolment and completion for a course, computed in Postgres with hash joins (one pass over its
 * course access and one over lesson progress, whatever the number of buyers).
 */
async function completionOf(req: PayloadRequest, courseId: number, now: Date): Promise<Completion> {
  const [row] = await queryRows<{ enrolled: string; completed: string; average: string | null }>(
    req.payload,
    sql`with open_lessons as (
          select l.id, l.type from lessons l join sections s on s.id = l.section_id
           where s.course_id = ${courseId} and s.is_published is not false
             and l.is_published is not false
        ),
        counts as (
          select count(*) filter (where type = 'main') as main,
                 count(*) filter (where type = 'addon') as addon from open_lessons
        ),
        progress as (
          select lp.email,
                 coalesce(sum(${LESSON_PERCENT}) filter (where o.type = 'main'), 0) as main,
                 coalesce(sum(${LESSON_PERCENT}) filter (where o.type = 'addon'), 0) as addon
            from lesson_progress lp join open_lessons o on o.id = lp.lesson_id
           group by lp.email
        ),
        buyers as (${enrolled(courseId, now)}),
        per_buyer as (
          select coalesce(p.main, 0) + case when b.bonus then coalesce(p.addon, 0) else 0 end as done,
                 100 * (c.main + case when b.bonus then c.addon else 0 end) as possible
            from buyers b cross join counts c left join progress p on lower(p.email) = b.email
        )
        select count(*) as enrolled,
               count(*) filter (where possible > 0 and done >= possible) as completed,
               avg(case when possible > 0 then 100.0 * done / possible else 0 end) as average
          from per_buyer`,
  )
  return {
    enrolled: count(row?.enrolled),
    completed: count(row?.completed),
    averageProgress: Math.round(Number(row?.average ?? 0)),
  }
}

async function courseRows(req: PayloadRequest, id?: number): Promise<CourseRow[]> {
  return queryRows<CourseRow>(
    req.payload,
    sql`select c.id, c.title, c.description, c.slug, c.is_published, c.created_at, c.updated_at,
               c.product_id, p.price_in_cents, p.compare_at_price_in_cents, p.price_type,
               p.installments, p.billing_interval, p.trial_days, p.is_active as offer_is_active,
               (select count(*) from lessons l join sections s on s.id = l.section_id
                 where s.course_id = c.id) as lesson_count
          from courses c left join offers p on p.id = c.product_id
         where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
         order by c.created_at, c.id`,
  )
}

/** The offers of the courses (of one course, or all), each with its buyers. */
async function offersOf(req: PayloadRequest, id?: number): Promise<Map<number, CourseOffer[]>> {
  const rows = await queryRows<OfferOfCourseRow>(
    req.payload,
    sql`with links as (${OFFERS_OF_COURSES}), po as (${ORDER_PAID})
        select l.course_id, o.id, o.name, o.is_active, o.price_type, o.price_in_cents,
               o.installments, o.billing_interval, o.trial_days, o.includes_bonus_lessons,
               (select count(distinct lower(po.email)) from po
                 where po.offer_id = o.id and po.status in ('paid', 'past_due', 'cancelled')) as buyers
          from links l join offers o on o.id = l.offer_id
         where ${id === undefined ? sql`true` : sql`l.course_id = ${id}`}
         order by o.created_at, o.id`,
  )
  const byCourse = new Map<number, CourseOffer[]>()
  for (const row of rows) {
    const offer: CourseOffer = {
      id: row.id,
      name: row.name,
      priceWords: priceInWords({
        priceType: row.price_type ?? 'one-time',
        priceInCents: count(row.price_in_cents),
        installments: numberOrNull(row.installments),
        billingInterval: row.billing_interval,
        trialDays: numberOrNull(row.trial_days),
      }),
      isActive: row.is_active !== false,
      isCourseOffer: false,
      includesBonusLessons: row.includes_bonus_lessons === true,
      buyers: count(row.buyers),
      editHref: `/admin/collections/offers/${row.id}`,
    }
    byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), offer])
  }
  return byCourse
}

async function summarise(
  req: PayloadRequest,
  row: CourseRow,
  offers: CourseOffer[],
  now: Date,
): Promise<CourseSummary & { averageProgress: number; completed: number }> {
  const listed = offers
    .map((offer) => ({ ...offer, isCourseOffer: offer.id === row.product_id }))
    .sort((a, b) => Number(b.isCourseOffer) - Number(a.isCourseOffer))
  const onSale = listed.some((offer) => offer.isActive && !offer.includesBonusLessons)
  const completion = await completionOf(req, row.id, now)
  return {
    averageProgress: completion.averageProgress,
    completed: completion.completed,
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    slug: row.slug,
    isPublished: row.is_published === true,
    price: dollars(row.price_in_cents),
    compareAtPrice:
      row.compare_at_price_in_cents === null ? null : dollars(row.compare_at_price_in_cents),
    priceType: row.price_type ?? 'one-time',
    installments: numberOrNull(row.installments),
    billingInterval: row.billing_interval,
    trialDays: numberOrNull(row.trial_days),
    offerIsActive: row.offer_is_active !== false,
    offers: listed,
    enrollments: completion.enrolled,
    completionRate: percent(completion.completed, completion.enrolled),
    lessonCount: count(row.lesson_count),
    onSale,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export type CoursesOverview = {
  courses: CourseSummary[]
  totals: { courses: number; enrollments: number; completionRate: number }
}

/** GET /api/admin/courses: every course in the CMS with its figures, oldest first. */
export async function loadCourses(req: PayloadRequest): Promise<CoursesOverview> {
  requireOwner(req)
  const [rows, offers, now] = await Promise.all([
    courseRows(req),
    offersOf(req),
    commerceNow(req.payload, req),
  ])
  const summaries = await Promise.all(
    rows.map((row) => summarise(req, row, offers.get(row.id) ?? [], now)),
  )
  const courses: CourseSummary[] = summaries.map(
    ({ averageProgress: _averageProgress, completed: _completed, ...summary }) => summary,
  )
  const enrollments = summaries.reduce((sum, course) => sum + course.enrollments, 0)
  const completed = summaries.reduce((sum, course) => sum + course.completed, 0)
  return {
    courses,
    totals: {
      courses: courses.length,
      enrollments,
      completionRate: percent(completed, enrollments),
    },
  }
}

/** "View Analytics": one course's sales, refunds, revenue and completion per lesson. */
export async function loadCourseAnalytics(
  req: PayloadRequest,
  courseId: number,
): Promise<CourseAnalytics> {
  requireOwner(req)
  const [row] = await courseRows(req, courseId)
  if (!row) throw new AppError('not_found', 'There is no such course.')
  const [offers, now] = await Promise.all([offersOf(req, courseId), commerceNow(req.payload, req)])
  const courseOffers = offers.get(row.id) ?? []
  const { completed: _completed, ...summary } = await summarise(req, row, courseOffers, now)

  // The orders whose offer opens the course (a bump bought with it is part of its order).
  const [sales] = await queryRows<{ sales: string; refunds: string; cents: string }>(
    req.payload,
    sql`with links as (${OFFERS_OF_COURSES}), po as (${ORDER_PAID})
        select count(*) filter (where po.paid_at is not null or po.status <> 'pending') as sales,
               count(*) filter (where po.status = 'refunded') as refunds,
               coalesce(sum(po.paid) filter (where po.status <> 'refunded'), 0) as cents
          from po where po.offer_id in (select offer_id from links where course_id = ${courseId})`,
  )
  const lessons = await queryRows<{
    id: number
    title: string
    type: 'main' | 'addon'
    completed: string
    can_open: string
  }>(
    req.payload,
    sql`with buyers as (${enrolled(courseId, now)})
        select l.id, l.title, l.type,
               (select count(*) from lesson_progress lp join buyers b on b.email = lower(lp.email)
                 where lp.lesson_id = l.id and lp.is_completed
                   and (l.type = 'main' or b.bonus)) as completed,
               (select count(*) from buyers b where l.type = 'main' or b.bonus) as can_open
          from lessons l join sections s on s.id = l.section_id
         where s.course_id = ${courseId}
         order by s."order", l."order", l.id`,
  )
  return {
    ...summary,
    sales: count(sales?.sales),
    refunds: count(sales?.refunds),
    revenue: dollars(sales?.cents),
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      type: lesson.type,
      completed: count(lesson.completed),
      canOpen: count(lesson.can_open),
    })),
  }
}
