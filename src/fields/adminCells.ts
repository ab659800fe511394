/**
 * Admin components for amounts and checkboxes in Payload's own screens: cents fields are typed
 * and shown in dollars (stored as cents), checkboxes read "Yes"/"No" in list columns.
 */
export const centsAdmin = {
  components: {
    Field: '@/components/admin/fields/CentsField#CentsField',
    Cell: '@/components/admin/fields/CentsCell#CentsCell',
  },
} as const

export const booleanCell = {
  components: { Cell: '@/components/admin/fields/BooleanCell#BooleanCell' },
} as const
