/**
 * The id of a relationship as Payload returns it: the id itself (depth 0), or the row it names
 * (populated); null for none.
 */
export function idOf<Id extends number | string>(
  value: Id | { id: Id } | null | undefined,
): Id | null {
  return typeof value === 'object' && value !== null ? value.id : (value ?? null)
}
