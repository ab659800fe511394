import { type ApplicationValues, emptyApplication, STEP_COUNT } from '@/applications/questions'

const KEY = 'mentorship-application-draft'

type Draft = { values: ApplicationValues; step: number }

/*
 * The application as she writes it, kept on her device so that a reload, a closed tab or a failed
 * submit loses nothing. Storage can be unavailable (private windows, full quota): the form then
 * simply works without a draft.
 */

/**
 * Keeps what she has typed. Nothing typed keeps nothing: a draft makes her next visit fetch the
 * form's rules with the page (to restore its step), which an empty one has no need of.
 */
export function saveDraft(draft: Draft) {
  if (Object.values(draft.values).every((value) => !value)) return clearDraft()
  try {
    localStorage.setItem(KEY, JSON.stringify(draft))
  } catch {}
}

export function clearDraft() {
  try {
    localStorage.removeItem(KEY)
  } catch {}
}

/** Whether a draft is kept at all, without reading it (no rules are needed to know that). */
export function hasDraft(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

/**
 * The saved answers, and the step to resume on: the saved one, or the first not yet valid by
 * `isStepValid` (the schema's, which the form fetches only when it needs it).
 */
export function readDraft(
  isStepValid: (step: number, values: ApplicationValues) => boolean,
): Draft | null {
  let saved: unknown
  try {
    saved = JSON.parse(localStorage.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
  if (typeof saved !== 'object' || saved === null) return null
  const { values: savedValues, step: savedStep } = saved as Partial<Record<keyof Draft, unknown>>
  if (typeof savedValues !== 'object' || savedValues === null) return null

  const values = emptyApplication()
  for (const field of Object.keys(values) as (keyof ApplicationValues)[]) {
    const value = (savedValues as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value
  }
  const wanted = typeof savedStep === 'number' ? Math.min(savedStep, STEP_COUNT) : 1
  let step = 1
  while (step < wanted && isStepValid(step, values)) step++
  return { values, step }
}
