let schemas: Promise<typeof import('@/commerce/schema')> | undefined

/**
 * The access-link schema (the endpoint's own rules and messages), fetched when she first focuses
 * a form that needs it, at the latest on its submit, rather than with the page: it carries the
 * validation library.
 */
export const loadAccessLinkSchema = async () =>
  (await (schemas ??= import('@/commerce/schema'))).accessLinkSchema
