import { type CourseProgress, progressStorageKey } from '@/commerce/api'

const isProgress = (value: unknown): value is CourseProgress =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as CourseProgress).completed) &&
  typeof (value as CourseProgress).progress === 'object'

/** The browser's copy (spec §3), for an instant first render; the server's answer replaces it. */
export function readMirror(email: string): CourseProgress | null {
  try {
    const stored = JSON.parse(localStorage.getItem(progressStorageKey(email)) ?? 'null') as unknown
    return isProgress(stored) ? stored : null
  } catch {
    return null
  }
}

export function writeMirror(email: string, progress: CourseProgress) {
  try {
    localStorage.setItem(progressStorageKey(email), JSON.stringify(progress))
  } catch {
    // Private windows and full storage: the server still has it.
  }
}
