/*
 * Access is read from course access (memberships): see src/commerce/orders/access.ts. Kept here
 * so the callers of the first shop's entitlements compile unchanged.
 */
export { entitlementsFor, type Entitlements } from './orders/access'
