import { type DestinationStream, pino } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { clientFault } from './payloadErrors'

/*
 * Payload's logger, with what must never reach a log taken out. A failed query's error carries
 * its parameters (e-mail addresses, unsubscribe and sign-in token hashes) in its message, its
 * `params` and its cause's `detail`; they are replaced before anything is written.
 */

const REDACTED = '[redacted]'

/** A query error's "params: …" line and Postgres's "Key (email)=(her@address)" detail. */
export function redactText(text: string): string {
  return text
    .replace(/^(\s*params: ).*$/gm, `$1${REDACTED}`)
    .replace(/(Key \([^)]*\)=\().*?(\) (?:already exists|is not present))/g, `$1${REDACTED}$2`)
}

type Serialized = Record<string, unknown>

/** Pino's error serializer, on a copy whose texts are redacted and whose parameters are gone. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return error
  const copy: Serialized = { type: error.name, message: redactText(error.message) }
  if (error.stack) copy.stack = redactText(error.stack)
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'parameters') continue
    copy[key] =
      key === 'cause'
        ? serializeError(value, depth + 1)
        : typeof value === 'string'
          ? redactText(value)
          : value
  }
  if (error.cause && !('cause' in copy)) copy.cause = serializeError(error.cause, depth + 1)
  return copy
}

function redactArgument(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value instanceof Error) return { err: serializeError(value) }
  if (value && typeof value === 'object') {
    const copy: Serialized = {}
    for (const [key, inner] of Object.entries(value)) {
      copy[key] =
        key === 'err' || key === 'error'
          ? serializeError(inner)
          : typeof inner === 'string'
            ? redactText(inner)
            : inner
    }
    return copy
  }
  return value
}

const isObject = (value: unknown): value is Serialized =>
  typeof value === 'object' && value !== null

/** The error a log call is about: logged alone, or as an object's `err` (Payload's way). */
function loggedError(args: unknown[]): { error: unknown; msg?: string } | undefined {
  const [first, second] = args
  if (first instanceof Error) return { error: first, msg: typeof second === 'string' ? second : '' }
  if (!isObject(first)) return undefined
  const error = first.err ?? first.error
  if (!isObject(error)) return undefined
  const msg = typeof first.msg === 'string' ? first.msg : typeof second === 'string' ? second : ''
  return { error, msg }
}

const firstLine = (text: string, max: number) => {
  const line = redactText(text.split('\n')[0] ?? '')
  return line.length > max ? `${line.slice(0, max)}…` : line
}

/**
 * An error's own message and its innermost one (Postgres's words under a failed query's), each
 * cut to its first line: a query's parameters follow on the next.
 */
function describeError(error: unknown): string {
  const messages: string[] = []
  for (let current = error, depth = 0; isObject(current) && depth < 6; depth += 1) {
    if (typeof current.message === 'string' && current.message) messages.push(current.message)
    current = current.originalError ?? current.cause
  }
  const outer = firstLine(messages[0] ?? '', 200)
  const inner = firstLine(messages.at(-1) ?? '', 200)
  return messages.length > 1 && inner !== outer ? `${outer} (${inner})` : outer
}

/**
 * A request's own mistake (a 4xx: a malformed query, a refused access) in one line, instead of
 * the stack trace Payload logs for any error whose class name it does not know (and the build
 * minifies every class name).
 */
function clientFaultLine(args: unknown[]): string | undefined {
  const logged = loggedError(args)
  if (!logged) return undefined
  const fault = clientFault(logged.error)
  if (!fault) return undefined
  const detail = describeError(logged.error)
  const context = logged.msg && logged.msg !== detail ? `${redactText(logged.msg)}: ` : ''
  return `${fault.status} ${context}${detail || fault.message}`
}

const INFO = 30

/** Payload's logger: pretty, as Payload's default, with every message and error redacted. */
export function createLogger(
  destination: DestinationStream = prettyStream({
    colorize: true,
    ignore: 'pid,hostname',
    translateTime: 'SYS:HH:MM:ss',
  }),
) {
  return pino(
    {
      name: 'payload',
      enabled: process.env.DISABLE_LOGGING !== 'true',
      serializers: { err: serializeError },
      hooks: {
        logMethod(args, method, level) {
          const line = clientFaultLine(args)
          // A client's mistake is information about a request, not an error of the server.
          if (line !== undefined && level > INFO) return this.info(line)
          if (line !== undefined) return method.apply(this, [line])
          method.apply(this, args.map(redactArgument) as Parameters<typeof method>)
        },
      },
    },
    destination,
  )
}
