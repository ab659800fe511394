import type { Endpoint } from 'payload'

/** /api/admin/leads, /api/admin/applications, CSV exports, contact and application actions. */
export const peopleEndpoints: Endpoint[] = []
