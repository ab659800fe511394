import type { CollectionConfig, Field } from 'payload'

/** Payload's list cells and form fields for a date, on her clock (Site settings), zone named. */
export const ON_HER_CLOCK = {
  Field: '@/components/admin/OwnerDateField#OwnerDateField',
  Cell: '@/components/admin/OwnerDateCell#OwnerDateCell',
} as const

const named = (field: Field, name: string) => 'name' in field && field.name === name

/** Payload's own timestamp, declared (as Payload declares it: indexed) to show on her clock. */
const timestamp = (name: 'createdAt' | 'updatedAt', label: string): Field => ({
  name,
  label,
  type: 'date',
  index: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    disableBulkEdit: true,
    components: ON_HER_CLOCK,
  },
})

/**
 * Every date Payload shows in her menu's lists and forms is on her clock, whatever zone her
 * browser is in: a collection's own top-level dates get her cell in lists, and its timestamps
 * (unless it declares them itself) are declared with her cell and a read-only field that names
 * the zone. The database is unchanged (the same columns and indexes as Payload's own).
 */
export function onHerClock(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const fields = collection.fields.map((field): Field => {
    if (field.type !== 'date' || field.admin?.components?.Cell) return field
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Cell: ON_HER_CLOCK.Cell },
      },
    }
  })
  if (!fields.some((field) => named(field, 'createdAt'))) {
    fields.push(timestamp('createdAt', 'Created'))
  }
  if (!fields.some((field) => named(field, 'updatedAt'))) {
    fields.push(timestamp('updatedAt', 'Last changed'))
  }
  return { ...collection, fields }
}
