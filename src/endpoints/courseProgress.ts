import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'

/** POST /api/course/progress {moduleId, progress?, completed?}: saves where the buyer is. */
export const courseProgressEndpoint = operationEndpoint(catalogue.saveLessonProgress, {
  path: '/course/progress',
  method: 'post',
})
