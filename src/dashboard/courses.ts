import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { PRODUCT_SLUGS } from '@/commerce/catalogue'
import { AppError } from '@/core/errors'
import { queryRows } from '@/utilities/sql'

import { count, dollars, percent } from './reporting'

/** A course as the Courses tab shows it (spec §3 "Course (client-side)"), amounts in dollars. */
export type CourseSummary = {
  id: number
  title: string
  description: string
  slug: string
  isPublished: boolean
  /** Dollars, from the course's product. */
  price: number
  compareAtPrice: number | null
  /** Buyers whose purchase still gives access (paid, not refunded). */
  enrollments: number
  /** Percent of enrolled buyers who finished every lesson they can open. */
  completionRate: number
  /** Lessons in the CMS for this course (published or not), for "Manage Lessons". */
  lessonCount: number
  /** Whether the checkout sells this course today (only the masterclass product is sold). */
  onSale: boolean
  createdAt: string
  updatedAt: string
}

export type CourseAnalytics = CourseSummary & {
  /** Purchases of the course ever made, and how many of them were refunded. */
  sales: number
  refunds: number
  /** Dollars kept from its purchases (net of refunds). */
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
  product_slug: string | null
  price_in_cents: string | null
  compare_at_price_in_cents: string | null
  lesson_count: string
}

/*
 * Who is enrolled: purchases reach a course through what they bought. The checkout sells one
 * course, the masterclass (its product is "masterclass"); a purchase gives access while it is
 * paid and includes the masterclass, and the bonus opens the add-on lessons (the same rule as
 * src/commerce/entitlements.ts, here for every buyer at once). A course the owner adds has its own
 * product but no checkout yet, so it honestly has no enrolments.
 */
const BUYERS = sql`
  select email, bool_or(has_return_to_body_addon) as bonus
    from purchases
   where status = 'paid'
   group by email
  having bool_or(coalesce(includes_masterclass, true))`

/** Each lesson's percent for one row of progress (src/courses/progress.ts modulePercent). */
const LESSON_PERCENT = sql`case when lp.is_completed then 100
  else least(100, greatest(0, round(coalesce(lp.progress, 0)))) end`

const sellsThroughCheckout = (productSlug: string | null) =>
  productSlug === PRODUCT_SLUGS.masterclass

type Completion = { enrolled: number; completed: number; averageProgress: number }

/**
 * Enrolment and completion for the sold course, computed in Postgres with hash joins (one pass
 * over purchases and one over lesson progress, whatever the number of buyers).
 */
async function completionOf(req: PayloadRequest, courseId: number): Promise<Completion> {
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
        per_buyer as (
          select coalesce(p.main, 0) + case when b.bonus then coalesce(p.addon, 0) else 0 end as done,
                 100 * (c.main + case when b.bonus then c.addon else 0 end) as possible
            from (${BUYERS}) b cross join counts c left join progress p on p.email = b.email
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
               p.slug as product_slug, p.price_in_cents, p.compare_at_price_in_cents,
               (select count(*) from lessons l join sections s on s.id = l.section_id
                 where s.course_id = c.id) as lesson_count
          from courses c left join offers p on p.id = c.product_id
         where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
         order by c.created_at, c.id`,
  )
}

async function summarise(
  req: PayloadRequest,
  row: CourseRow,
): Promise<CourseSummary & { averageProgress: number; completed: number }> {
  const onSale = sellsThroughCheckout(row.product_slug)
  const completion = onSale
    ? await completionOf(req, row.id)
    : { enrolled: 0, completed: 0, averageProgress: 0 }
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
  const rows = await courseRows(req)
  const summaries = await Promise.all(rows.map((row) => summarise(req, row)))
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
  const { completed: _completed, ...summary } = await summarise(req, row)

  const [sales] = summary.onSale
    ? await queryRows<{ sales: string; refunds: string; cents: string }>(
        req.payload,
        sql`select count(*) as sales,
                   count(*) filter (where status = 'refunded') as refunds,
                   coalesce(sum(amount_in_cents) filter (where status = 'paid'), 0) as cents
              from purchases where coalesce(includes_masterclass, true)`,
      )
    : []
  const lessons = await queryRows<{
    id: number
    title: string
    type: 'main' | 'addon'
    completed: string
    can_open: string
  }>(
    req.payload,
    sql`with buyers as (${BUYERS})
        select l.id, l.title, l.type,
               ${
                 summary.onSale
                   ? sql`(select count(*) from lesson_progress lp join buyers b on b.email = lp.email
                           where lp.lesson_id = l.id and lp.is_completed
                             and (l.type = 'main' or b.bonus))`
                   : sql`0`
               } as completed,
               ${
                 summary.onSale
                   ? sql`(select count(*) from buyers b where l.type = 'main' or b.bonus)`
                   : sql`0`
               } as can_open
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
