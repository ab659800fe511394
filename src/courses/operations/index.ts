import * as z from 'zod/mini'

import { courseProgressSchema } from '@/commerce/schema'
import { operations } from '@/core/defineOperation'
import { id } from '@/core/inputs'

import { courseInputSchema, courseShortName, publishInputSchema } from '../schema'
import { getCourse } from './getCourse'
import { getCoursePreview } from './getCoursePreview'
import { saveLessonProgress } from './saveLessonProgress'
import { saveCourse } from './saveCourse'
import { setCoursePublished } from './setCoursePublished'

/** Courses: a buyer reads and works through hers, the owner builds and publishes them. */
export const courseOperations = operations({
  getCourse: {
    description:
      'A signed-in buyer’s course (the main one, or the one named): the lessons she may open, why the others are still locked, her progress, and every course she owns.',
    input: z.strictObject({ course: z.optional(courseShortName) }),
    audience: 'buyer',
    effect: 'read',
    run: getCourse,
  },

  getCoursePreview: {
    description:
      'A published course’s public page: its sections and lessons, the free preview lessons open to anyone, and where to buy it.',
    input: z.strictObject({ course: courseShortName }),
    audience: 'public',
    effect: 'read',
    run: getCoursePreview,
  },

  saveLessonProgress: {
    description: 'A signed-in buyer’s progress in a module is saved.',
    input: courseProgressSchema,
    audience: 'buyer',
    effect: 'write',
    run: saveLessonProgress,
  },

  createCourse: {
    description:
      'The owner adds a course with its offer: its price and how buyers pay (once, in instalments or as a membership).',
    input: courseInputSchema,
    audience: 'owner',
    effect: 'write',
    run: (req, input) => saveCourse(req, { input }),
  },

  updateCourse: {
    description: 'The owner changes a course’s title, description, price or how buyers pay for it.',
    input: z.extend(courseInputSchema, { id: id('course') }),
    audience: 'owner',
    effect: 'write',
    run: (req, { id, ...input }) => saveCourse(req, { id, input }),
  },

  setCoursePublished: {
    description: 'The owner publishes a course on the site, or takes it down.',
    input: z.extend(publishInputSchema, { id: id('course') }),
    audience: 'owner',
    effect: 'write',
    run: setCoursePublished,
  },
})
