import type { Access, Payload, Plugin } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'

const LOCKED_DOCUMENTS = 'payload-locked-documents'

/** The owner, and then Payload's own rule. */
const ownerAnd =
  (rule?: Access): Access =>
  (args) =>
    hasAdminRole(args.req.user) && (rule ? rule(args) : true)

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
  collection.access.create = ownerAnd(collection.access.create)
  collection.access.read = ownerAnd(collection.access.read)
  collection.access.update = ownerAnd(collection.access.update)
  collection.access.delete = ownerAnd(collection.access.delete)
}

/** The plugin that installs guardLockedDocuments (see there). */
export const ownerOnlyLockedDocuments: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    guardLockedDocuments(payload)
    await config.onInit?.(payload)
  },
})
