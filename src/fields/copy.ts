import type { Field } from 'payload'

/** Field builders for the words pages show, which the owner edits in the admin. */
export const text = (name: string, description?: string): Field => ({
  name,
  type: 'text',
  required: true,
  ...(description ? { admin: { description } } : {}),
})

/** The small line above a title (designers call it an "eyebrow"), named in her words. */
export const smallHeading = (name: string, description?: string): Field => ({
  name,
  label: 'Small heading above the title',
  type: 'text',
  required: true,
  ...(description ? { admin: { description } } : {}),
})

/** A quiz result's key ("people_pleaser") as words ("People-pleaser"). */
export const archetypeWords = (key: string) => {
  const words = key.replace(/_/g, '-')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

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
