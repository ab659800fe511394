import * as z from 'zod/mini'

import { operations } from '@/core/defineOperation'

import { workshopRegistrationSchema } from '../schema'
import { registerForWorkshop } from './register'

/** Live workshops: a visitor holds a spot and pays for it. */
export const workshopOperations = operations({
  registerForWorkshop: {
    description: 'A visitor holds a spot in a live workshop and goes on to pay for it.',
    input: z.extend(workshopRegistrationSchema, {
      slug: z.string('Unknown workshop.').check(z.maxLength(200, 'Unknown workshop.')),
    }),
    audience: 'public',
    effect: 'write',
    run: (req, { slug, ...input }) => registerForWorkshop(req, slug, input),
  },
})
