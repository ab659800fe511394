import type { Access, CollectionConfig, Config, GlobalConfig, Payload, Plugin } from 'payload'

import { ownerAnd } from '@/access/isAdmin'

/** Where the plugin leaves the slugs the site declared itself (payload.config.ts), for tests. */
export const DECLARED_RECORDS = 'declaredRecords'

export type DeclaredRecords = { collections: string[]; globals: string[] }

/** The access rules a declared collection or global must set itself (see refuseDefaultAccess). */
const COLLECTION_RULES = ['create', 'read', 'update', 'delete'] as const
const GLOBAL_RULES = ['read', 'update'] as const

const closed: Access = () => false

/**
 * Payload's rule where a config sets none is "anyone signed in", which includes every buyer. A
 * collection or global of the site that forgets one would open it to them, so the config does
 * not build.
 */
function refuseDefaultAccess(config: Config) {
  const missing: string[] = []
  for (const collection of config.collections ?? []) {
    for (const rule of COLLECTION_RULES) {
      if (!collection.access?.[rule]) missing.push(`collection ${collection.slug}: ${rule}`)
    }
  }
  for (const global of config.globals ?? []) {
    for (const rule of GLOBAL_RULES) {
      if (!global.access?.[rule]) missing.push(`global ${global.slug}: ${rule}`)
    }
  }
  if (missing.length) {
    throw new Error(
      `Every collection and global sets its own access (Payload's default lets any signed-in ` +
        `buyer in): ${missing.join('; ')}.`,
    )
  }
}

const closedOff = new WeakSet<object>()

/** Every operation on a record Payload keeps for itself (locks, preferences, jobs): the owner's. */
function ownerOnlyCollection(collection: CollectionConfig) {
  const access = (collection.access ??= {})
  access.create = ownerAnd(access.create)
  access.read = ownerAnd(access.read)
  access.update = ownerAnd(access.update)
  access.delete = ownerAnd(access.delete)
  access.unlock = ownerAnd(access.unlock)
  access.readVersions = ownerAnd(access.readVersions)
}

/**
 * A global Payload keeps for itself (the job schedule's last runs): only Payload writes it,
 * through its database adapter, so nobody does through the API, and only the owner reads it.
 * A buyer who could write it stopped every scheduled task until the year she chose.
 */
function closedGlobal(global: GlobalConfig) {
  const access = (global.access ??= {})
  access.read = ownerAnd(access.read)
  access.readVersions = ownerAnd(access.readVersions)
  access.update = closed
}

/**
 * The collections and globals Payload (or a plugin) adds to the built config beside the site's
 * own: every one is the owner's, or closed, over REST, GraphQL and the Local API as a caller.
 * Payload adds its own after every plugin has run, so they are changed once Payload has built
 * them (onInit); the rules are read at each request, so changing them in place takes effect.
 */
function closeSystemRecords(payload: Payload, declared: DeclaredRecords) {
  for (const collection of payload.config.collections) {
    if (declared.collections.includes(collection.slug) || closedOff.has(collection)) continue
    closedOff.add(collection)
    ownerOnlyCollection(collection)
  }
  for (const global of payload.config.globals) {
    if (declared.globals.includes(global.slug) || closedOff.has(global)) continue
    closedOff.add(global)
    closedGlobal(global)
  }
}

/**
 * First of the plugins: what the config holds now is the site's own (payload.config.ts), each of
 * which must set its access; whatever a later plugin or Payload itself adds is closed off at init.
 */
export const ownerOnlySystemRecords: Plugin = (config) => {
  refuseDefaultAccess(config)
  const declared: DeclaredRecords = {
    collections: (config.collections ?? []).map((collection) => collection.slug),
    globals: (config.globals ?? []).map((global) => global.slug),
  }
  return {
    ...config,
    custom: { ...config.custom, [DECLARED_RECORDS]: declared },
    onInit: async (payload) => {
      closeSystemRecords(payload, declared)
      await config.onInit?.(payload)
    },
  }
}
