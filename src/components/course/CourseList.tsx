import type { CourseSummary } from '@/commerce/api'

import { card, primaryButton } from '@/components/watch/styles'

/**
 * /course for a buyer of several courses: each course she owns, the main one first, with the way
 * in. Plain links (a whole page load): each course's portal reads its own course afresh.
 */
export function CourseList({ courses, email }: { courses: CourseSummary[]; email: string | null }) {
  const withEmail = email ? `?email=${encodeURIComponent(email)}` : ''
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-6 py-12 sm:py-16">
      <header className="grid gap-2">
        <h1 className="font-serif text-4xl text-plum-900">Your courses</h1>
        <p className="text-lg">Choose a course to carry on where you left off.</p>
      </header>
      <ul className="grid gap-6 sm:grid-cols-2" aria-label="Your courses">
        {courses.map((course) => (
          <li key={course.slug} className={`${card} grid content-start gap-4`}>
            <h2 className="font-serif text-2xl text-plum-900">{course.title}</h2>
            {course.description && <p>{course.description}</p>}
            <p className="text-sm font-semibold text-plum-800">
              {course.lessons === 1 ? '1 lesson' : `${course.lessons} lessons`}
            </p>
            <a
              href={`${course.href}${withEmail}`}
              aria-label={`Open ${course.title}`}
              className={`${primaryButton} justify-self-start`}
            >
              Open course
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
