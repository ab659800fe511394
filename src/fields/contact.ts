import type { RelationshipField } from 'payload'

import type { ContactStatus } from '@/contacts/constants'
import { recordContact } from '@/contacts/record'

type Row = Record<string, unknown>

/**
 * The `contact` a row belongs to, filled from its e-mail whoever writes the row (an operation, an
 * admin, a seed): one rule, so no submission is ever left without its person.
 */
export const contactField = ({
  emailField = 'email',
  nameField = 'name',
  source,
  status,
}: {
  emailField?: string
  nameField?: string
  source: (row: Row) => string
  status?: (row: Row) => ContactStatus | undefined
}): RelationshipField => ({
  name: 'contact',
  type: 'relationship',
  relationTo: 'contacts',
  index: true,
  admin: { readOnly: true, position: 'sidebar' },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, operation, req, value }) => {
        const row: Row = { ...(originalDoc ?? {}), ...(data ?? {}) }
        const email = row[emailField]
        if (typeof email !== 'string' || !email) return value
        const emailChanged = operation === 'create' || email !== originalDoc?.[emailField]
        if (value && !emailChanged) return value
        const name = row[nameField]
        const contact = await recordContact(req, {
          email,
          name: typeof name === 'string' ? name : undefined,
          source: source(row),
          status: status?.(row),
        })
        return contact.id
      },
    ],
  },
})
