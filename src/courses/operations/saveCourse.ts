import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { dollarsToCents } from '@/commerce/dollars'
import { AppError } from '@/core/errors'
import { COURSE_PRICE_OPERATION } from '@/courses/coursePrice'
import { inOperation } from '@/core/operation'
import type { Course, Offer } from '@/payload-types'
import { lockUntilCommit, readTogether } from '@/utilities/transaction'
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

type Field = 'installments' | 'trialDays'

/** A whole number she typed (or left empty: null), or the 400 that names the field. */
function wholeOf(field: Field, value: unknown, min: number, max: number): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null
  const number = Number(String(value).trim())
  if (!Number.isInteger(number) || number < min || number > max) {
    const label = field === 'installments' ? 'Number of payments' : 'Free trial (days)'
    const message = `${label}: enter a whole number from ${min} to ${max}.`
    throw new AppError('bad_request', message, { fields: { [field]: message } })
  }
  return number
}

/**
 * How she is paid for the course, as the offer stores it. Left out on an edit, it stays as it
 * is; a new course is paid once unless she says otherwise.
 */
function paymentOf(input: CourseInput, creating: boolean) {
  const priceType = input.priceType ?? (creating ? 'one-time' : undefined)
  if (priceType === undefined) return {}
  if (priceType === 'one-time') return { priceType, installments: null, trialDays: null }
  const billingInterval = input.billingInterval ?? 'month'
  if (priceType === 'payment-plan') {
    const installments = wholeOf('installments', input.installments, 2, 12)
    if (installments === null) {
      const message = 'Number of payments: enter how many payments, from 2 to 12.'
      throw new AppError('bad_request', message, { fields: { installments: message } })
    }
    return { priceType, installments, billingInterval, trialDays: null }
  }
  const trialDays = wholeOf('trialDays', input.trialDays, 0, 365)
  return { priceType, installments: null, billingInterval, trialDays }
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
  const [courses, products] = await readTogether(req, [
    () =>
      req.payload.find({
        collection: 'courses',
        where: { slug: { like: base } },
        select: { slug: true },
        ...asOwner,
      }),
    () =>
      req.payload.find({
        collection: 'offers',
        where: { slug: { like: `course-${base}` } },
        select: { slug: true },
        ...asOwner,
      }),
  ] as const)
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
 * The Courses tab's form: creates a course with its own offer (what a buyer pays for it: its
 * price and how she pays, once, in instalments or as a membership; the offer opens the course),
 * or edits one. Prices are typed in dollars and stored in cents on the course's offer, edited
 * here only (Payload's offer form shows a course's price read-only). Sections and lessons are
 * added in Payload's admin. Runs as the owner, through access.
 */
export async function saveCourse(
  req: PayloadRequest,
  { id, input }: { id?: number; input: CourseInput },
): Promise<SavedCourse> {
  requireOwner(req)
  const prices = pricesOf(input)
  const payment = paymentOf(input, id === undefined)
  const onSale = input.onSale === undefined ? {} : { isActive: input.onSale }
  return inOperation(req, async (req) => {
    const asOwner = { req, depth: 0, overrideAccess: false } as const
    const description = input.description?.trim() || null
    // Her own writes to the course's offer may set its price (see COURSE_PRICE_OPERATION).
    const priceContext = { [COURSE_PRICE_OPERATION]: true }

    if (id === undefined) {
      // Two "Save" clicks at once must not make two courses with the same slug fight.
      await lockUntilCommit(req.payload, 'course:create', req)
      const slug = await freeSlug(req, input.title)
      const offer = await req.payload.create({
        collection: 'offers',
        data: {
          name: input.title,
          slug: `course-${slug}`,
          ...prices,
          ...payment,
          ...onSale,
          description,
        },
        ...asOwner,
        context: priceContext,
      })
      const course = await req.payload.create({
        collection: 'courses',
        data: {
          title: input.title,
          slug,
          description,
          isPublished: input.isPublished ?? false,
          product: offer.id,
        },
        ...asOwner,
      })
      // The offer opens the course it was made for (what the checkout and the portal read).
      const product = await req.payload.update({
        collection: 'offers',
        id: offer.id,
        data: { courses: [course.id] },
        ...asOwner,
        context: priceContext,
      })
      return { course, product, created: true }
    }

    const existing = await findCourse(req, id)
    const productId = typeof existing.product === 'object' ? existing.product.id : existing.product
    const current = await req.payload.findByID({ collection: 'offers', id: productId, ...asOwner })
    const opens = (current.courses ?? []).map((course) =>
      typeof course === 'object' ? course.id : course,
    )
    const product = await req.payload.update({
      collection: 'offers',
      id: productId,
      data: {
        ...prices,
        ...payment,
        ...onSale,
        // A course made before offers named their courses: its own offer opens it from now on.
        ...(opens.includes(id) ? {} : { courses: [...opens, id] }),
      },
      ...asOwner,
      // The Courses tab is where a course's price is edited (the offer form shows it read-only).
      context: priceContext,
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
