import type { Payload, Plugin } from 'payload'

import { restrictToOwner } from '@/access/isAdmin'

const LOCKED_DOCUMENTS = 'payload-locked-documents'

const guarded = new WeakSet<object>()

/**
 * Payload's document locks (which of her documents the owner has open, since when, as whom) are
 * readable and writable by anyone signed in, buyers included. Payload checks locks itself without
 * access, so only the owner's admin needs these routes. Payload adds the collection after
 * plugins run, so this changes it once Payload has built it (onInit).
 */
export function guardLockedDocuments(payload: Payload) {
  const collection = payload.collections[LOCKED_DOCUMENTS]?.config
  if (!collection || guarded.has(collection)) return
  guarded.add(collection)
  restrictToOwner(collection)
}

/** The plugin that installs guardLockedDocuments (see there). */
export const ownerOnlyLockedDocuments: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    guardLockedDocuments(payload)
    await config.onInit?.(payload)
  },
})
