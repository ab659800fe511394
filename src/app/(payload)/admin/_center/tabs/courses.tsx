import { AffiliatesView } from '@/components/admin/center/affiliates/AffiliatesView'
import { CoursesView } from '@/components/admin/center/courses/CoursesView'
import { OffersView } from '@/components/admin/center/courses/OffersView'
import { CourseViewSwitch, courseViewFrom } from '@/components/admin/center/courses/views'
import { Stack } from '@/components/admin/center/ui'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import type { CourseAnalytics } from '@/reports/courses'

import { param, type TabProps } from '../types'

/** A positive id from the address, or null (a made-up value shows the list, not an error). */
const idFrom = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * Courses: the real courses of the CMS with their offers and figures, the form, and one course's
 * analytics; or, by the switch (`view=` in the address), what each offer sold, or her affiliates
 * (the affiliates' own view, src/components/admin/center/affiliates).
 */
export default async function CoursesTab({ req, searchParams }: TabProps) {
  const view = courseViewFrom(param(searchParams, 'view'))
  if (view === 'offers') {
    const report = await invoke(catalogue.getOffersReport, req, {})
    return (
      <Stack>
        <CourseViewSwitch current="offers" />
        <OffersView report={report} />
      </Stack>
    )
  }
  if (view === 'affiliates') {
    const report = await invoke(catalogue.getAffiliateReport, req, {})
    return (
      <Stack>
        <CourseViewSwitch current="affiliates" />
        <AffiliatesView report={report} />
      </Stack>
    )
  }
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
