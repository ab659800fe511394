import type { Operation } from '@/core/defineOperation'

/** Every operation by name: what the assistant and her AI apps work with. */
export type OperationList = Readonly<Record<string, Operation>>

let provided: OperationList | undefined

/**
 * The catalogue hands the assistant the operations it works with (src/catalogue/index.ts), as
 * it collects them: the assistant is one of the domains it collects, so it cannot import them.
 */
export function provideOperations(list: OperationList) {
  provided = list
}

/** The operations the catalogue provided; asked before, it is a wiring fault of ours. */
export function operationList(): OperationList {
  if (!provided) {
    throw new Error('The assistant was used before the catalogue provided its operations.')
  }
  return provided
}
