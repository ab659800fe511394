import type { Field } from 'payload'

/** Field builders for the words pages show, which the owner edits in the admin. */
export const text = (name: string, description?: string): Field => ({
  name,
  type: 'text',
  required: true,
  ...(description ? { admin: { description } } : {}),
})

export const textarea = (name: string, description?: string): Field => ({
  name,
  type: 'textarea',
  required: true,
  ...(description ? { admin: { description } } : {}),
})

export const group = (name: string, description: string, fields: Field[]): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields,
})
