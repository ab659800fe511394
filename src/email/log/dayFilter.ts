import type { CollectionBeforeOperationHook, Where } from 'payload'

import { addDays } from '@/analytics/day'
import { cachedOwnerTimeZone } from '@/settings/zoneCache'
import { wallTimeToIso } from '@/settings/timeZone'

/**
 * Payload's filter date picker sends a day as noon UTC of that day ("2026-11-24T12:00:00.000Z":
 * 5:00 AM in Arizona), so "Sent after Nov 24" began at 5 AM her time. In the e-mail log a value
 * at exactly noon UTC is read as that whole day on her clock instead: midnight to midnight.
 */
const PICKED_DAY = /^(\d{4}-\d{2}-\d{2})T12:00:00(?:\.000)?Z$/

/** The e-mail log's date fields. */
const LOG_DATE_FIELDS = ['createdAt', 'sentAt', 'updatedAt'] as const

type Bounds = { start: string; end: string }
type Condition = Record<string, unknown>

function dayCondition(field: string, operator: string, { start, end }: Bounds): Where | null {
  switch (operator) {
    case 'equals':
      return { and: [{ [field]: { greater_than_equal: start } }, { [field]: { less_than: end } }] }
    case 'not_equals':
      return { or: [{ [field]: { less_than: start } }, { [field]: { greater_than_equal: end } }] }
    case 'greater_than':
      return { [field]: { greater_than_equal: end } }
    case 'greater_than_equal':
      return { [field]: { greater_than_equal: start } }
    case 'less_than':
      return { [field]: { less_than: start } }
    case 'less_than_equal':
      return { [field]: { less_than: end } }
    default:
      return null
  }
}

/** The query with every picked day on a log date read as her whole day (pure). */
export function ownerDaysIn(where: Where, zone: string): Where {
  const out: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out.push({ [key]: value.map((inner) => ownerDaysIn(inner as Where, zone)) })
      continue
    }
    if (
      !(LOG_DATE_FIELDS as readonly string[]).includes(key) ||
      !value ||
      typeof value !== 'object'
    ) {
      out.push({ [key]: value } as Where)
      continue
    }
    const kept: Condition = {}
    for (const [operator, operand] of Object.entries(value as Condition)) {
      const day = typeof operand === 'string' ? PICKED_DAY.exec(operand)?.[1] : undefined
      const start = day ? wallTimeToIso(day, zone) : null
      const end = day ? wallTimeToIso(addDays(day, 1), zone) : null
      const replaced = start && end ? dayCondition(key, operator, { start, end }) : null
      if (replaced) out.push(replaced)
      else kept[operator] = operand
    }
    if (Object.keys(kept).length > 0) out.push({ [key]: kept } as Where)
  }
  return out.length === 1 ? out[0]! : { and: out }
}

/** The e-mail log's beforeOperation: reads (the list, its filters, counts) pick her days. */
export const ownerDayFilter: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'count') return args
  const where = (args as { where?: Where }).where
  if (!where || !JSON.stringify(where).includes('T12:00:00')) return args
  return { ...args, where: ownerDaysIn(where, await cachedOwnerTimeZone(req.payload, req)) }
}
