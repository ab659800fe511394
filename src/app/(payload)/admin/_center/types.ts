import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'

/** What every Admin Center tab's server module receives. */
export type TabProps = {
  /** The owner's request (Payload's auth already resolved req.user). */
  req: PayloadRequest
  searchParams: Record<string, string | string[] | undefined>
}

/** The first value of a search parameter. */
export const param = (searchParams: TabProps['searchParams'], name: string): string | undefined => {
  const value = searchParams[name]
  return Array.isArray(value) ? value[0] : value
}

/** A page number from the address; anything else is the first page. */
export const pageOf = (value: string | undefined) => {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}

/**
 * Loads a tab's data; an operation's refusal of what the address asked for (a made-up id, a bad
 * search) becomes `{ problem }` for the tab to show in her words, anything else stays an error.
 */
export async function shownProblem<Data extends object>(
  load: () => Promise<Data>,
): Promise<Data | { problem: string }> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.status !== 401) {
      return { problem: error.message }
    }
    throw error
  }
}
