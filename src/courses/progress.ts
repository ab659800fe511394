import type { CourseModule, CourseProgress } from '@/commerce/api'

/*
 * Course completion (spec §9), as pure functions: the course portal draws its bars with them
 * and the server reports completion with them, so there is one rule.
 */

export const noProgress: CourseProgress = { completed: [], progress: {} }

/** A module marked complete counts in full, whatever was last recorded of its watching. */
export function modulePercent(progress: CourseProgress, moduleId: string): number {
  if (progress.completed.includes(moduleId)) return 100
  const value = progress.progress[moduleId] ?? 0
  return Math.min(100, Math.max(0, Math.round(value)))
}

/** Spec §9: the average of the progress of the modules she can open (locked ones don't count). */
export function overallPercent(modules: CourseModule[], progress: CourseProgress): number {
  const open = modules.filter((module) => !module.locked)
  if (open.length === 0) return 0
  const total = open.reduce((sum, module) => sum + modulePercent(progress, module.id), 0)
  return Math.round(total / open.length)
}

/** The adjacent modules, or null where there is none or it is locked (spec §4). */
export function neighbours(modules: CourseModule[], moduleId: string) {
  const index = modules.findIndex((module) => module.id === moduleId)
  const open = (module: CourseModule | undefined) => (module && !module.locked ? module : null)
  return {
    previous: index > 0 ? open(modules[index - 1]) : null,
    next: index >= 0 ? open(modules[index + 1]) : null,
  }
}
