import Link from 'next/link'

import type { CourseAnalytics, CoursesOverview, CourseSummary } from '@/reports/courses'

import { formatCount, formatPercent } from '../overview/format'
import { tabHref } from '../tabs'
import { Card, EmptyState, StatCard, StatGrid, Stack } from '../ui'
import { CourseAnalyticsPanel } from './CourseAnalyticsPanel'
import { CourseCard } from './CourseCard'
import { CourseForm } from './CourseForm.client'
import styles from './courses.module.css'
import { CourseViewSwitch } from './views'

/**
 * The Courses tab: summary cards, the create/edit form when asked for (?edit=<id> or ?new=1, so
 * reload and back keep it), one course's analytics (?analytics=<id>), and a card per course.
 */
export function CoursesView({
  overview,
  editing,
  analytics,
}: {
  overview: CoursesOverview
  /** The course being edited, 'new' for the create form, or null. */
  editing: CourseSummary | 'new' | null
  analytics: CourseAnalytics | null
}) {
  const { totals, courses } = overview
  return (
    <Stack>
      <CourseViewSwitch current="courses" />
      <StatGrid>
        <StatCard label="Total courses" value={formatCount(totals.courses)} hint="In the CMS" />
        <StatCard
          label="Enrollments"
          value={formatCount(totals.enrollments)}
          hint="People whose course access is open"
        />
        <StatCard
          label="Completion"
          value={totals.enrollments > 0 ? formatPercent(totals.completionRate) : 'No buyers yet'}
          hint="Enrolled buyers who finished"
        />
      </StatGrid>

      {editing ? (
        <Card title={editing === 'new' ? 'New course' : `Edit course: ${editing.title}`}>
          <CourseForm
            key={editing === 'new' ? 'new' : editing.id}
            course={editing === 'new' ? null : editing}
          />
        </Card>
      ) : null}

      {analytics ? <CourseAnalyticsPanel analytics={analytics} /> : null}

      <div className={styles.toolbar}>
        <h2 className={styles.toolbarTitle}>Your courses</h2>
        {editing !== 'new' ? (
          <Link className={styles.linkButton} href={tabHref('courses', { new: 1 })}>
            New course
          </Link>
        ) : null}
      </div>
      {courses.length === 0 ? (
        <EmptyState>No courses yet: create your first with “New course”.</EmptyState>
      ) : (
        <ul className={styles.courseGrid}>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  )
}
