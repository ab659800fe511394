import type { PayloadRequest } from 'payload'

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
