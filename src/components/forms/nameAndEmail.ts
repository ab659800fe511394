import * as z from 'zod/mini'

export type NameEmailField = 'name' | 'email'
export type NameEmailErrors = Partial<Record<NameEmailField, string>>
export type NameEmailValues = Record<NameEmailField, string>

/**
 * Checks a name-and-e-mail form against the endpoint's own schema: the parsed data, or the first
 * message for each field.
 */
export function validateNameAndEmail<Schema extends z.ZodMiniType>(schema: Schema, input: unknown) {
  const parsed = z.safeParse(schema, input)
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
