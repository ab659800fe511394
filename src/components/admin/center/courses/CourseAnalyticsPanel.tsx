import Link from 'next/link'

import type { CourseAnalytics } from '@/reports/courses'

import { formatCount, formatDollars, formatPercent } from '../overview/format'
import { tabHref } from '../tabs'
import { Card, EmptyState, StatCard, StatGrid, Stack } from '../ui'
import styles from './courses.module.css'

/** "View Analytics": one course's sales, refunds, revenue and completion lesson by lesson. */
export function CourseAnalyticsPanel({ analytics }: { analytics: CourseAnalytics }) {
  return (
    <Card title={`Analytics: ${analytics.title}`}>
      <Stack>
        {!analytics.onSale && analytics.sales === 0 ? (
          <EmptyState>
            No sales yet: no offer on sale opens this course (tick “On sale” in Edit Course).
          </EmptyState>
        ) : (
          <StatGrid>
            <StatCard
              label="Course sales"
              value={formatCount(analytics.sales)}
              hint={`${formatCount(analytics.refunds)} refunded`}
            />
            <StatCard
              label="Course revenue"
              value={formatDollars(analytics.revenue)}
              hint="Paid, after coupons and refunds"
            />
            <StatCard
              label="Course enrollments"
              value={formatCount(analytics.enrollments)}
              hint="People whose course access is open"
            />
            <StatCard
              label="Course completion"
              value={analytics.enrollments > 0 ? formatPercent(analytics.completionRate) : '–'}
              hint={`Finished every lesson they can open; average progress ${formatPercent(analytics.averageProgress)}`}
            />
          </StatGrid>
        )}
        {analytics.lessons.length === 0 ? (
          <EmptyState>This course has no lessons yet.</EmptyState>
        ) : (
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="Lessons table">
            <table className={styles.table}>
              <caption>Completion by lesson</caption>
              <thead>
                <tr>
                  <th scope="col">Lesson</th>
                  <th scope="col">Opens for</th>
                  <th scope="col" className={styles.numeric}>
                    Completed
                  </th>
                </tr>
              </thead>
              <tbody>
                {analytics.lessons.map((lesson) => (
                  <tr key={lesson.id}>
                    <th scope="row">{lesson.title}</th>
                    <td>{lesson.type === 'main' ? 'Every buyer' : 'Buyers of the bonus'}</td>
                    <td className={styles.numeric}>
                      {formatCount(lesson.completed)} of {formatCount(lesson.canOpen)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className={styles.muted}>
          <Link className={styles.link} href={tabHref('courses')}>
            Back to all courses
          </Link>
        </p>
      </Stack>
    </Card>
  )
}
