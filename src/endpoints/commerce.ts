import type { Endpoint } from 'payload'

/** The checkout, access and course endpoints, one file each, in the order of spec §7. */
export const commerceEndpoints: Endpoint[] = []
