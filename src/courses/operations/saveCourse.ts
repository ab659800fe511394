import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { dollarsToCents } from '@/commerce/dollars'
import { AppError } from '@/core/errors'
import { COURSE_PRICE_OPERATION } from '@/courses/coursePrice'
import { inOperation } from '@/core/operation'
import type { Course, Offer } from '@/payload-types'
import { lockUntilCommit } from '@/utilities/transaction'
import { findCourse } from '@/courses/findCourse'

import type { CourseInput } from '../schema'

const PRICE_HINT = 'Enter an amount in dollars, e.g. 297 or 297.50.'

/** Dollars as typed → cents, or the 400 that names the field. */
function centsOf(field: 'price' | 'compareAtPrice', value: string | number): number {
  const cents = dollarsToCents(value)
  if (cents === null) {
    const message = `${field === 'price' ? 'Price' : 'Compare-at price'}: ${PRICE_HINT}`
    throw new AppError('bad_request', message, { fields: { [field]: message } })
  }
  return cents
}

/** The prices a form sends, in cents; an empty compare-at price means none. */
function pricesOf(input: CourseInput) {
  const priceInCents = centsOf('price', input.price)
  const compareAt = input.compareAtPrice
  const compareAtPriceInCents =
    compareAt === null || compareAt === undefined || String(compareAt).trim() === ''
      ? null
      : centsOf('compareAtPrice', compareAt)
  if (compareAtPriceInCents !== null && compareAtPriceInCents <= priceInCents) {
    const message =
      'The compare-at price is the struck-through list price: make it higher than the price.'
    throw new AppError('bad_request', message, { fields: { compareAtPrice: message } })
  }
  return { priceInCents, compareAtPriceInCents }
}

/** A URL-safe slug from a title ("The Body's Yes!" → "the-bodys-yes"). */
export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '') || 'course'

/** The first free slug: "title", then "title-2", "title-3", … (for the course and its product). */
async function freeSlug(req: PayloadRequest, title: string): Promise<string> {
  const base = slugify(title)
  const asOwner = { req, depth: 0, overrideAccess: false, pagination: false } as const
  const [courses, products] = await Promise.all([
    req.payload.find({
      collection: 'courses',
      where: { slug: { like: base } },
      select: { slug: true },
      ...asOwner,
    }),
    req.payload.find({
      collection: 'offers',
      where: { slug: { like: `course-${base}` } },
      select: { slug: true },
      ...asOwner,
    }),
  ])
  const taken = new Set([
    ...courses.docs.map((course) => course.slug),
    ...products.docs.map((product) => product.slug.replace(/^course-/, '')),
  ])
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

export type SavedCourse = { course: Course; product: Offer; created: boolean }

/**
 * The Courses tab's form: creates a course with its own product, or edits one. Prices are typed
 * in dollars and stored in cents on the course's product, the one place prices live (the
 * masterclass's price is what its checkout charges). Runs as the owner, through access.
 */
export async function saveCourse(
  req: PayloadRequest,
  { id, input }: { id?: number; input: CourseInput },
): Promise<SavedCourse> {
  requireOwner(req)
  const prices = pricesOf(input)
  return inOperation(req, async (req) => {
    const asOwner = { req, depth: 0, overrideAccess: false } as const
    const description = input.description?.trim() || null

    if (id === undefined) {
      // Two "Save" clicks at once must not make two courses with the same slug fight.
      await lockUntilCommit(req.payload, 'course:create', req)
      const slug = await freeSlug(req, input.title)
      const product = await req.payload.create({
        collection: 'offers',
        data: { name: input.title, slug: `course-${slug}`, ...prices, description },
        ...asOwner,
      })
      const course = await req.payload.create({
        collection: 'courses',
        data: {
          title: input.title,
          slug,
          description,
          isPublished: input.isPublished ?? false,
          product: product.id,
        },
        ...asOwner,
      })
      return { course, product, created: true }
    }

    const existing = await findCourse(req, id)
    const productId = typeof existing.product === 'object' ? existing.product.id : existing.product
    const product = await req.payload.update({
      collection: 'offers',
      id: productId,
      data: prices,
      ...asOwner,
      // The Courses tab is where a course's price is edited (the product form shows it read-only).
      context: { [COURSE_PRICE_OPERATION]: true },
    })
    const course = await req.payload.update({
      collection: 'courses',
      id,
      data: {
        title: input.title,
        description,
        ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
      },
      ...asOwner,
    })
    return { course, product, created: false }
  })
}
