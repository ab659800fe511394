import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { hasAdminRole } from '@/access/isAdmin'
import { requireOwner } from '@/auth/requireOwner'

import { AppError, type Refusals } from './errors'
import { type SystemAction, systemActionOf } from './operation'

/**
 * Who may call an operation: anyone (`public`), a signed-in buyer or the owner (`buyer`), the
 * owner alone (`owner`), or the server itself under a named system action (`system`: jobs,
 * webhooks, scripts).
 */
export const AUDIENCES = ['public', 'buyer', 'owner', 'system'] as const
export type Audience = (typeof AUDIENCES)[number]

/** What an operation does to the business: nothing, a change, or a change that cannot be undone. */
export const EFFECTS = ['read', 'write', 'destructive'] as const
export type Effect = (typeof EFFECTS)[number]

/** A buyer's operation signed out: the member pages' own words. */
export const SIGN_IN_FIRST = 'Sign in with the access link from your e-mail first.'
export const SYSTEM_ONLY = 'Only the server itself can do that.'
export const CONFIRM_FIRST = 'Please confirm: this cannot be undone.'

/** What every destructive operation's input carries, so nobody (no AI tool either) does it by accident. */
export const confirmation = {
  confirm: z.literal(true, CONFIRM_FIRST),
}

/** A zod object schema, built with zod/mini or classic zod (the voice forms share theirs). */
type ObjectSchema = z.core.$ZodObject

export type Operation<Input extends ObjectSchema = ObjectSchema, Result = unknown> = {
  readonly name: string
  /** One sentence in the owner's words: shown by `npm run ops`, and to the AI assistant. */
  readonly description: string
  /** Its zod schema: the spec's validation messages. A destructive one includes `confirm`. */
  readonly input: Input
  readonly audience: Audience
  /**
   * An owner's operation that the server also runs on its own under these system actions (a job
   * that does on a schedule what her button does).
   */
  readonly systemCallers?: readonly SystemAction[]
  readonly effect: Effect
  /** The work, as the caller, in one transaction (inOperation). Input is already valid. */
  readonly run: (req: PayloadRequest, input: z.output<Input>) => Promise<Result>
}

/**
 * Declares one business action. A destructive operation gets `confirm: true` added to its input:
 * the admin's buttons ask before they send it, and so must any other caller.
 */
export function defineOperation<Input extends ObjectSchema, Result>(
  definition: Operation<Input, Result>,
): Operation<Input, Result> {
  if (!/^[a-z][a-zA-Z]+$/.test(definition.name)) {
    throw new Error(`Operation names are camelCase verbs: "${definition.name}"`)
  }
  if (!definition.description.trim()) throw new Error(`${definition.name} has no description`)
  if (definition.effect !== 'destructive') return Object.freeze(definition)
  return Object.freeze({
    ...definition,
    input: z.extend(
      definition.input as unknown as z.ZodMiniObject,
      confirmation,
    ) as unknown as Input,
  })
}

/** An operation as its domain declares it: its name is the key it is listed under. */
export type OperationDefinition<Input extends ObjectSchema = ObjectSchema, Result = unknown> = Omit<
  Operation<Input, Result>,
  'name'
>

/** One entry of a domain's list (see `operations`): it only fixes the input's and result's types. */
export const operation = <Input extends ObjectSchema, Result>(
  definition: OperationDefinition<Input, Result>,
) => definition

// The list's entries keep each their own input and result types (contravariant in `run`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition = OperationDefinition<any, any>

export type OperationsOf<Definitions extends Record<string, AnyDefinition>> = {
  readonly [Name in keyof Definitions]: Definitions[Name] extends OperationDefinition<
    infer Input,
    infer Result
  >
    ? Operation<Input, Result>
    : never
}

/**
 * A domain's operations, each under its name (written once, as the key): the list its
 * `operations/index.ts` exports and the catalogue collects.
 */
export function operations<const Definitions extends Record<string, AnyDefinition>>(
  definitions: Definitions,
): OperationsOf<Definitions> {
  return Object.freeze(
    Object.fromEntries(
      Object.entries(definitions).map(([name, definition]) => [
        name,
        defineOperation({ ...definition, name }),
      ]),
    ),
  ) as OperationsOf<Definitions>
}

/**
 * Whether the request may call an operation of this audience, as the AppError to throw: 401 for
 * a signed-out caller, 403 for a caller of the wrong kind. Checked before the input is read, so a
 * stranger learns nothing about what an owner's operation expects.
 */
export function checkAudience(
  req: PayloadRequest,
  audience: Audience,
  refusals?: Refusals,
  systemCallers: readonly SystemAction[] = [],
) {
  if (audience === 'public') return
  const system = systemActionOf(req)
  if (system && systemCallers.includes(system)) return
  if (audience === 'system') {
    if (systemActionOf(req)) return
    throw new AppError('forbidden', SYSTEM_ONLY)
  }
  if (audience === 'owner') {
    // The Admin Center's own answers (401 signed out, 403 a buyer), unless the route speaks
    // Payload's words, as a collection's own routes do.
    if (!refusals) return void requireOwner(req)
    if (!req.user) throw new AppError('unauthorized', refusals.signedOut)
    if (!hasAdminRole(req.user)) throw new AppError('forbidden', refusals.notAllowed)
    return
  }
  if (!req.user) throw new AppError('unauthorized', SIGN_IN_FIRST)
}

/** The input's problems as the spec's answer: the first message, and every field's. */
export function parseInput<Input extends ObjectSchema>(
  schema: Input,
  raw: unknown,
): z.output<Input> {
  const parsed = z.safeParse(schema, raw ?? {})
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid request.', {
    fields,
  })
}

/**
 * Calls an operation as the request's caller, from anywhere (an endpoint, an admin view, a job,
 * an AI tool): who may call it, then its input, then its work.
 */
export async function invoke<Input extends ObjectSchema, Result>(
  operation: Operation<Input, Result>,
  req: PayloadRequest,
  raw: unknown,
): Promise<Result> {
  checkAudience(req, operation.audience, undefined, operation.systemCallers)
  return operation.run(req, parseInput(operation.input, raw))
}
