/**
 * Mail someone is waiting for (sign-in and access links, receipts, application decisions,
 * workshop confirmations, the owner's notifications) is sent ahead of bulk mail (welcomes today,
 * campaigns soon): each kind has its own queue and its own runner, so thousands of queued welcomes
 * never hold up a sign-in link. Transactional mail keeps Payload's default queue (what
 * `payload.jobs.run()` runs); bulk mail has a queue of its own.
 */
export const TRANSACTIONAL_QUEUE = 'default'
export const BULK_QUEUE = 'bulk'

/** Every second for the mail people wait for, every 5 s for bulk (seconds field first). */
export const TRANSACTIONAL_CRON = '* * * * * *'
export const BULK_CRON = '*/5 * * * * *'

/**
 * The one rule: marketing mail is the mail with an unsubscribe link (src/email/templates.ts,
 * `marketing`), and it is the bulk mail. Everything else is transactional.
 */
export const mailQueueFor = (message: { unsubscribeUrl?: string | null }) =>
  message.unsubscribeUrl ? BULK_QUEUE : TRANSACTIONAL_QUEUE
