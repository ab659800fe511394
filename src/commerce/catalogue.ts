/**
 * @deprecated Issue 25: no code names an offer by its address any more. The seed's addresses live
 * in src/seed/products.ts; this re-export stays only until the last committed importer
 * (refundPurchase.ts, dashboard/launch.ts — the orders helper's, already free of it in their
 * working copies) is committed, then this file is deleted.
 */
export { MASTERCLASS_COURSE_SLUG, PRODUCT_SLUGS } from '@/seed/products'
