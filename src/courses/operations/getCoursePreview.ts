import type { PayloadRequest } from 'payload'

import type { CoursePreviewResponse } from '@/commerce/api'
import { findCourseBySlug, loadSeat, modulesFor } from '@/courses/unlocking'
import { readMemberSession } from '@/auth/memberSession'
import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import { formatUSD } from '@/utilities/money'

/**
 * A published course's public page: its outline by section, the free preview lessons open to
 * anyone (signed in or not), every other lesson locked and empty (unless the signed-in buyer
 * owns it), and the buy button's address — the checkout of the offer chosen on the course.
 */
export async function getCoursePreview(
  req: PayloadRequest,
  input: { course: string },
): Promise<CoursePreviewResponse> {
  const course = await findCourseBySlug(req.payload, input.course, req)
  if (!course?.isPublished) throw new AppError('not_found', 'There is no such course.')
  const session = await readMemberSession(req).catch(() => null)
  const [seat, offer] = await Promise.all([
    loadSeat(req.payload, course, session?.email ?? null, req),
    typeof course.product === 'object'
      ? Promise.resolve(course.product)
      : req.payload
          .findByID({
            collection: 'offers',
            id: course.product,
            depth: 0,
            ...asSystem('memberCourse'),
            req,
          })
          .catch(() => null),
  ])
  const modules = modulesFor(seat)
  const sections: CoursePreviewResponse['sections'] = []
  for (const [index, lesson] of seat.lessons.entries()) {
    const last = sections.at(-1)
    if (last && last.title === lesson.section) last.modules.push(modules[index]!)
    else sections.push({ title: lesson.section, modules: [modules[index]!] })
  }
  const onSale = offer && offer.isActive !== false
  return {
    course: {
      slug: course.slug,
      title: course.title,
      description: course.description ?? '',
      buyHref: onSale ? `/checkout?offer=${encodeURIComponent(offer.slug)}` : null,
      price: onSale ? formatUSD(offer.priceInCents) : null,
      owned: seat.access !== null,
    },
    sections,
  }
}
