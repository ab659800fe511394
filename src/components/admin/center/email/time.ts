import { isoToWallTime, wallTimeToIso } from '@/settings/timeZone'

/**
 * The Email tab's scheduling clock is her clock: src/settings/timeZone, with her zone from Site
 * settings (the tab's data carries it). These names stay for the tab's callers.
 */

/** A datetime-local value ("2026-05-01T09:30") read on her clock, as an ISO instant, or null. */
export const zonedToIso = (local: string, zone: string) => wallTimeToIso(local, zone)

/** An instant as a datetime-local value on her clock ("2026-05-01T09:30"). */
export const isoToZoned = (iso: string, zone: string) => isoToWallTime(iso, zone)
