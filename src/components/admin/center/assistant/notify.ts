'use client'

import { toast } from '@payloadcms/ui'

/** Spec §9: toasts stay 5 seconds. */
const TOAST_MS = 5_000

/**
 * The AI Assistant's toasts (spec §8), one at a time (spec §2): each replaces the one before, so
 * a failure after a success is not stacked under it.
 */
const ASSISTANT_TOAST = 'ai-assistant'

export function notify(kind: 'success' | 'error', title: string, description?: string) {
  toast[kind](title, {
    id: ASSISTANT_TOAST,
    duration: TOAST_MS,
    ...(description ? { description } : {}),
  })
}
