import type { GraphQLExtension } from 'payload'

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown
type QueryField = { type?: unknown; resolve?: Resolver }

/**
 * Payload's `docAccess<Global>` GraphQL queries read their context from where GraphQL passes the
 * arguments (`resolver(_, context)`), so each one failed with a TypeError: a 500 inside the answer
 * and a stack trace in the log, for anyone who asked. This gives the same queries back with the
 * context where that resolver looks for it (Payload replaces a query of the same name by ours).
 */
export const repairGlobalDocAccess: GraphQLExtension = (_graphQL, { globals, Query }) => {
  const fields = Query.fields as Record<string, QueryField>
  const repaired: Record<string, QueryField> = {}
  for (const { type } of Object.values(globals.graphQL || {})) {
    // The global's own query returns its type; its access query is named after it.
    const name = Object.keys(fields).find((key) => fields[key]?.type === type)
    const docAccess = name ? fields[`docAccess${name}`] : undefined
    const resolve = docAccess?.resolve
    if (!name || !docAccess || !resolve) continue
    repaired[`docAccess${name}`] = {
      ...docAccess,
      resolve: (source, _args, context, info) => resolve(source, context, context, info),
    }
  }
  return repaired
}
