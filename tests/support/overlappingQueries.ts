import { createHook, executionAsyncId } from 'node:async_hooks'

import pg from 'pg'

/**
 * pg runs one statement at a time per connection: a second `client.query()` while one is
 * executing is queued behind it, and pg 8 warns once per process ("Calling client.query() when
 * the client is already executing a query"). Inside a transaction that interleaves the caller's
 * statements unpredictably, so it is a fault of ours. Installed, this records every such call
 * (not only the first, as pg's own warning does), with where it came from.
 */
export type OverlappingQuery = { sql: string; stack: string }

type ClientInternals = {
  _queryQueue?: unknown[]
  _getActiveQuery?: () => unknown
}

// On the process, not the module: a test worker evaluates our modules afresh for each file, pg once.
const processWide = globalThis as typeof globalThis & { __overlappingQueries?: OverlappingQuery[] }

const sqlOf = (config: unknown) =>
  String(
    typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? ''),
  ).slice(0, 200)

/*
 * pg is called from promise callbacks, where V8's async stack ends: with OVERLAP_TRACE=1 every
 * async resource remembers the stack that made it, so a report reaches back to our code.
 */
const origins = new Map<number, string>()
function traceAsyncOrigins() {
  createHook({
    init(asyncId, _type, triggerAsyncId) {
      const limit = Error.stackTraceLimit
      Error.stackTraceLimit = 30
      const here = (new Error().stack ?? '')
        .split('\n')
        .slice(2)
        .filter((f) => !f.includes('node:internal'))
        .join('\n')
      Error.stackTraceLimit = limit
      origins.set(asyncId, `${here}\n${(origins.get(triggerAsyncId) ?? '').slice(0, 20_000)}`)
    },
    destroy(asyncId) {
      origins.delete(asyncId)
    },
  }).enable()
}

export function watchOverlappingQueries(): OverlappingQuery[] {
  if (processWide.__overlappingQueries) return processWide.__overlappingQueries
  const recorded: OverlappingQuery[] = (processWide.__overlappingQueries = [])
  if (process.env.OVERLAP_TRACE === '1') traceAsyncOrigins()
  const prototype = pg.Client.prototype as unknown as Record<string, unknown>
  const query = prototype.query as (...args: unknown[]) => unknown
  prototype.query = function (this: ClientInternals, ...args: unknown[]) {
    const busy = Boolean(this._getActiveQuery?.()) || (this._queryQueue?.length ?? 0) > 0
    if (busy) {
      const limit = Error.stackTraceLimit
      Error.stackTraceLimit = 200
      const frames = [
        ...(new Error('overlapping query').stack ?? '').split('\n').slice(2),
        ...(origins.get(executionAsyncId()) ?? '').split('\n'),
      ]
      Error.stackTraceLimit = limit
      // Our frames say where; Payload's first frames say which of its operations ran it.
      const ours = frames.filter((frame) => !frame.includes('node_modules'))
      const payloads = frames.filter((frame) =>
        /node_modules\/(payload|@payloadcms\/(?!db-postgres))/.test(frame),
      )
      recorded.push({
        sql: sqlOf(args[0]),
        stack: [...payloads.slice(0, 6), ...[...new Set(ours)].slice(0, 25)].join('\n'),
      })
    }
    return query.apply(this, args)
  }
  return recorded
}
