import type {
  Access,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalConfig,
  Plugin,
  PayloadRequest,
  Where,
} from 'payload'

import { hasAdminRole, ownerAnd } from './isAdmin'

type GlobalBeforeOperationHook = NonNullable<
  NonNullable<GlobalConfig['hooks']>['beforeOperation']
>[number]

const PUBLISHED: Where = { _status: { equals: 'published' } }
/** Payload's rule where a config sets none: anyone signed in. */
const signedIn: Access = ({ req }) => Boolean(req.user)

/**
 * The owner reads by the collection's or global's own rule; anyone else reads only what that rule
 * allows AND is published. A document never published has only a draft, in its main row too; and
 * a global's draft read compares the drafts against this rule (Payload's `beforeOperation` cannot
 * turn a global's `draft` off: it reads the argument before running the hooks).
 */
const publishedUnlessOwner =
  (rule: Access = signedIn): Access =>
  async (args) => {
    const allowed = await rule(args)
    if (hasAdminRole(args.req.user) || allowed === false) return allowed
    return allowed === true ? PUBLISHED : { and: [allowed, PUBLISHED] }
  }

/**
 * Whether a read asks for drafts that its caller may not see. Payload has no `readDrafts` access:
 * `?draft=true` (REST), `draft: true` (GraphQL) and a preview's Local API read as the visitor
 * would otherwise return the latest draft to anyone who may read the published document. Reads
 * the server makes for itself (`overrideAccess`) keep what they asked for.
 */
const draftsRefused = (
  args: { draft?: boolean } | undefined,
  req: PayloadRequest,
  overrideAccess?: boolean,
) => Boolean(args?.draft) && overrideAccess !== true && !hasAdminRole(req.user)

const publishedOnlyForCollection: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'read' || !draftsRefused(args, req, overrideAccess)) return args
  return { ...args, draft: false }
}

const publishedOnlyForGlobal: GlobalBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'read' || !draftsRefused(args, req, overrideAccess)) return args
  return { ...args, draft: false }
}

const hasDrafts = (config: CollectionConfig | GlobalConfig) =>
  typeof config.versions === 'object' && Boolean(config.versions.drafts)

const collectionDraftsForOwner = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  access: {
    ...collection.access,
    ...(hasDrafts(collection) ? { read: publishedUnlessOwner(collection.access?.read) } : {}),
    readVersions: ownerAnd(collection.access?.readVersions),
  },
  hooks: {
    ...collection.hooks,
    beforeOperation: [publishedOnlyForCollection, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

const globalDraftsForOwner = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  access: {
    ...global.access,
    ...(hasDrafts(global) ? { read: publishedUnlessOwner(global.access?.read) } : {}),
    readVersions: ownerAnd(global.access?.readVersions),
  },
  hooks: {
    ...global.hooks,
    beforeOperation: [publishedOnlyForGlobal, ...(global.hooks?.beforeOperation ?? [])],
  },
})

/**
 * Drafts and versions are the owner's alone, for every collection and global with `versions`
 * (so one added later is covered without a line here): their versions are hers to read, anyone
 * else reads published documents only, and asking for drafts gives them the published document,
 * over REST, GraphQL and the preview's reads alike.
 */
export const ownerOnlyDrafts: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.versions ? collectionDraftsForOwner(collection) : collection,
  ),
  globals: config.globals?.map((global) =>
    global.versions ? globalDraftsForOwner(global) : global,
  ),
})
