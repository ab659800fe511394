import type { CollectionConfig, Config, Plugin } from 'payload'

export const TYPED_BULK_DELETE = '@/components/admin/bulkDelete/TypedBulkDelete#TypedBulkDelete'

/** Whether the owner's menu shows the collection (a function decides per user: shown). */
const inHerMenu = (collection: CollectionConfig) => collection.admin?.hidden !== true

/**
 * Every collection in her menu deletes several rows only after she types their number: Payload's
 * own bulk delete (its button, and DELETE /api/<collection>?where=… for anyone but the server
 * itself) is switched off, and the list shows the typed-count delete above the table instead.
 * Deleting one row from its own page is unchanged. System collections keep Payload's bulk delete
 * for the server's own housekeeping (they are not in her menu).
 */
export const typedBulkDelete: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    inHerMenu(collection)
      ? {
          ...collection,
          disableBulkDelete: true,
          admin: {
            ...collection.admin,
            components: {
              ...collection.admin?.components,
              beforeListTable: [
                ...(collection.admin?.components?.beforeListTable ?? []),
                { path: TYPED_BULK_DELETE, clientProps: { collectionSlug: collection.slug } },
              ],
            },
          },
        }
      : collection,
  ),
})
