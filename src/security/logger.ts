import { type DestinationStream, pino } from 'pino'
import { build as prettyStream } from 'pino-pretty'

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
        logMethod(args, method) {
          method.apply(this, args.map(redactArgument) as Parameters<typeof method>)
        },
      },
    },
    destination,
  )
}
