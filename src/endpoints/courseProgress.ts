import type { Endpoint } from 'payload'

import { requireMember } from '@/commerce/member'
import { courseProgressSchema } from '@/commerce/schema'
import { handled } from '@/core/operation'
import { saveProgress } from '@/courses/operations/saveProgress'

import { readJson } from './utilities/readJson'

/** POST /api/course/progress {moduleId, progress?, completed?}: saves where the buyer is. */
export const courseProgressEndpoint: Endpoint = {
  path: '/course/progress',
  method: 'post',
  handler: handled(async (req) => {
    const member = await requireMember(req)
    if (!member.ok) return member.response
    const { data, error } = await readJson(req, courseProgressSchema)
    if (error) return error
    return Response.json(await saveProgress(req, member, data))
  }),
}
