import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'

const privately = (body: unknown) =>
  Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })

/**
 * GET /api/course: the signed-in buyer's main course (video ids where entitled) and progress;
 * GET /api/course?course=<short name>: another course, in the same shape.
 */
export const courseEndpoint = operationEndpoint(catalogue.getCourse, ROUTES.getCourse, {
  input: (req) => {
    const course = req.searchParams.get('course')
    return course === null ? {} : { course }
  },
  respond: privately,
})

/**
 * GET /api/course-preview/<short name>: a published course's outline with its free preview
 * lessons open (what the public course page shows). Private: a signed-in buyer's copy differs.
 */
export const coursePreviewEndpoint = operationEndpoint(
  catalogue.getCoursePreview,
  ROUTES.getCoursePreview,
  {
    input: (req) => ({ course: String(req.routeParams?.course ?? '') }),
    respond: privately,
  },
)
