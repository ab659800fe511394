/**
 * The shapes the checkout, /watch and the course portal exchange with the server. Browser and
 * server import these types, so a change here is a compile error on both sides.
 */

import type { PricedCart } from './offers/types'

export type PaymentMode = 'stripe' | 'demo'

/** What is being bought: the masterclass (with or without the bonus), or the bonus alone later. */
export type PurchaseKind = 'masterclass' | 'bonus-upgrade'

/** POST /api/create-payment-intent (spec §7 body plus optional fields). */
export type CreatePaymentIntentRequest = {
  /** Sent by the spec's client in dollars; never trusted: the server computes the amount. */
  amount?: number
  email: string
  hasReturnToBodyAddon?: boolean
  /** Re-send the previous answer's id when the bonus toggles: the same intent is updated. */
  paymentIntentId?: string
  purchase?: PurchaseKind
  /** An offer's web address (`/checkout?offer=…`); without it, the site's main offer. */
  offer?: string
  /** The order bumps she ticked: offer ids among the offer's bumps (others are refused, 400). */
  bumps?: number[]
  /** A coupon code as typed; empty or absent removes one applied before. */
  coupon?: string
}

export type CreatePaymentIntentResponse = {
  clientSecret: string
  paymentIntentId: string
  /** The amount the server will charge, in cents. */
  amountInCents: number
  hasReturnToBodyAddon: boolean
  purchase: PurchaseKind
  /** 'demo': show the labelled test-mode card form and confirm through /api/demo-payments/confirm. */
  mode: PaymentMode
  /** Stripe mode only: the publishable key the browser loads Stripe.js with. */
  publishableKey?: string
  /** The offer sold (plain /checkout: the site's main offer). */
  offer?: { id: number; slug: string; name: string }
  /** The bumps in the order, by offer id. */
  bumps?: number[]
  /** The coupon applied (as stored: capitals), or null. */
  coupon?: string | null
  /** The server's price of the order: what the page shows, line by line. */
  cart?: PricedCart
}

/** POST /api/demo-payments/confirm */
export type DemoConfirmRequest = {
  clientSecret: string
  cardNumber: string
  /** MM / YY */
  expiry: string
  cvc: string
}
/**
 * 200; sets the member session cookie when paying may sign in (`signedIn`; see
 * signInAfterPayment). Errors: {message} with 400/402/403/404/409/503.
 */
export type DemoConfirmResponse = { redirectTo: string; signedIn: boolean }

/** GET /api/verify-purchase/<address> (spec §7 plus `signedIn`). */
export type VerifyPurchaseResponse = {
  hasAccess: boolean
  hasReturnToBodyAddon: boolean
  /** This browser holds a member session for this address: videos and files will open. */
  signedIn: boolean
}

/** POST /api/member/claim-payment, after Stripe's redirect back to /watch. */
export type ClaimPaymentRequest = { paymentIntentId: string; clientSecret: string }
export type ClaimPaymentResponse = {
  email: string
  /** False when the access link in her receipt must sign her in (signInAfterPayment). */
  signedIn: boolean
  hasAccess: boolean
  hasReturnToBodyAddon: boolean
}

/** POST /api/member/access-link: always 200 with the same message (no address enumeration). */
export type AccessLinkRequest = { email: string; redirectTo?: string }
export type AccessLinkResponse = { message: string }

export type CourseProgress = {
  /** Module ids marked complete. */
  completed: string[]
  /** Module id → 0..100 */
  progress: Record<string, number>
}

export type CourseModule = {
  id: string
  title: string
  description: string
  duration: string
  type: 'main' | 'addon'
  order: number
  locked: boolean
  /** What holds a locked module back: the course, its bonus, its day, an unfinished lesson. */
  lockedBy?: 'course' | 'bonus' | 'drip' | 'prerequisite'
  /** Why a locked module is locked, in her words ("Opens on 3 December"). */
  lockedReason?: string
  /** What the lesson is (a video when absent). */
  contentType?: 'video' | 'file' | 'text'
  /** A free preview: open to everyone, before buying. */
  isFree?: boolean
  /** Present only when the module is unlocked for this member. */
  videoHostId?: string
  /** Open lessons only: the uploaded file's address (served to those it is open to). */
  fileURL?: string
  /** Open lessons only: the text to read (plain text, paragraphs split by empty lines). */
  text?: string
  /** Open lessons only: the files to download beside it. */
  downloads?: { label: string; url: string }[]
}

/** One course she owns, for the list of her courses (/course, /watch). */
export type CourseSummary = {
  slug: string
  title: string
  description: string
  lessons: number
  /** Its first lesson in the portal. */
  href: string
}

/** GET /api/course: 401 {message} without a member session. */
export type CourseResponse = {
  member: { email: string; hasAccess: boolean; hasReturnToBodyAddon: boolean }
  course: {
    title: string
    /** Its short name: GET /api/course?course=<slug> reads a course other than the main one. */
    slug?: string
    /** Download addresses (members only), null when the owner has not uploaded the file. */
    ebookURL: string | null
    integrationGuideURL: string | null
  }
  modules: CourseModule[]
  progress: CourseProgress
  /** Every course she owns (the main course first); empty without any. */
  courses?: CourseSummary[]
}

/** GET /api/courses/<slug>: a published course's outline, its free preview lessons open. */
export type CoursePreviewResponse = {
  course: {
    slug: string
    title: string
    description: string
    /** The checkout of the course's offer; null when it is not on sale. */
    buyHref: string | null
    /** Its price in words ("$44.00"); null when it is not on sale. */
    price: string | null
    /** The signed-in visitor owns it already. */
    owned: boolean
  }
  sections: { title: string; modules: CourseModule[] }[]
}

/** POST /api/course/progress */
export type CourseProgressRequest = { moduleId: string; progress?: number; completed?: boolean }
export type CourseProgressResponse = CourseProgress

/** Browser mirror of the member's progress (spec §3): key "course-progress-" + e-mail. */
export const progressStorageKey = (email: string) => `course-progress-${email}`
