import type { Payload, PayloadRequest } from 'payload'

/*
 * CONTRACT (issue 25) — owner: ORDERS helper. Every access check reads memberships through
 * these functions (portal, downloads, /api/verify-purchase, lesson progress, dashboards).
 */

/** One course an address may open now. */
export type CourseAccess = {
  courseId: number
  /** The bonus lessons of the course are open too. */
  includesBonusLessons: boolean
  /** When access began (drip delays count from here). */
  startsAt: string
  /** Null: for good. Otherwise access ends at this instant (a membership cancelled at period end). */
  endsAt: string | null
}

/** The spec's two booleans, for the main offer's course (the masterclass today). */
export type Entitlements = { hasAccess: boolean; hasReturnToBodyAddon: boolean }

/**
 * The courses an address may open now: open memberships whose dates include the commerce clock's
 * now (src/commerce/billing/clock.ts), one entry per course (bonus lessons if any row has them).
 */
export async function courseAccessFor(
  _payload: Payload,
  _email: string,
  _req?: PayloadRequest,
): Promise<CourseAccess[]> {
  throw new Error('courseAccessFor: not built yet (issue 25, orders helper)')
}

/** The course the site's main offer opens first (site settings → Your main offer), or null. */
export async function mainCourseId(
  _payload: Payload,
  _req?: PayloadRequest,
): Promise<number | null> {
  throw new Error('mainCourseId: not built yet (issue 25, orders helper)')
}

/** /api/verify-purchase's answer: access to the main course, and to its bonus lessons. */
export async function entitlementsFor(
  _payload: Payload,
  _email: string,
  _req?: PayloadRequest,
): Promise<Entitlements> {
  throw new Error('entitlementsFor: not built yet (issue 25, orders helper)')
}
