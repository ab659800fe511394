/*
 * The import's words and limits, shared by the server and the Leads tab's Import screens (pure:
 * the browser imports it).
 */

/** Largest file she may bring: 50 MB holds several hundred thousand people of any export. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024

/** Rows written per statement: large enough to be quick, small enough to leave room for visitors. */
export const IMPORT_BATCH_ROWS = 1000

/** Where an import is: uploaded, checked (preview shown), started, going, finished or stopped. */
export const IMPORT_STATUSES = [
  'uploaded',
  'previewed',
  'queued',
  'running',
  'done',
  'failed',
] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: 'Uploaded, not checked yet',
  previewed: 'Checked, not started',
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Imported',
  failed: 'Stopped by an error',
}

/** What her consent proof says of a person she brought from another product. */
export const importConsentWords = (platform: string, day: string, hasDate: boolean) =>
  hasDate
    ? `Subscribed on ${platform}; imported from ${platform} on ${day}.`
    : `Subscribed on ${platform} (its file gives no sign-up date); imported from ${platform} on ${day}.`

/** Her consent proof when she says the people of a file without a status agreed. */
export const attestedConsentWords = (fileName: string, day: string) =>
  `You confirmed when importing "${fileName}" on ${day} that these people agreed to your e-mails.`
