import type { Endpoint } from 'payload'

/** /api/admin/analytics, courses, system status, e-mail retries. */
export const businessEndpoints: Endpoint[] = []
