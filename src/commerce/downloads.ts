import type { Course } from '@/payload-types'

/** The members-only files, by the name in their address, and the course field that holds each. */
export const DOWNLOADS = {
  'emotional-power-ebook.pdf': 'ebook',
  'integration-guide.pdf': 'integrationGuide',
} as const

export type DownloadName = keyof typeof DOWNLOADS
export type DownloadField = (typeof DOWNLOADS)[DownloadName]

/** Whether the course offers this download: her own PDF, or a document made into one. */
export const offersDownload = (course: Course, field: DownloadField) =>
  Boolean(course[field] || course[`${field}Document`])
