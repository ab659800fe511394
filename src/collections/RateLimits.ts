import type { CollectionConfig } from 'payload'

/**
 * Counters of the rate limits (src/security/rateLimit.ts), one row per rule and subject. Kept in
 * Postgres so a limit holds across restarts and across several app processes; rows past their
 * reset time are deleted by the housekeeping job.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: {
    create: () => false,
    read: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'resetAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
