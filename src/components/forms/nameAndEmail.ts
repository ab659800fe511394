import type * as z from 'zod/mini'

export type NameEmailField = 'name' | 'email'
export type NameEmailErrors = Partial<Record<NameEmailField, string>>
export type NameEmailValues = Record<NameEmailField, string>

/**
 * Checks a name-and-e-mail form against the endpoint's own schema: the parsed data, or the first
 * message for each field.
 */
export function validateNameAndEmail<Schema extends z.ZodMiniType>(schema: Schema, input: unknown) {
  // The schema's own method: a module-level z.safeParse would bring the library into every page
  // that imports this file, while the schema itself is loaded only when a form is sent.
  const parsed = schema.safeParse(input)
  if (parsed.success) return { data: parsed.data, errors: {} as NameEmailErrors }
  const errors: NameEmailErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'name' || field === 'email') && !errors[field]) errors[field] = issue.message
  }
  return { data: null, errors }
}

/** Read from the form itself, so what was typed before the page hydrated counts too. */
export const readNameAndEmail = (form: HTMLFormElement): NameEmailValues => {
  const data = new FormData(form)
  return { name: String(data.get('name') ?? ''), email: String(data.get('email') ?? '') }
}

let leadSchemas: Promise<typeof import('@/contacts/schema')> | undefined

/**
 * The lead forms' schemas (the server's own contract), fetched when a form first needs them (her
 * first keystroke or focus in it, at the latest its submit) rather than with the page: they carry
 * the validation library, about 19 KB of the page's scripts.
 */
export const loadLeadSchemas = () => (leadSchemas ??= import('@/contacts/schema'))
