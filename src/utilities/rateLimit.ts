/**
 * A fixed-window counter per key, in memory: enough for one server process guarding a paid API.
 * Returns whether the call identified by `key` may go ahead.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return (key: string, now = Date.now()): boolean => {
    const current = windows.get(key)
    if (!current || now - current.startedAt >= windowMs) {
      if (windows.size > 10_000) windows.clear()
      windows.set(key, { startedAt: now, count: 1 })
      return true
    }
    current.count += 1
    return current.count <= limit
  }
}

/** Who is asking, as well as a server behind a proxy can tell. */
export function clientKey(headers: Headers): string {
  return (
    headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct'
  )
}
