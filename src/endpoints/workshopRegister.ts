import type { Endpoint } from 'payload'

// Stub registered in payload.config.ts; the workshop work fills it in.
export const workshopEndpoints: Endpoint[] = []
