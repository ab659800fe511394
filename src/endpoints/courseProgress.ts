import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'

/** POST /api/course/progress {moduleId, progress?, completed?}: saves where the buyer is. */
export const courseProgressEndpoint = operationEndpoint(
  catalogue.saveLessonProgress,
  ROUTES.saveLessonProgress,
)
