import Link from 'next/link'

import { tabHref } from '../tabs'
import styles from './courses.module.css'

/**
 * The Courses tab's sub-views, in the address (`view=`), so reload and back keep them: her
 * courses, what her offers sold, and her affiliates.
 */
const COURSE_VIEWS = [
  { key: 'courses', label: 'Courses' },
  { key: 'offers', label: 'Offers' },
  { key: 'affiliates', label: 'Affiliates' },
] as const

export type CourseView = (typeof COURSE_VIEWS)[number]['key']

/** The sub-view an address names; anything else is the course list. */
export const courseViewFrom = (value: string | null | undefined): CourseView =>
  COURSE_VIEWS.find((view) => view.key === value)?.key ?? 'courses'

/** The address of a sub-view (the course list keeps the tab's plain address). */
const courseViewHref = (
  view: CourseView,
  params: Record<string, string | number | undefined | null> = {},
) => tabHref('courses', { view: view === 'courses' ? undefined : view, ...params })

/** The switch between the sub-views: links, the current one marked for screen readers. */
export function CourseViewSwitch({ current }: { current: CourseView }) {
  return (
    <nav aria-label="Courses, offers and affiliates">
      <ul className={styles.views}>
        {COURSE_VIEWS.map((view) => (
          <li key={view.key}>
            <Link
              className={styles.view}
              href={courseViewHref(view.key)}
              aria-current={view.key === current ? 'page' : undefined}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
