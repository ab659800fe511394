import Link from 'next/link'

import type { CourseSummary } from '@/reports/courses'

import { formatCount, formatPercent, formatPrice } from '../overview/format'
import { tabHref } from '../tabs'
import { Badge, Card } from '../ui'
import styles from './courses.module.css'
import { PublishToggle } from './PublishToggle.client'

/** Payload's list of the course's lessons (lessons belong to sections, sections to a course). */
const lessonsHref = (courseId: number) =>
  `/admin/collections/lessons?where[section.course][equals]=${courseId}`

/** Payload's list of the course's sections (each holds lessons; "Create new" adds one). */
const sectionsHref = (courseId: number) =>
  `/admin/collections/sections?where[course][equals]=${courseId}`

/**
 * One course of the CMS: Published badge and switch, enrolled (open course access), completion,
 * price, the offers that sell it (how each is paid, on sale or not, buyers), actions.
 */
export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <Card>
      <div className={styles.courseHead}>
        <h3 className={styles.courseTitle}>{course.title}</h3>
        <Badge tone={course.isPublished ? 'success' : 'neutral'}>
          {course.isPublished ? 'Published' : 'Draft'}
        </Badge>
      </div>
      {course.description ? <p className={styles.description}>{course.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Enrolled</dt>
          <dd>{formatCount(course.enrollments)}</dd>
        </div>
        <div>
          <dt>Completion</dt>
          <dd>{course.enrollments > 0 ? formatPercent(course.completionRate) : '–'}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            <span>{formatPrice(course.price)}</span>
            {course.compareAtPrice !== null ? (
              <s className={styles.compareAt}>
                <span className={styles.visuallyHidden}>list price </span>
                {formatPrice(course.compareAtPrice)}
              </s>
            ) : null}
          </dd>
        </div>
      </dl>
      {course.offers.length > 0 ? (
        <ul className={styles.offerList} aria-label={`Offers of ${course.title}`}>
          {course.offers.map((offer) => (
            <li key={offer.id}>
              <a
                className={styles.link}
                href={offer.editHref}
                aria-label={`Edit offer: ${offer.name}`}
              >
                {offer.name}
              </a>
              <span>{offer.priceWords}</span>
              <Badge tone={offer.isActive ? 'success' : 'neutral'}>
                {offer.isActive ? 'On sale' : 'Not on sale'}
              </Badge>
              <span className={styles.muted}>
                {offer.includesBonusLessons ? 'bonus lessons · ' : ''}
                {offer.buyers === 1 ? '1 buyer' : `${formatCount(offer.buyers)} buyers`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {!course.onSale ? (
        <p className={styles.muted} style={{ marginBottom: '0.75rem' }}>
          Not on sale: tick “On sale” in Edit Course and the checkout sells it.
        </p>
      ) : null}
      <div className={styles.actions}>
        <PublishToggle courseId={course.id} title={course.title} isPublished={course.isPublished} />
        <Link
          className={styles.linkButton}
          href={tabHref('courses', { edit: course.id })}
          aria-label={`Edit Course: ${course.title}`}
        >
          Edit Course
        </Link>
        <Link
          className={`${styles.linkButton} ${styles.secondary}`}
          href={lessonsHref(course.id)}
          aria-label={`Manage Lessons: ${course.title} (${course.lessonCount})`}
        >
          Manage Lessons ({course.lessonCount})
        </Link>
        <Link
          className={`${styles.linkButton} ${styles.secondary}`}
          href={sectionsHref(course.id)}
          aria-label={`Sections: ${course.title}`}
        >
          Sections
        </Link>
        <Link
          className={`${styles.linkButton} ${styles.secondary}`}
          href={tabHref('courses', { analytics: course.id })}
          aria-label={`View Analytics: ${course.title}`}
        >
          View Analytics
        </Link>
      </div>
    </Card>
  )
}
