import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'

/** GET /api/course: the signed-in buyer's modules (video ids where entitled) and progress. */
export const courseEndpoint = operationEndpoint(catalogue.getCourse, {
  path: '/course',
  method: 'get',
  respond: (course) => Response.json(course, { headers: { 'Cache-Control': 'private, no-store' } }),
})
