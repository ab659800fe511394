import { affiliateOperations } from '@/affiliates/operations'
import { analyticsOperations } from '@/analytics/operations'
import { applicationOperations } from '@/applications/operations'
import { provideOperations } from '@/assistant/operationList'
import { assistantOperations } from '@/assistant/operations'
import { authOperations } from '@/auth/operations'
import { commerceOperations } from '@/commerce/operations'
import { contactOperations } from '@/contacts/operations'
import type { Operation } from '@/core/defineOperation'
import { courseOperations } from '@/courses/operations'
import { emailOperations } from '@/email/operations'
import { importOperations } from '@/imports/operations'
import { maintenanceOperations } from '@/maintenance/operations'
import { mcpOperations } from '@/mcp/operations'
import { privacyOperations } from '@/privacy/operations'
import { reportOperations } from '@/reports/operations'
import { voiceOperations } from '@/voice/operations'
import { workshopOperations } from '@/workshops/operations'

/*
 * Every business action, collected from the domains that declare them (each its
 * `operations/index.ts`): endpoints, the Admin Center, jobs, webhooks, the assistant and MCP call
 * them from here by name.
 */
const domains = [
  contactOperations,
  importOperations,
  applicationOperations,
  commerceOperations,
  workshopOperations,
  authOperations,
  courseOperations,
  reportOperations,
  analyticsOperations,
  emailOperations,
  maintenanceOperations,
  mcpOperations,
  assistantOperations,
  voiceOperations,
  affiliateOperations,
  privacyOperations,
] as const

/** The names two domains declare: a name is one operation, in one domain. */
export function namesDeclaredTwice(lists: readonly Readonly<Record<string, Operation>>[]) {
  const seen = new Set<string>()
  return lists.flatMap((list) =>
    Object.keys(list).filter((name) => seen.has(name) || !seen.add(name)),
  )
}

const twice = namesDeclaredTwice(domains)
if (twice.length) throw new Error(`Operations declared in two domains: ${twice.join(', ')}`)

export const catalogue = Object.freeze({
  ...contactOperations,
  ...importOperations,
  ...applicationOperations,
  ...commerceOperations,
  ...workshopOperations,
  ...authOperations,
  ...courseOperations,
  ...reportOperations,
  ...analyticsOperations,
  ...emailOperations,
  ...maintenanceOperations,
  ...mcpOperations,
  ...assistantOperations,
  ...voiceOperations,
  ...affiliateOperations,
  ...privacyOperations,
})

provideOperations(catalogue)

export type OperationName = keyof typeof catalogue

/** Every operation, for callers that walk them all (the tests, `npm run ops`, the AI tools). */
export const allOperations = Object.values(catalogue) as readonly Operation[]

/** The domains' lists, for the check that each operation is declared in its own domain. */
export const domainLists = domains
