import { CoursesView } from '@/components/admin/center/courses/CoursesView'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import type { CourseAnalytics } from '@/dashboard/courses'

import { param, type TabProps } from '../types'

/** A positive id from the address, or null (a made-up value shows the list, not an error). */
const idFrom = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Courses: the real courses of the CMS with their figures, the form, and one course's analytics. */
export default async function CoursesTab({ req, searchParams }: TabProps) {
  const overview = await invoke(catalogue.listCourses, req, {})
  const editId = idFrom(param(searchParams, 'edit'))
  const analyticsId = idFrom(param(searchParams, 'analytics'))
  const editing =
    param(searchParams, 'new') !== undefined
      ? 'new'
      : (overview.courses.find((course) => course.id === editId) ?? null)
  let analytics: CourseAnalytics | null = null
  if (analyticsId && overview.courses.some((course) => course.id === analyticsId)) {
    analytics = await invoke(catalogue.getCourseAnalytics, req, { id: analyticsId })
  }
  return <CoursesView overview={overview} editing={editing} analytics={analytics} />
}
